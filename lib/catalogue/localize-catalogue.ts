import type { Locale } from "@/i18n/config";
import type { CountryGroup, IndustryOption } from "@/lib/catalogue/types";
import { foldText } from "@/lib/format/fold-text";

type Named = { nameEn: string; nameEs: string };
export type IndustryRow = Named & { id: number; slug: string };
export type RegionRow = Named & { slug: string };
export type CountryRow = Named & { id: number; slug: string; code: string; flag: string; region: RegionRow };

export function nameIn(row: Named, locale: Locale): string {
  return locale === "es" ? row.nameEs : row.nameEn;
}

/** Industries in the language of the page, in the catalogue's order. */
export function localizeIndustries(rows: readonly IndustryRow[], locale: Locale): IndustryOption[] {
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: nameIn(row, locale) }));
}

/**
 * Countries grouped by region. `rows` come in the regions' display order; countries are sorted
 * by their name in the page's language within each region.
 */
export function groupCountriesByRegion(rows: readonly CountryRow[], locale: Locale): CountryGroup[] {
  const groups = new Map<string, CountryGroup>();
  for (const row of rows) {
    let group = groups.get(row.region.slug);
    if (!group) {
      group = { region: { slug: row.region.slug, name: nameIn(row.region, locale) }, countries: [] };
      groups.set(row.region.slug, group);
    }
    group.countries.push({ id: row.id, slug: row.slug, code: row.code, name: nameIn(row, locale), flag: row.flag });
  }
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  return [...groups.values()].map((group) => ({ ...group, countries: group.countries.sort((a, b) => collator.compare(a.name, b.name)) }));
}

/** The country picker's search: by name or code, ignoring case and accents ("mexico" finds México). Empty groups are dropped. */
export function filterCountryGroups(groups: readonly CountryGroup[], query: string): CountryGroup[] {
  const needle = foldText(query);
  if (!needle) return [...groups];
  return groups
    .map((group) => ({ ...group, countries: group.countries.filter((country) => foldText(country.name).includes(needle) || country.code.toLowerCase() === needle) }))
    .filter((group) => group.countries.length > 0);
}
