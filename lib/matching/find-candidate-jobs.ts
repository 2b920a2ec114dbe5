import "server-only";

import { cachedCatalogueById } from "@/lib/catalogue/cached-catalogue";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { JobType, LanguageLevel } from "@/lib/generated/prisma/enums";
import { JOB_COUNT_CAP, jobFilterConditions, jobOrderClause, toJobCardFromSql, type JobCardRowSql } from "@/lib/jobs/find-public-jobs";
import type { JobCard } from "@/lib/jobs/job-card";
import type { JobSearch } from "@/lib/jobs/job-search-query";
import { findableJobSql, publicJobWhere } from "@/lib/jobs/public-jobs";
import { computeMatchPercent, type MatchCandidate } from "@/lib/matching/compute-match";
import { readMatchCandidate } from "@/lib/matching/read-match-candidate";
import { toPrefixTsQuery } from "@/lib/search/text-query";

/**
 * Recommendations score the newest jobs that share a skill with the candidate, at most this many:
 * enough for 10 pages of 20, and scoring them costs a few milliseconds where scoring every
 * findable job (100,000 in the bench) would not.
 */
export const RECOMMENDATION_POOL = 200;

/**
 * "match": best match first, then newest, over the pool above (GET users/{id}/jobsRecomendations
 * and the dashboard's "Recommended for you"). "search": the search's own sort over every job the
 * candidate may see, as the public list pages it, each with its match.
 */
export type CandidateJobOrder = "match" | "search";

export type CandidateJob = JobCard & { matchPercent: number; isPrivate: boolean; hasApplied: boolean };

export type CandidateJobsResult = {
  jobs: CandidateJob[];
  total: number;
  /** More jobs than `total` exist (the count is capped, or the recommendations' pool is full). */
  totalIsCapped: boolean;
  page: number;
  take: number;
  pageCount: number;
  order: CandidateJobOrder;
};

type ScoringRow = {
  id: string;
  /** A Date from a row, its ISO text from the pool's JSON. */
  published_at: Date | string | null;
  is_public: boolean;
  skills: string[];
  job_type: string;
  salary_monthly_usd_from: number | null;
  salary_monthly_usd_to: number | null;
  timezone_min_offset: number | null;
  timezone_max_offset: number | null;
  eligible_country_ids: number[] | null;
  eligible_region_ids: number[] | null;
  languages: { name: string; level: LanguageLevel }[];
};

type Row = JobCardRowSql & ScoringRow & { has_applied: boolean };

/**
 * The jobs a candidate finds in the dashboard: every findable job plus the private jobs they were
 * invited to (lib/matching/open-to-candidate.ts says the same with Prisma), filtered by the
 * search, each with the candidate's match (lib/matching/compute-match.ts).
 * `excludeApplied` leaves out jobs the candidate applied to (recommendations do).
 */
export async function findCandidateJobs(
  candidateId: string,
  search: JobSearch,
  options: { order: CandidateJobOrder; excludeApplied: boolean },
  now: Date = new Date(),
): Promise<CandidateJobsResult> {
  const [candidate, invited] = await Promise.all([
    readMatchCandidate(candidateId),
    db.job.findMany({ where: { ...publicJobWhere(now), isPublic: false, invitations: { some: { candidateId } } }, select: { id: true } }),
  ]);
  if (!candidate) throw new AppError("not_found", { message: "No such user." });

  // The private jobs are few (invitations to this candidate): a branch of their own keeps the
  // findable jobs' branch on its index (jobs_findable_idx), where an OR would scan the table.
  const invitedIds = invited.map((job) => job.id);
  const tsQuery = search.search ? toPrefixTsQuery(search.search) : null;
  const filters = jobFilterConditions(search, now, tsQuery);
  if (options.excludeApplied) filters.push(Prisma.sql`NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = ${candidateId}::uuid)`);
  const branches: Branches = {
    findable: Prisma.join([findableJobSql(now), ...filters], " AND "),
    invited: invitedIds.length === 0 ? null : Prisma.join([Prisma.sql`j.id = ANY(${invitedIds}::uuid[])`, ...filters], " AND "),
  };

  let pageIds: string[];
  let counted: { total: number; totalIsCapped: boolean };
  if (options.order === "match") {
    const { rows: pool, isCapped } = await recommendationPool(branches, await skillNamesOf(candidate));
    const scored = pool.map((row) => ({ row, percent: computeMatchPercent(toMatchJob(row), candidate, now), published: timeOf(row.published_at) }));
    scored.sort((a, b) => b.percent - a.percent || b.published - a.published || (a.row.id < b.row.id ? 1 : -1));
    pageIds = scored.slice((search.page - 1) * search.take, search.page * search.take).map(({ row }) => row.id);
    counted = { total: pool.length, totalIsCapped: isCapped };
  } else {
    ({ ids: pageIds, ...counted } = await searchPage(branches, search, tsQuery));
  }

  const rows = await selectPage(pageIds, candidateId);
  const catalogue = await cachedCatalogueById({
    industryIds: rows.flatMap((row) => (row.industry_id === null ? [] : [row.industry_id])),
    countryIds: rows.flatMap((row) => [...(row.country_id === null ? [] : [row.country_id]), ...(row.eligible_country_ids ?? [])]),
    regionIds: rows.flatMap((row) => row.eligible_region_ids ?? []),
  });
  const { total, totalIsCapped } = counted;
  return {
    jobs: rows.map((row) => ({ ...toJobCardFromSql(row, catalogue), matchPercent: computeMatchPercent(toMatchJob(row), candidate, now), isPrivate: !row.is_public, hasApplied: row.has_applied })),
    total,
    totalIsCapped,
    page: search.page,
    take: search.take,
    pageCount: Math.max(1, Math.ceil(total / search.take)),
    order: options.order,
  };
}

/**
 * The candidate's skills as jobs spell them: the catalogue's spelling of each (skills.name is
 * citext), plus the names as the candidate typed them, for the GIN index on jobs.skills.
 */
async function skillNamesOf(candidate: MatchCandidate): Promise<string[]> {
  const typed = [...new Set([...candidate.skills, ...candidate.customSkills].map((skill) => skill.trim()).filter(Boolean))];
  if (typed.length === 0) return [];
  const catalogue = await db.$queryRaw<{ name: string }[]>`SELECT name::text AS name FROM skills WHERE name = ANY(${typed}::citext[])`;
  return [...new Set([...catalogue.map((skill) => skill.name), ...typed])];
}

type Branches = { findable: Prisma.Sql; invited: Prisma.Sql | null };

const newestFirst = Prisma.sql`ORDER BY j.published_at DESC, j.id DESC`;

/**
 * The newest findable jobs sharing a skill with the candidate, topped up with the newest others
 * when they are fewer than the pool (a job asking for no skills, or a candidate with none, still
 * scores on the other criteria), plus every private job the candidate was invited to. Only what
 * the match reads: the page's cards are read for its jobs alone.
 */
async function recommendationPool(branches: Branches, skillNames: string[]): Promise<{ rows: ScoringRow[]; isCapped: boolean }> {
  const overlapping = skillNames.length === 0 ? Prisma.sql`false` : Prisma.sql`j.skills && ${skillNames}::text[]`;
  // One more than the pool says whether there were more.
  const [rows, invited] = await Promise.all([
    skillNames.length === 0 ? Promise.resolve<ScoringRow[]>([]) : selectScoringRows(Prisma.sql`${branches.findable} AND ${overlapping}`, RECOMMENDATION_POOL + 1),
    branches.invited ? selectScoringRows(branches.invited, RECOMMENDATION_POOL) : Promise.resolve<ScoringRow[]>([]),
  ]);
  if (rows.length <= RECOMMENDATION_POOL) rows.push(...(await selectScoringRows(Prisma.sql`${branches.findable} AND NOT (${overlapping})`, RECOMMENDATION_POOL + 1 - rows.length)));
  return { rows: [...rows.slice(0, RECOMMENDATION_POOL), ...invited], isCapped: rows.length > RECOMMENDATION_POOL };
}

/**
 * The ids of one page in the search's own order over both branches, and the capped count as the
 * public search counts. The findable branch is cut at the page's end before the two are merged.
 */
async function searchPage(branches: Branches, search: JobSearch, tsQuery: string | null): Promise<{ ids: string[]; total: number; totalIsCapped: boolean }> {
  const order = jobOrderClause(search, tsQuery);
  const offset = (search.page - 1) * search.take;
  // The columns the order clause reads, for the merged list to sort by.
  const sortColumns = Prisma.sql`j.id, j.published_at, j.salary_monthly_usd_from, j.salary_monthly_usd_to${search.sort.field === "relevance" && tsQuery ? Prisma.sql`, j.search_vector` : Prisma.empty}`;
  const from = Prisma.sql`FROM jobs j JOIN companies c ON c.id = j.company_id`;
  const merged = branches.invited
    ? Prisma.sql`(SELECT ${sortColumns} ${from} WHERE ${branches.findable} ORDER BY ${order} LIMIT ${offset + search.take}) UNION ALL (SELECT ${sortColumns} ${from} WHERE ${branches.invited})`
    : Prisma.sql`SELECT ${sortColumns} ${from} WHERE ${branches.findable}`;
  const countOf = (where: Prisma.Sql) => Prisma.sql`(SELECT count(*)::int FROM (SELECT 1 ${from} WHERE ${where} LIMIT ${JOB_COUNT_CAP + 1}) matching)`;
  const [ids, counted] = await Promise.all([
    db.$queryRaw<{ id: string }[]>`SELECT j.id FROM (${merged}) j ORDER BY ${order} LIMIT ${search.take} OFFSET ${offset}`,
    db.$queryRaw<{ total: number }[]>`SELECT ${countOf(branches.findable)} + ${branches.invited ? countOf(branches.invited) : Prisma.sql`0`} AS total`,
  ]);
  const count = counted[0]?.total ?? 0;
  return { ids: ids.map((row) => row.id), total: Math.min(count, JOB_COUNT_CAP), totalIsCapped: count > JOB_COUNT_CAP };
}

const scoringColumns = Prisma.sql`j.id, j.published_at, j.is_public, j.skills, j.job_type::text AS job_type, j.salary_monthly_usd_from, j.salary_monthly_usd_to,
  j.timezone_min_offset, j.timezone_max_offset, j.eligible_country_ids, j.eligible_region_ids,
  COALESCE((SELECT json_agg(json_build_object('name', jl.name, 'level', jl.level)) FROM job_languages jl WHERE jl.job_id = j.id), '[]'::json) AS languages`;

/** The pool travels as one JSON value: decoding hundreds of rows column by column cost more CPU than scoring them. */
async function selectScoringRows(where: Prisma.Sql, limit: number): Promise<ScoringRow[]> {
  const [result] = await db.$queryRaw<{ rows: string }[]>`
    SELECT COALESCE(json_agg(pool), '[]')::text AS rows FROM (SELECT ${scoringColumns} FROM jobs j JOIN companies c ON c.id = j.company_id WHERE ${where} ${newestFirst} LIMIT ${limit}) pool`;
  return JSON.parse(result?.rows ?? "[]") as ScoringRow[];
}

/** The page's jobs, in the order of `ids`, with their cards' columns. */
async function selectPage(ids: string[], candidateId: string): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await db.$queryRaw<Row[]>`
    SELECT ${scoringColumns}, j.title, j.salary_from, j.salary_to, j.salary_currency, j.salary_period::text AS salary_period, j.expires_at, j.industry_id, j.country_id,
      c.id AS company_id, c.name AS company_name, c.slug AS company_slug, c.logo_url AS company_logo_url, c.verification_type::text AS company_verification_type,
      EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = ${candidateId}::uuid) AS has_applied
    FROM jobs j JOIN companies c ON c.id = j.company_id
    WHERE j.id = ANY(${ids}::uuid[])`;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function timeOf(publishedAt: Date | string | null): number {
  if (publishedAt === null) return 0;
  return typeof publishedAt === "string" ? Date.parse(publishedAt) : publishedAt.getTime();
}

function toMatchJob(row: ScoringRow) {
  return {
    skills: row.skills,
    languages: row.languages,
    jobType: row.job_type as JobType,
    eligibleCountryIds: row.eligible_country_ids ?? [],
    eligibleRegionIds: row.eligible_region_ids ?? [],
    timezoneMinOffset: row.timezone_min_offset,
    timezoneMaxOffset: row.timezone_max_offset,
    salaryMonthlyUsdFrom: row.salary_monthly_usd_from,
    salaryMonthlyUsdTo: row.salary_monthly_usd_to,
  };
}
