import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";

import { CompanyProfile } from "@/components/companies/company-profile";
import { isLocale, type Locale } from "@/i18n/config";
import { getCountryBySlug } from "@/lib/catalogue/get-country-by-slug";
import { getPublicCompany } from "@/lib/companies/get-public-company";
import { canonicalCountry, companyPath } from "@/lib/navigation/public-paths";
import { publicPageMetadata } from "@/lib/seo/page-metadata";

export const dynamic = "force-dynamic";

type Params = PageProps<"/[locale]/[country]/companies/[slug]">["params"];

/** The company and the country of the URL, or notFound(); read once for metadata and page alike. */
const loadCompanyPage = cache(async (locale: string, country: string, slug: string) => {
  // Company slugs are at most 140 characters (prisma/schema.prisma): anything longer is nobody.
  if (!isLocale(locale) || slug.length > 140) notFound();
  const [countryOption, company] = await Promise.all([getCountryBySlug(country, locale), getPublicCompany(slug, locale)]);
  if (!countryOption || !company) notFound();
  return { locale: locale as Locale, company };
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, country, slug } = await params;
  const { locale: pageLocale, company } = await loadCompanyPage(locale, country, slug);
  const t = await getTranslations({ locale: pageLocale, namespace: "CompanyPage" });
  // The sitemap's rule: one canonical URL per company, in its own country (else the default).
  return publicPageMetadata({
    locale: pageLocale,
    path: companyPath(canonicalCountry(company.country?.slug), company.slug),
    title: t("metaTitle", { company: company.name }),
    description: t("metaDescription", { company: company.name, count: company.openJobs.length }),
    image: company.logoUrl,
  });
}

/** A company's public page (/{locale}/{country}/companies/{slug}): about the company, then its open jobs. */
export default async function CompanyPage({ params }: { params: Params }) {
  const { locale, country, slug } = await params;
  const { company } = await loadCompanyPage(locale, country, slug);
  return <CompanyProfile company={company} country={country} />;
}
