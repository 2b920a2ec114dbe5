import "server-only";

import { cache } from "react";

import type { Locale } from "@/i18n/config";
import { cachedIndustryRows } from "@/lib/catalogue/cached-catalogue";
import { localizeIndustries } from "@/lib/catalogue/localize-catalogue";
import type { IndustryOption } from "@/lib/catalogue/types";

/** The job categories in the page's language (cached across requests, deduplicated within one). */
export const listIndustries = cache(async (locale: Locale): Promise<IndustryOption[]> => localizeIndustries(await cachedIndustryRows(), locale));
