import "server-only";

import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { JobSearch } from "@/lib/jobs/job-search-query";
import { jobCardSelect, toJobCard, type JobCard } from "@/lib/jobs/job-card";
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
  const conditions: Prisma.Sql[] = [findableJobSql(now)];
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
  if (search.jobTypes.length > 0) conditions.push(Prisma.sql`j.job_type::text = ANY(${search.jobTypes}::text[])`);
  if (search.verificationType) conditions.push(Prisma.sql`c.verification_type::text = ${search.verificationType}`);
  if (search.postedWithin) {
    const since = new Date(now.getTime() - postedWithinDays[search.postedWithin] * 24 * 60 * 60 * 1000);
    conditions.push(Prisma.sql`j.published_at >= ${since}`);
  }
  if (search.startDate) conditions.push(Prisma.sql`j.published_at >= ${search.startDate}`);
  if (search.endDate) conditions.push(Prisma.sql`j.published_at < ${new Date(search.endDate.getTime() + 24 * 60 * 60 * 1000)}`);
  return Prisma.join(conditions, " AND ");
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

function orderClause(search: JobSearch, tsQuery: string | null): Prisma.Sql {
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

/** One page of the public job search, newest first unless sorted otherwise, with a capped total. */
export async function findPublicJobs(search: JobSearch, now: Date = new Date()): Promise<JobSearchResult> {
  const tsQuery = search.search ? toPrefixTsQuery(search.search) : null;
  const where = whereClause(search, now, tsQuery);
  const from = Prisma.sql`FROM jobs j JOIN companies c ON c.id = j.company_id WHERE ${where}`;
  const [rows, [{ count }]] = await Promise.all([
    db.$queryRaw<{ id: string }[]>`SELECT j.id ${from} ORDER BY ${orderClause(search, tsQuery)} LIMIT ${search.take} OFFSET ${(search.page - 1) * search.take}`,
    db.$queryRaw<[{ count: number }]>`SELECT count(*)::int AS count FROM (SELECT 1 ${from} LIMIT ${JOB_COUNT_CAP + 1}) AS matching`,
  ]);
  const ids = rows.map((row) => row.id);
  const jobs = ids.length === 0 ? [] : await db.job.findMany({ where: { id: { in: ids } }, select: jobCardSelect });
  const byId = new Map(jobs.map((job) => [job.id, job]));
  const total = Math.min(count, JOB_COUNT_CAP);
  return {
    jobs: ids.flatMap((id) => {
      const job = byId.get(id);
      return job ? [toJobCard(job)] : [];
    }),
    total,
    totalIsCapped: count > JOB_COUNT_CAP,
    page: search.page,
    take: search.take,
    pageCount: Math.max(1, Math.ceil(total / search.take)),
  };
}
