"use client";

import { useTranslations } from "next-intl";

import { useCountry } from "@/components/layout/country-context";
import { Link } from "@/i18n/navigation";
import type { WorkingSide } from "@/lib/generated/prisma/enums";
import { footerColumns, type FooterIndustry } from "@/lib/navigation/footer-links";

/** The footer's link columns for the viewer's side, in the current country. */
export function FooterColumns({ side, industries }: { side: WorkingSide | null; industries: FooterIndustry[] }) {
  const t = useTranslations("Footer");
  const { country } = useCountry();
  return (
    <>
      {footerColumns({ side, country, industries }).map((column) => (
        <nav key={column.key} aria-labelledby={`footer-${column.key}`} className={column.key === "jobCategories" ? "col-span-2 sm:col-span-1 lg:col-span-2" : undefined}>
          <h2 id={`footer-${column.key}`} className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
            {t(column.key)}
          </h2>
          <ul className={["mt-3 grid gap-2 text-sm", column.key === "jobCategories" ? "grid-cols-2 gap-x-6" : ""].join(" ")}>
            {column.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-slate-600 hover:text-brand-700 hover:underline dark:text-slate-400 dark:hover:text-brand-200">
                  {"messageKey" in link ? t(link.messageKey) : link.text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  );
}
