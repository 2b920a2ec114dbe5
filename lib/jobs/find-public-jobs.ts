import "server-only";

import { cachedCatalogueById, type CatalogueById } from "@/lib/catalogue/cached-catalogue";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { JobType, SalaryPeriod, VerificationType } from "@/lib/generated/prisma/enums";
import { toJobCard, type JobCard, type Named } from "@/lib/jobs/job-card";
import type { JobSearch } from "@/lib/jobs/job-search-query";
import { publicJobSearchCache, publicJobTotalCache } from "@/lib/jobs/public-job-cache";
import { findableJobSql } from "@/lib/jobs/public-jobs";
import { toMonthlyUsd } from "@/lib/jobs/salary";
import { toPrefixTsQuery } from "@/lib/search/text-query";

/**
 * Counting stops here: "1,000+ jobs" says enough. Rows are wide (HTML descriptions), so every
 * counted row a filter must read from the table costs; capped, a count is bounded whatever the filter.
 */
export const JOB_COUNT_CAP = 1_000;

export type JobSearchResult = {
  jobs: JobCard[];
  /** Matching jobs, at most JOB_COUNT_CAP (then `totalIsCapped`). */
  total: number;
  totalIsCapped: boolean;
  page: number;
  take: number;
  pageCount: number;
};

const postedWithinDays = { "1d": 1, "7d": 7, "30d": 30 } as const;

/** The WHERE clause of a public search: the findable-job rule, plus each filter that is set. */
function whereClause(search: JobSearch, now: Date, tsQuery: string | null): Prisma.Sql {
  return Prisma.join([findableJobSql(now), ...jobFilterConditions(search, now, tsQuery)], " AND ");
}

/** Each filter of a search that is set, as SQL over jobs `j` and their company `c` (the candidate's dashboard adds its own visibility rule). */
export function jobFilterConditions(search: JobSearch, now: Date, tsQuery: string | null): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (tsQuery) conditions.push(Prisma.sql`j.search_vector @@ to_tsquery('simple', ${tsQuery})`);
  if (search.industrySlug) conditions.push(Prisma.sql`j.industry_id = (SELECT id FROM industries WHERE slug = ${search.industrySlug})`);
  if (search.countryId !== null) conditions.push(acceptsCountry(search.countryId));
  if (search.regionSlugs.length > 0) conditions.push(acceptsRegions(search.regionSlugs));
  if (search.timezoneOffset !== null) {
    conditions.push(Prisma.sql`(j.timezone_min_offset IS NULL OR ${search.timezoneOffset}::int BETWEEN j.timezone_min_offset AND j.timezone_max_offset)`);
  }
  if (search.skills.length > 0) conditions.push(Prisma.sql`j.skills && ${search.skills}::text[]`);
  if (search.languages.length > 0) {
    const names = search.languages.map((name) => name.toLowerCase());
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM job_languages jl WHERE jl.job_id = j.id AND lower(jl.name) = ANY(${names}::text[]))`);
  }
  if (search.minSalary !== null || search.maxSalary !== null) {
    // Both sides in US dollars a month: a job matches when its range overlaps the one asked for.
    const monthly = (amount: number | null) => (amount === null ? null : toMonthlyUsd(amount, search.salaryCurrency, search.salaryFrequency));
    const [min, max] = [monthly(search.minSalary), monthly(search.maxSalary)];
    conditions.push(Prisma.sql`COALESCE(j.salary_monthly_usd_to, j.salary_monthly_usd_from) IS NOT NULL`);
    if (min !== null) conditions.push(Prisma.sql`COALESCE(j.salary_monthly_usd_to, j.salary_monthly_usd_from) >= ${min}`);
    if (max !== null) conditions.push(Prisma.sql`COALESCE(j.salary_monthly_usd_from, j.salary_monthly_usd_to) <= ${max}`);
  }
  // Compared as the enum, not as text: the planner then knows how common each type is.
  if (search.jobTypes.length > 0) conditions.push(Prisma.sql`j.job_type = ANY(${search.jobTypes}::job_type[])`);
  if (search.verificationType) conditions.push(Prisma.sql`c.verification_type::text = ${search.verificationType}`);
  if (search.postedWithin) {
    const since = new Date(now.getTime() - postedWithinDays[search.postedWithin] * 24 * 60 * 60 * 1000);
    conditions.push(Prisma.sql`j.published_at >= ${since}`);
  }
  if (search.startDate) conditions.push(Prisma.sql`j.published_at >= ${search.startDate}`);
  if (search.endDate) conditions.push(Prisma.sql`j.published_at < ${new Date(search.endDate.getTime() + 24 * 60 * 60 * 1000)}`);
  return conditions;
}

// jobs.eligible_country_ids and eligible_region_ids mirror job_countries and job_regions (kept by
// triggers), so these conditions read the job's own row: no probe of the join tables per job.
const isWorldwide = Prisma.sql`(COALESCE(cardinality(j.eligible_country_ids), 0) = 0 AND COALESCE(cardinality(j.eligible_region_ids), 0) = 0)`;

/** Worldwide (no country and no region listed), or the country listed, or its region listed. */
function acceptsCountry(countryId: number): Prisma.Sql {
  return Prisma.sql`(${isWorldwide}
    OR j.eligible_country_ids @> ARRAY[${countryId}::int]
    OR j.eligible_region_ids && ARRAY(SELECT region_id FROM countries WHERE id = ${countryId}))`;
}

/** Worldwide, or one of the regions listed, or a country of one of them listed. */
function acceptsRegions(regionSlugs: string[]): Prisma.Sql {
  return Prisma.sql`(${isWorldwide}
    OR j.eligible_region_ids && ARRAY(SELECT id FROM regions WHERE slug = ANY(${regionSlugs}::text[]))
    OR j.eligible_country_ids && ARRAY(SELECT co.id FROM countries co JOIN regions r ON r.id = co.region_id WHERE r.slug = ANY(${regionSlugs}::text[])))`;
}

/** The ORDER BY of a search's sort, over jobs `j`. */
export function jobOrderClause(search: JobSearch, tsQuery: string | null): Prisma.Sql {
  const direction = search.sort.direction === "asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  switch (search.sort.field) {
    case "salary":
      return Prisma.sql`COALESCE(j.salary_monthly_usd_to, j.salary_monthly_usd_from) ${direction} NULLS LAST, j.published_at DESC, j.id DESC`;
    case "relevance":
      if (tsQuery) return Prisma.sql`ts_rank(j.search_vector, to_tsquery('simple', ${tsQuery})) DESC, j.published_at DESC, j.id DESC`;
      return Prisma.sql`j.published_at DESC, j.id DESC`;
    case "published_at":
      return Prisma.sql`j.published_at ${direction}, j.id ${direction}`;
  }
}

export type JobCardRowSql = {
  id: string;
  title: string;
  job_type: JobType;
  skills: string[];
  salary_from: number | null;
  salary_to: number | null;
  salary_currency: string;
  salary_period: SalaryPeriod;
  timezone_min_offset: number | null;
  timezone_max_offset: number | null;
  published_at: Date | null;
  expires_at: Date | null;
  industry_id: number | null;
  country_id: number | null;
  eligible_country_ids: number[] | null;
  eligible_region_ids: number[] | null;
  company_id: string;
  company_name: string;
  company_slug: string;
  company_logo_url: string | null;
  company_verification_type: string | null;
};

/**
 * One page of the public job search, newest first unless sorted otherwise, with a capped total.
 * The page is one statement (its ids by an index-only scan, then the cards' columns); the total is
 * another, run beside it, which `totalOf` may answer from elsewhere: searchPublicJobs keeps totals
 * longer than pages. Industries, countries and regions come from the in-memory catalogue by id.
 */
export async function findPublicJobs(
  search: JobSearch,
  now: Date = new Date(),
  totalOf: (count: () => Promise<number>) => Promise<number> = (count) => count(),
): Promise<JobSearchResult> {
  const tsQuery = search.search ? toPrefixTsQuery(search.search) : null;
  const from = Prisma.sql`FROM jobs j JOIN companies c ON c.id = j.company_id WHERE ${whereClause(search, now, tsQuery)}`;
  const [rows, count] = await Promise.all([
    // array_agg keeps the order of the sorted subquery it reads; WITH ORDINALITY carries it to the rows.
    db.$queryRaw<JobCardRowSql[]>`
      WITH page AS (SELECT array_agg(id) AS ids FROM (SELECT j.id ${from} ORDER BY ${jobOrderClause(search, tsQuery)} LIMIT ${search.take} OFFSET ${(search.page - 1) * search.take}) ordered)
      SELECT j.id, j.title, j.job_type::text AS job_type, j.skills, j.salary_from, j.salary_to, j.salary_currency, j.salary_period::text AS salary_period,
        j.timezone_min_offset, j.timezone_max_offset, j.published_at, j.expires_at, j.industry_id, j.country_id, j.eligible_country_ids, j.eligible_region_ids,
        co.id AS company_id, co.name AS company_name, co.slug AS company_slug, co.logo_url AS company_logo_url, co.verification_type::text AS company_verification_type
      FROM unnest((SELECT ids FROM page)) WITH ORDINALITY AS listed(id, position)
      JOIN jobs j ON j.id = listed.id
      JOIN companies co ON co.id = j.company_id
      ORDER BY listed.position`,
    totalOf(async () => {
      const [counted] = await db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM (SELECT 1 ${from} LIMIT ${JOB_COUNT_CAP + 1}) matching`;
      return counted?.total ?? 0;
    }),
  ]);
  const catalogue = await cachedCatalogueById({
    industryIds: rows.flatMap((row) => (row.industry_id === null ? [] : [row.industry_id])),
    countryIds: rows.flatMap((row) => [...(row.country_id === null ? [] : [row.country_id]), ...(row.eligible_country_ids ?? [])]),
    regionIds: rows.flatMap((row) => row.eligible_region_ids ?? []),
  });
  const total = Math.min(count, JOB_COUNT_CAP);
  return {
    jobs: rows.map((row) => toJobCardFromSql(row, catalogue)),
    total,
    totalIsCapped: count > JOB_COUNT_CAP,
    page: search.page,
    take: search.take,
    pageCount: Math.max(1, Math.ceil(total / search.take)),
  };
}

/**
 * findPublicJobs as pages and the API read it: through the short-lived caches of
 * lib/jobs/public-job-cache.ts. The total is keyed by the filters alone, so paging through a
 * search or sorting it again does not count its matches again.
 */
export function searchPublicJobs(search: JobSearch): Promise<JobSearchResult> {
  return publicJobSearchCache.get(JSON.stringify(search), () =>
    findPublicJobs(search, new Date(), (count) => publicJobTotalCache.get(JSON.stringify({ ...search, page: null, take: null, sort: null }), count)),
  );
}

export function toJobCardFromSql(row: JobCardRowSql, catalogue: CatalogueById): JobCard {
  const named = ({ slug, nameEn, nameEs }: Named) => ({ slug, nameEn, nameEs });
  const country = row.country_id === null ? undefined : catalogue.countries.get(row.country_id);
  const industry = row.industry_id === null ? undefined : catalogue.industries.get(row.industry_id);
  return toJobCard({
    id: row.id,
    title: row.title,
    jobType: row.job_type,
    skills: row.skills,
    salaryFrom: row.salary_from,
    salaryTo: row.salary_to,
    salaryCurrency: row.salary_currency,
    salaryPeriod: row.salary_period,
    timezoneMinOffset: row.timezone_min_offset,
    timezoneMaxOffset: row.timezone_max_offset,
    publishedAt: row.published_at,
    expiresAt: row.expires_at,
    company: { id: row.company_id, name: row.company_name, slug: row.company_slug, logoUrl: row.company_logo_url, verificationType: row.company_verification_type as VerificationType | null },
    industry: industry ? named(industry) : null,
    country: country ? { ...named(country), flag: country.flag } : null,
    regions: (row.eligible_region_ids ?? []).flatMap((id) => {
      const region = catalogue.regions.get(id);
      return region ? [{ region: { id, ...named(region) } }] : [];
    }),
    eligibleCountries: (row.eligible_country_ids ?? []).flatMap((id) => {
      const eligible = catalogue.countries.get(id);
      return eligible ? [{ country: { id, ...named(eligible), flag: eligible.flag } }] : [];
    }),
  });
}
