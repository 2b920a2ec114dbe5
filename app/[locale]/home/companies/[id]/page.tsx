import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { cache } from "react";

import { AccountSection } from "@/components/account/account-section";
import { BackToCompanies } from "@/components/companies/back-to-companies";
import { CompanyForm } from "@/components/companies/company-form";
import { CompanyImages } from "@/components/companies/company-images";
import { CompanyMembers } from "@/components/companies/company-members";
import { ClientTexts } from "@/components/i18n/client-texts";
import { CountryLink } from "@/components/layout/country-context";
import { CompanyLogo } from "@/components/marketplace/company-logo";
import { FormAlert } from "@/components/forms/form-alert";
import { ExternalLinkIcon } from "@/components/ui/icons";
import type { Locale } from "@/i18n/config";
import type { CurrentUser } from "@/lib/auth/current-user";
import { companyFormOptions } from "@/lib/companies/company-form-options";
import { getCompany } from "@/lib/companies/get-company";
import { AppError } from "@/lib/errors";
import { requirePageAccess } from "@/lib/guards/require-page-access";

/** The company if the viewer is one of its people; anyone else finds no such page. */
async function companyFor(viewer: CurrentUser, id: string) {
  try {
    return await getCompany(viewer, id);
  } catch (error) {
    // A malformed id is not found either: getCompany's query finds nothing for it.
    if (error instanceof AppError && (error.code === "not_found" || error.code === "bad_request")) notFound();
    throw error;
  }
}

/** The viewer and the company, once per render: the title and the page read the same. */
const companyOfThisRender = cache(async (id: string) => {
  const viewer = await requirePageAccess(`/home/companies/${id}`);
  return { viewer, company: await companyFor(viewer, id) };
});

/** Named after the company, so that a tab of it can be told from the companies list's. */
export async function generateMetadata({ params }: PageProps<"/[locale]/home/companies/[id]">): Promise<Metadata> {
  return { title: (await companyOfThisRender((await params).id)).company.name };
}

/** One company: its profile, logo and cover, and its people. The owner edits; members read. */
export default async function Page({ params }: PageProps<"/[locale]/home/companies/[id]">) {
  const { id } = await params;
  const locale = (await getLocale()) as Locale;
  const [t, { viewer, company }, options] = await Promise.all([getTranslations("Companies"), companyOfThisRender(id), companyFormOptions(locale)]);
  const isOwner = company.members.some((member) => member._id === viewer.id && member.role === "owner");

  return (
    <ClientTexts page="companies">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-3">
          <BackToCompanies />
          <div className="flex items-center gap-4">
            <CompanyLogo name={company.name} logoUrl={company.logo} size={56} />
            <div className="min-w-0 flex-1">
              <h1 className="truncate text-2xl font-bold tracking-tight">{company.name}</h1>
              <CountryLink
                path={`/companies/${company.slug}`}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-0.5 inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
              >
                {t("publicPage")}
                <ExternalLinkIcon className="size-3.5" />
              </CountryLink>
            </div>
          </div>
        </div>
        {isOwner ? null : <FormAlert kind="info">{t("readOnly")}</FormAlert>}
        <AccountSection id="company-profile" title={t("profileTitle")} lead={t("profileLead")}>
          <CompanyForm company={company} industries={options.industries} countries={options.countries} isReadOnly={!isOwner} />
        </AccountSection>
        <AccountSection id="company-images" title={t("imagesTitle")} lead={t("imagesLead")}>
          <CompanyImages companyId={company._id} name={company.name} logo={company.logo} cover={company.cover} isReadOnly={!isOwner} />
        </AccountSection>
        <AccountSection id="company-members" title={t("membersTitle")} lead={t("membersLead")}>
          <CompanyMembers company={company} viewerId={viewer.id} isOwner={isOwner} />
        </AccountSection>
      </div>
    </ClientTexts>
  );
}
