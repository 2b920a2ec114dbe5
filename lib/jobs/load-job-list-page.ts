import "server-only";

import type { Locale } from "@/i18n/config";
import { getCountryBySlug } from "@/lib/catalogue/get-country-by-slug";
import { listIndustries } from "@/lib/catalogue/list-industries";
import type { CountryOption, IndustryOption } from "@/lib/catalogue/types";
import { searchPublicJobs, type JobSearchResult } from "@/lib/jobs/find-public-jobs";
import { jobListHref, type CountryScope } from "@/lib/jobs/job-list-href";
import { parseJobSearch, type JobSearch, type RawQuery } from "@/lib/jobs/job-search-query";
import { jobsPath } from "@/lib/navigation/public-paths";

export type JobListPage = {
  kind: "list";
  country: CountryOption;
  industry: IndustryOption | null;
  search: JobSearch;
  countryScope: CountryScope;
  result: JobSearchResult;
  /** The canonical path with query of this list (without the language prefix). */
  canonicalPath: string;
};

/** Where the visitor should be instead: a form's empty fields, invalid values, the category as a query. */
export type JobListRedirect = { kind: "redirect"; to: string };

const isNoneCountry = (value: string | string[] | undefined) => typeof value === "string" && ["all", "any", ""].includes(value.trim().toLowerCase());

/** The same parameters in the same order, however each side escapes them. */
function sameQuery(a: string, b: string): boolean {
  return new URLSearchParams(a).toString() === new URLSearchParams(b).toString();
}

/**
 * Everything a public job list page needs: the country and category of the path, the search of the
 * query (bad values dropped: a page never fails on its URL), the results, and the canonical URL.
 * A URL that is not canonical gets a redirect to the one that is; null when the path names a
 * country or category we do not have.
 */
export async function loadJobListPage(input: { locale: Locale; countrySlug: string; industrySlug?: string; query: RawQuery; currentQuery: string }): Promise<JobListPage | JobListRedirect | null> {
  const [country, industries] = await Promise.all([getCountryBySlug(input.countrySlug, input.locale), listIndustries(input.locale)]);
  if (!country) return null;
  const pathIndustry = input.industrySlug === undefined ? null : (industries.find((industry) => industry.slug === input.industrySlug) ?? null);
  if (input.industrySlug !== undefined && !pathIndustry) return null;

  const parsed = parseJobSearch(input.query);
  const queryIndustry = parsed.search.industrySlug ? (industries.find((industry) => industry.slug === parsed.search.industrySlug) ?? null) : null;
  const industry = pathIndustry ?? queryIndustry;

  let countryScope: CountryScope = { kind: "page" };
  if (isNoneCountry(input.query.country_id)) countryScope = { kind: "all" };
  else if (parsed.search.countryId !== null && parsed.search.countryId !== country.id) countryScope = { kind: "other", countryId: parsed.search.countryId };

  const search: JobSearch = {
    ...parsed.search,
    industrySlug: industry?.slug ?? null,
    countryId: countryScope.kind === "all" ? null : countryScope.kind === "other" ? countryScope.countryId : country.id,
  };
  const canonicalPath = jobListHref(country.slug, search, countryScope);
  const [canonicalPathname, canonicalQuery = ""] = canonicalPath.split("?");
  const isCanonical = canonicalPathname === jobsPath(country.slug, pathIndustry?.slug) && sameQuery(canonicalQuery, input.currentQuery);
  if (!isCanonical) return { kind: "redirect", to: canonicalPath };
  return { kind: "list", country, industry, search, countryScope, result: await searchPublicJobs(search), canonicalPath };
}
