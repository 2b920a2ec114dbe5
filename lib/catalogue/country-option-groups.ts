import type { CountryGroup } from "@/lib/catalogue/types";

/** The spec's country option (section 3) on the wire: the flag as `icon`, the id as the filter `value` (country_id). */
export type CountryOptionWire = { id: number; name: string; icon: string; value: number; slug: string; code: string };
export type CountryOptionGroupWire = { region: { slug: string; name: string }; countries: CountryOptionWire[] };

export function toCountryOptionGroups(groups: readonly CountryGroup[]): CountryOptionGroupWire[] {
  return groups.map((group) => ({
    region: group.region,
    countries: group.countries.map((country) => ({ id: country.id, name: country.name, icon: country.flag, value: country.id, slug: country.slug, code: country.code })),
  }));
}
