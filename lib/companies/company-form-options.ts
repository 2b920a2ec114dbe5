import "server-only";

import type { Locale } from "@/i18n/config";
import { listCountriesByRegion } from "@/lib/catalogue/list-countries-by-region";
import { listIndustries } from "@/lib/catalogue/list-industries";

type Option = { value: string; label: string };

/** The company form's industry and country choices, in the page's language, by name. */
export async function companyFormOptions(locale: Locale): Promise<{ industries: Option[]; countries: Option[] }> {
  const [industries, groups] = await Promise.all([listIndustries(locale), listCountriesByRegion(locale)]);
  const byName = (a: Option, b: Option) => a.label.localeCompare(b.label, locale);
  return {
    industries: industries.map((industry) => ({ value: String(industry.id), label: industry.name })).sort(byName),
    countries: groups
      .flatMap((group) => group.countries)
      .map((country) => ({ value: String(country.id), label: `${country.flag} ${country.name}` }))
      .sort((a, b) => a.label.replace(/^\S+ /, "").localeCompare(b.label.replace(/^\S+ /, ""), locale)),
  };
}
