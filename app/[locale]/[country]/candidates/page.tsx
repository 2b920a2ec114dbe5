import { notFound } from "next/navigation";

import { DashboardPlaceholder } from "@/components/dashboard/dashboard-placeholder";
import { isLocale } from "@/i18n/config";
import { getCountryBySlug } from "@/lib/catalogue/get-country-by-slug";

/** The public candidates list of a country; the marketplace issue fills it. */
export default async function Page({ params }: PageProps<"/[locale]/[country]/candidates">) {
  const { locale, country } = await params;
  if (!isLocale(locale) || !(await getCountryBySlug(country, locale))) notFound();
  return <DashboardPlaceholder page="publicCandidates" />;
}
