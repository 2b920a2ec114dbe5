import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";

import { AccountSection } from "@/components/account/account-section";
import { BackToCompanies } from "@/components/companies/back-to-companies";
import { CompanyForm } from "@/components/companies/company-form";
import { ClientTexts } from "@/components/i18n/client-texts";
import type { Locale } from "@/i18n/config";
import { companyFormOptions } from "@/lib/companies/company-form-options";
import { requirePageAccess } from "@/lib/guards/require-page-access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Companies");
  return { title: t("newTitle") };
}

/** A new company: its profile first; once created, its page opens for the logo and colleagues. */
export default async function Page() {
  await requirePageAccess("/home/companies/new");
  const locale = (await getLocale()) as Locale;
  const [t, options] = await Promise.all([getTranslations("Companies"), companyFormOptions(locale)]);

  return (
    <ClientTexts page="companies">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-2">
          <BackToCompanies />
          <h1 className="text-2xl font-bold tracking-tight">{t("newTitle")}</h1>
          <p className="text-slate-600 dark:text-slate-400">{t("newLead")}</p>
        </div>
        <AccountSection id="company-profile" title={t("profileTitle")} lead={t("profileLead")}>
          <CompanyForm industries={options.industries} countries={options.countries} />
        </AccountSection>
      </div>
    </ClientTexts>
  );
}
