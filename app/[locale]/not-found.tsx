import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CountryLink } from "@/components/layout/country-context";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { DASHBOARD_HOME_PATH } from "@/lib/navigation/paths";
import { brandedTitle } from "@/lib/seo/page-title";
import { getViewer } from "@/lib/users/get-viewer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NotFoundPage");
  return { title: t("metaTitle") };
}

/**
 * What a missing page shows (an unknown address, a job or company that does not exist) inside
 * the shell and in the reader's language, with a way on: open jobs for visitors, the dashboard
 * for the logged in. The status stays 404.
 */
export default async function NotFound() {
  const [t, navbar, viewer] = await Promise.all([getTranslations("NotFoundPage"), getTranslations("Navbar"), getViewer()]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-24">
      {/* generateMetadata titles the server's HTML, but when a page (not its metadata) finds
          nothing, the browser takes the layout's title from the RSC payload: this one wins. */}
      <title>{brandedTitle(t("metaTitle"), navbar("brand"))}</title>
      <p className="text-sm font-bold tracking-widest text-brand-700 dark:text-brand-300">404</p>
      <h1 className="text-3xl font-bold tracking-tight text-ink dark:text-slate-100">{t("title")}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t("description")}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {viewer ? (
          <Link href={DASHBOARD_HOME_PATH} className={buttonClasses()}>
            {t("dashboard")}
          </Link>
        ) : (
          <>
            <CountryLink path="/jobs" className={buttonClasses()}>
              {t("findJobs")}
            </CountryLink>
            <CountryLink path="" className={buttonClasses({ variant: "outline" })}>
              {t("home")}
            </CountryLink>
          </>
        )}
      </div>
    </div>
  );
}
