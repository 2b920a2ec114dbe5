import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CompanyCard } from "@/components/companies/company-card";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { listCompanyCards } from "@/lib/companies/list-company-cards";
import { requirePageAccess } from "@/lib/guards/require-page-access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Companies");
  return { title: t("metaTitle") };
}

/** The employer's companies as cards, or a first step towards creating one. */
export default async function Page() {
  const viewer = await requirePageAccess("/home/companies");
  const [t, companies] = await Promise.all([getTranslations("Companies"), listCompanyCards(viewer)]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t("lead")}</p>
        </div>
        {companies.length > 0 ? (
          <Link href="/home/companies/new" className={buttonClasses({ variant: "primary", className: "w-full sm:w-auto" })}>
            <span aria-hidden="true" className="text-xl leading-none">
              +
            </span>
            {t("newCompany")}
          </Link>
        ) : null}
      </div>
      {companies.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {companies.map((company) => (
            <CompanyCard key={company._id} company={company} />
          ))}
        </ul>
      ) : (
        <section aria-labelledby="no-companies" className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900">
          <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className="size-7">
              <path d="M3 21h18M5 21V7l7-4 7 4v14M9 9h.01M15 9h.01M9 13h.01M15 13h.01M10 21v-4h4v4" />
            </svg>
          </span>
          <h2 id="no-companies" className="text-lg font-semibold">
            {t("emptyTitle")}
          </h2>
          <p className="max-w-md text-slate-600 dark:text-slate-400">{t("emptyLead")}</p>
          <Link href="/home/companies/new" className={buttonClasses({ variant: "primary", className: "mt-2" })}>
            {t("createFirst")}
          </Link>
        </section>
      )}
    </div>
  );
}
