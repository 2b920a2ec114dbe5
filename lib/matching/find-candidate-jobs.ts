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
import { computeMatch, matchCandidateSelect, type MatchCandidate } from "@/lib/matching/compute-match";
import { toPrefixTsQuery } from "@/lib/search/text-query";

/**
 * Recommendations score the newest jobs that share a skill with the candidate, at most this many:
 * enough for 15 pages of 20, and scoring them costs a few milliseconds where scoring every
 * findable job (100,000 in the bench) would not.
 */
export const RECOMMENDATION_POOL = 300;

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

type Row = JobCardRowSql & {
  id: string;
  is_public: boolean;
  has_applied: boolean;
  salary_monthly_usd_from: number | null;
  salary_monthly_usd_to: number | null;
  languages: { name: string; level: LanguageLevel }[];
};

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
    db.user.findFirst({ where: { id: candidateId, deletedAt: null }, select: matchCandidateSelect }),
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

  const { rows, total, totalIsCapped } =
    options.order === "match" ? await recommendationPool(branches, await skillNamesOf(candidate), candidateId) : await searchPage(branches, search, tsQuery, candidateId);

  const scored = rows.map((row) => ({ row, match: computeMatch(toMatchJob(row), candidate, now) }));
  let page = scored;
  if (options.order === "match") {
    const published = (row: Row) => row.published_at?.getTime() ?? 0;
    scored.sort((a, b) => b.match.percent - a.match.percent || published(b.row) - published(a.row) || (a.row.id < b.row.id ? 1 : -1));
    page = scored.slice((search.page - 1) * search.take, search.page * search.take);
  }
  const catalogue = await cachedCatalogueById({
    industryIds: page.flatMap(({ row }) => (row.industry_id === null ? [] : [row.industry_id])),
    countryIds: page.flatMap(({ row }) => [...(row.country_id === null ? [] : [row.country_id]), ...(row.eligible_country_ids ?? [])]),
    regionIds: page.flatMap(({ row }) => row.eligible_region_ids ?? []),
  });
  return {
    jobs: page.map(({ row, match }) => ({ ...toJobCardFromSql(row, catalogue), matchPercent: match.percent, isPrivate: !row.is_public, hasApplied: row.has_applied })),
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
 * scores on the other criteria), plus every private job the candidate was invited to.
 */
async function recommendationPool(branches: Branches, skillNames: string[], candidateId: string): Promise<{ rows: Row[]; total: number; totalIsCapped: boolean }> {
  const overlapping = skillNames.length === 0 ? Prisma.sql`false` : Prisma.sql`j.skills && ${skillNames}::text[]`;
  const [rows, invited] = await Promise.all([
    skillNames.length === 0 ? Promise.resolve<Row[]>([]) : selectRows(Prisma.sql`${branches.findable} AND ${overlapping}`, newestFirst, RECOMMENDATION_POOL, candidateId),
    branches.invited ? selectRows(branches.invited, newestFirst, RECOMMENDATION_POOL, candidateId) : Promise.resolve<Row[]>([]),
  ]);
  const isFull = rows.length === RECOMMENDATION_POOL;
  if (!isFull) rows.push(...(await selectRows(Prisma.sql`${branches.findable} AND NOT (${overlapping})`, newestFirst, RECOMMENDATION_POOL - rows.length, candidateId)));
  rows.push(...invited);
  return { rows, total: rows.length, totalIsCapped: isFull };
}

/**
 * One page in the search's own order over both branches, and the capped count as the public
 * search counts. The findable branch is cut at the page's end before the two are merged.
 */
async function searchPage(branches: Branches, search: JobSearch, tsQuery: string | null, candidateId: string): Promise<{ rows: Row[]; total: number; totalIsCapped: boolean }> {
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
  const byId = new Map((ids.length === 0 ? [] : await selectRows(Prisma.sql`j.id = ANY(${ids.map((row) => row.id)}::uuid[])`, Prisma.empty, search.take, candidateId)).map((row) => [row.id, row]));
  const count = counted[0]?.total ?? 0;
  return { rows: ids.flatMap(({ id }) => byId.get(id) ?? []), total: Math.min(count, JOB_COUNT_CAP), totalIsCapped: count > JOB_COUNT_CAP };
}

function selectRows(where: Prisma.Sql, order: Prisma.Sql, limit: number, candidateId: string): Promise<Row[]> {
  return db.$queryRaw<Row[]>`
    SELECT j.id, j.title, j.job_type::text AS job_type, j.skills, j.salary_from, j.salary_to, j.salary_currency, j.salary_period::text AS salary_period,
      j.salary_monthly_usd_from, j.salary_monthly_usd_to, j.timezone_min_offset, j.timezone_max_offset, j.published_at, j.expires_at,
      j.industry_id, j.country_id, j.eligible_country_ids, j.eligible_region_ids, j.is_public,
      c.id AS company_id, c.name AS company_name, c.slug AS company_slug, c.logo_url AS company_logo_url, c.verification_type::text AS company_verification_type,
      EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = ${candidateId}::uuid) AS has_applied,
      COALESCE((SELECT json_agg(json_build_object('name', jl.name, 'level', jl.level)) FROM job_languages jl WHERE jl.job_id = j.id), '[]'::json) AS languages,
      0 AS total
    FROM jobs j JOIN companies c ON c.id = j.company_id
    WHERE ${where}
    ${order}
    LIMIT ${limit}`;
}

function toMatchJob(row: Row) {
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
