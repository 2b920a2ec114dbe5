import "server-only";

import { cache } from "react";

import type { Locale } from "@/i18n/config";
import { cachedCountryRows } from "@/lib/catalogue/cached-catalogue";
import { groupCountriesByRegion, type CountryRow } from "@/lib/catalogue/localize-catalogue";
import type { CountryGroup } from "@/lib/catalogue/types";

// Every page asks for these (the shell's country picker, the country in the URL): group and sort
// them once per catalogue read and language, not on every request.
const grouped = new WeakMap<readonly CountryRow[], Map<Locale, CountryGroup[]>>();

function groupsOf(rows: readonly CountryRow[], locale: Locale): CountryGroup[] {
  let byLocale = grouped.get(rows);
  if (!byLocale) grouped.set(rows, (byLocale = new Map()));
  let groups = byLocale.get(locale);
  if (!groups) byLocale.set(locale, (groups = groupCountriesByRegion(rows, locale)));
  return groups;
}

/** The country picker's groups in the page's language. Shared across requests: never mutate them. */
export const listCountriesByRegion = cache(async (locale: Locale): Promise<CountryGroup[]> => groupsOf(await cachedCountryRows(), locale));
