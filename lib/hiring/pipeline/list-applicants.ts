import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { canUserSeeCandidateNames } from "@/lib/candidates/get-name-access";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ApplicationStage } from "@/lib/generated/prisma/enums";
import { applicantCardColumns, applicantCardJoin, toApplicantCard, type ApplicantCard, type ApplicantCardRow } from "@/lib/hiring/applicant-card";

import { notFoundJob } from "./owned-job";
import { stageFromDb, stageToDb, type ApplicantsQuery, type PipelineStage } from "./schemas";

/** An applicant card of a job's tab: the spec's card plus where the application stands. */
export type PipelineApplicant = ApplicantCard & {
  candidate_id: string;
  application_id: string;
  rank: number | null;
  stage: PipelineStage;
  match_percent: number;
  reviewed: boolean;
  reviewed_at: string | null;
  hired_at: string | null;
  applied_at: string;
  /** Set when the candidate withdrew: such applications show only in Dismissed, marked withdrawn. */
  withdrawn_at: string | null;
};

/** The tabs' counts: Applicants, Shortlist, and Dismissed (which includes the withdrawn). */
export type PipelineCounts = { applicants: number; shortlist: number; dismissed: number };

export type ApplicantsPage = { items: PipelineApplicant[]; counts: PipelineCounts; total: number; page: number; take: number; stage: PipelineStage; sort: ApplicantsQuery["sort"] };

/** A row of the page with the counts, or only the counts (the rest null) when the tab is empty. */
type Row = PipelineCounts & ApplicantCardRow & {
  application_id: string | null;
  stage: ApplicationStage;
  rank: number | null;
  match_percent: number;
  reviewed_at: Date | null;
  hired_at: Date | null;
  applied_at: Date;
  withdrawn_at: Date | null;
};

/**
 * Where each tab's rows are and how they sort. Applicants and the Shortlist hold the applications
 * not withdrawn; Dismissed also shows the withdrawn ones, since they left the process too. Every
 * order ends on the id, so that pages never repeat or skip a card; each has its index
 * (job_id, stage, rank | match_percent | created_at).
 */
function tabCondition(stage: PipelineStage): Prisma.Sql {
  if (stage === "dismissed") return Prisma.sql`(a.stage = 'DISMISSED' OR a.withdrawn_at IS NOT NULL)`;
  return Prisma.sql`a.stage = ${stageToDb[stage]}::application_stage AND a.withdrawn_at IS NULL`;
}

/** The columns an order reads: the applications table's, or the same ones as the page names them. */
type OrderColumns = { rank: Prisma.Sql; match: Prisma.Sql; appliedAt: Prisma.Sql; updatedAt: Prisma.Sql; id: Prisma.Sql };

const tableColumns: OrderColumns = { rank: Prisma.sql`a.rank`, match: Prisma.sql`a.match_percent`, appliedAt: Prisma.sql`a.created_at`, updatedAt: Prisma.sql`a.updated_at`, id: Prisma.sql`a.id` };
const pageColumns: OrderColumns = { rank: Prisma.sql`p.rank`, match: Prisma.sql`p.match_percent`, appliedAt: Prisma.sql`p.applied_at`, updatedAt: Prisma.sql`p.updated_at`, id: Prisma.sql`p.application_id` };

function orderBy(query: ApplicantsQuery, column: OrderColumns): Prisma.Sql {
  if (query.sort === "match") return Prisma.sql`${column.match} DESC, ${column.appliedAt} DESC, ${column.id}`;
  if (query.sort === "date") return Prisma.sql`${column.appliedAt} DESC, ${column.id}`;
  // Dismissed has no ranks: the latest dismissed first.
  if (query.stage === "dismissed") return Prisma.sql`${column.updatedAt} DESC, ${column.id}`;
  return Prisma.sql`${column.rank}, ${column.id}`;
}

/**
 * GET /api/posts/{id}/aplicants (spec 7): one tab of a job's applicants, for the job's creator only
 * (anyone else's job is 404). Names follow the premium rule of the caller's companies.
 *
 * One query answers the job's ownership, the three tabs' counts and the page: the counts' row
 * exists only for the caller's own job, and the page joins it (an empty tab leaves one row of
 * counts). The page is taken from applications alone (an index scan in order), then joined to
 * the candidates, so only its rows pay for the join, however deep the page.
 */
export async function listApplicants(caller: Pick<CurrentUser, "id">, jobId: string, query: ApplicantsQuery): Promise<ApplicantsPage> {
  const [rows, canSeeFullNames] = await Promise.all([
    db.$queryRaw<Row[]>(Prisma.sql`
      WITH counts AS (
        SELECT count(a.id) FILTER (WHERE a.stage = 'APPLIED' AND a.withdrawn_at IS NULL)::int AS applicants,
               count(a.id) FILTER (WHERE a.stage = 'SHORTLISTED' AND a.withdrawn_at IS NULL)::int AS shortlist,
               count(a.id) FILTER (WHERE a.stage = 'DISMISSED' OR a.withdrawn_at IS NOT NULL)::int AS dismissed
        FROM jobs j LEFT JOIN applications a ON a.job_id = j.id
        WHERE j.id = ${jobId}::uuid AND j.created_by_id = ${caller.id}::uuid
        GROUP BY j.id
      )
      SELECT counts.applicants, counts.shortlist, counts.dismissed, p.*
      FROM counts LEFT JOIN LATERAL (
        SELECT ${applicantCardColumns},
               a.id AS application_id, a.stage::text AS stage, a.rank, a.match_percent, a.reviewed_at, a.hired_at,
               a.created_at AS applied_at, a.updated_at, a.withdrawn_at
        FROM (
          SELECT a.id, a.candidate_id, a.stage, a.rank, a.match_percent, a.reviewed_at, a.hired_at, a.created_at, a.updated_at, a.withdrawn_at
          FROM applications a
          WHERE a.job_id = ${jobId}::uuid AND ${tabCondition(query.stage)}
          ORDER BY ${orderBy(query, tableColumns)}
          LIMIT ${query.take} OFFSET ${(query.page - 1) * query.take}
        ) AS a
        JOIN users u ON u.id = a.candidate_id
        ${applicantCardJoin}
      ) AS p ON true
      ORDER BY ${orderBy(query, pageColumns)}`),
    canUserSeeCandidateNames(caller.id),
  ]);
  const counts = rows[0];
  if (!counts) throw notFoundJob();
  const viewer = { locale: query.locale, canSeeFullNames };
  const total = query.stage === "applied" ? counts.applicants : query.stage === "shortlisted" ? counts.shortlist : counts.dismissed;
  return {
    items: rows.flatMap((row) => (row.application_id === null ? [] : [{
      ...toApplicantCard(row, viewer, row.match_percent),
      candidate_id: row.id,
      application_id: row.application_id,
      rank: row.rank,
      stage: stageFromDb[row.stage],
      match_percent: row.match_percent,
      reviewed: row.reviewed_at !== null,
      reviewed_at: row.reviewed_at?.toISOString() ?? null,
      hired_at: row.hired_at?.toISOString() ?? null,
      applied_at: row.applied_at.toISOString(),
      withdrawn_at: row.withdrawn_at?.toISOString() ?? null,
    }])),
    counts: { applicants: counts.applicants, shortlist: counts.shortlist, dismissed: counts.dismissed },
    total,
    page: query.page,
    take: query.take,
    stage: query.stage,
    sort: query.sort,
  };
}
