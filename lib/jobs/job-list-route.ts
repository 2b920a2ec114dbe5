import "server-only";

import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";

import { isLocale, type Locale } from "@/i18n/config";
import { searchParamsToObject } from "@/lib/api/search-params";
import { jobSearchToQuery, type JobSearch, type RawQuery } from "@/lib/jobs/job-search-query";
import { loadJobListPage, type JobListPage } from "@/lib/jobs/load-job-list-page";
import { publicPageMetadata } from "@/lib/seo/page-metadata";

type RouteParams = { locale: string; country: string; industry?: string };

function queryString(query: RawQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, item);
  return params.toString();
}

// Metadata and the page ask for the same list: one query per request.
const loadOnce = cache(async (locale: Locale, country: string, industry: string | undefined, currentQuery: string) =>
  loadJobListPage({ locale, countrySlug: country, industrySlug: industry, query: searchParamsToObject(new URLSearchParams(currentQuery)), currentQuery }),
);

/**
 * Country and category lists (and their pages) are what search engines should index; a free-text
 * search or a filter combination is for people, so it says noindex while crawlers may still follow its links.
 */
function isNarrowedSearch(search: JobSearch): boolean {
  const withoutPaging = jobSearchToQuery({ ...search, page: 1 }, ["job_category", "country_id"]);
  return withoutPaging.size > 0;
}

/** The list for a job list route: 404 for an unknown country or category, a redirect to the canonical URL, or the list. */
export async function renderJobList(params: RouteParams, searchParams: RawQuery): Promise<JobListPage> {
  if (!isLocale(params.locale)) notFound();
  const result = await loadOnce(params.locale, params.country, params.industry, queryString(searchParams));
  if (!result) notFound();
  if (result.kind === "redirect") redirect(`/${params.locale}${result.to}`);
  return result;
}

export async function jobListMetadata(params: RouteParams, searchParams: RawQuery): Promise<Metadata> {
  if (!isLocale(params.locale)) return {};
  const result = await loadOnce(params.locale, params.country, params.industry, queryString(searchParams));
  if (!result || result.kind === "redirect") return {};
  const t = await getTranslations({ locale: params.locale, namespace: "JobSearch" });
  const title = result.industry ? t("metaTitleCategory", { category: result.industry.name, country: result.country.name }) : t("metaTitle", { country: result.country.name });
  return publicPageMetadata({
    locale: params.locale,
    path: result.canonicalPath,
    title,
    description: t("metaDescription", { country: result.country.name }),
    noindex: isNarrowedSearch(result.search),
  });
}
