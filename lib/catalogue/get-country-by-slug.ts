import "server-only";

import type { Locale } from "@/i18n/config";
import { listCountriesByRegion } from "@/lib/catalogue/list-countries-by-region";
import type { CountryOption } from "@/lib/catalogue/types";

/** The country a public URL names (/{locale}/{country}/...), or null for a slug we do not serve. */
export async function getCountryBySlug(slug: string, locale: Locale): Promise<CountryOption | null> {
  const groups = await listCountriesByRegion(locale);
  return groups.flatMap((group) => group.countries).find((country) => country.slug === slug) ?? null;
}
