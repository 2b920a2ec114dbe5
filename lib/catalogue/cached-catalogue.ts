import "server-only";

import { unstable_cache } from "next/cache";

import { readCountryRows, readIndustryRows } from "@/lib/catalogue/read-catalogue";

/** Tag to revalidate after an administrator edits industries, regions or countries. */
export const CATALOGUE_CACHE_TAG = "catalogue";

// The catalogues change with a migration or an admin edit, not per request: one read an hour is plenty.
const REVALIDATE_SECONDS = 60 * 60;

export const cachedIndustryRows = unstable_cache(readIndustryRows, ["catalogue:industries"], { revalidate: REVALIDATE_SECONDS, tags: [CATALOGUE_CACHE_TAG] });

export const cachedCountryRows = unstable_cache(readCountryRows, ["catalogue:countries"], { revalidate: REVALIDATE_SECONDS, tags: [CATALOGUE_CACHE_TAG] });
