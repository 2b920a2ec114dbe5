import { getTranslations } from "next-intl/server";

import { FooterColumns } from "@/components/layout/footer-columns";
import { Logo } from "@/components/layout/logo";
import { SocialIcon } from "@/components/layout/social-icons";
import type { IndustryOption } from "@/lib/catalogue/types";
import type { WorkingSide } from "@/lib/generated/prisma/enums";
import { socialLinks } from "@/lib/navigation/external-links";

export type FooterProps = {
  /** The viewer's working side; null for visitors. */
  side: WorkingSide | null;
  /** Job categories in the page's language (lib/catalogue). */
  industries: IndustryOption[];
};

/** The footer of every page: tagline, blurb, link columns for the viewer, social pages and copyright. */
export async function Footer({ side, industries }: FooterProps) {
  const t = await getTranslations("Footer");
  const tNavbar = await getTranslations("Navbar");
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-5 py-12 sm:grid-cols-3 sm:px-8 lg:grid-cols-6">
        <div className="col-span-2 flex flex-col gap-4 sm:col-span-3 lg:col-span-2">
          <Logo brand={tNavbar("brand")} />
          <p className="text-xl font-bold tracking-tight">{t("tagline")}</p>
          <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{t("blurb")}</p>
          <div>
            <h2 className="sr-only">{t("social")}</h2>
            <ul className="flex items-center gap-2">
              {socialLinks().map((link) => (
                <li key={link.network}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-brand-200"
                  >
                    <SocialIcon network={link.network} className="size-5" />
                    <span className="sr-only">
                      {t(link.network)} {t("newTab")}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <FooterColumns side={side} industries={industries.map(({ name, slug }) => ({ name, slug }))} />
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-7xl px-5 py-5 text-sm text-slate-600 sm:px-8 dark:text-slate-400">{t("copyright", { year: String(new Date().getFullYear()) })}</p>
      </div>
    </footer>
  );
}
