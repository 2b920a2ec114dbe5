import "server-only";

import { cache } from "react";

import type { Locale } from "@/i18n/config";
import { cachedCountryRows } from "@/lib/catalogue/cached-catalogue";
import { groupCountriesByRegion } from "@/lib/catalogue/localize-catalogue";
import type { CountryGroup } from "@/lib/catalogue/types";

/** The country picker's groups in the page's language (cached across requests, deduplicated within one). */
export const listCountriesByRegion = cache(async (locale: Locale): Promise<CountryGroup[]> => groupCountriesByRegion(await cachedCountryRows(), locale));
