import { notFound } from "next/navigation";

import { LegalPage } from "@/components/legal/legal-page";
import { isLocale } from "@/i18n/config";
import { getCountryBySlug } from "@/lib/catalogue/get-country-by-slug";

export default async function Page({ params }: PageProps<"/[locale]/[country]/terms-conditions">) {
  const { locale, country } = await params;
  if (!isLocale(locale) || !(await getCountryBySlug(country, locale))) notFound();
  return <LegalPage document="terms" />;
}
