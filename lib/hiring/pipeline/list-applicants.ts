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

type Row = ApplicantCardRow & {
  application_id: string;
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
 * (job_id, stage, rank | match_percent | created_at). `a` is the applications table or the page
 * taken from it.
 */
function tabCondition(stage: PipelineStage): Prisma.Sql {
  if (stage === "dismissed") return Prisma.sql`(a.stage = 'DISMISSED' OR a.withdrawn_at IS NOT NULL)`;
  return Prisma.sql`a.stage = ${stageToDb[stage]}::application_stage AND a.withdrawn_at IS NULL`;
}

function orderBy(query: ApplicantsQuery): Prisma.Sql {
  if (query.sort === "match") return Prisma.sql`a.match_percent DESC, a.created_at DESC, a.id`;
  if (query.sort === "date") return Prisma.sql`a.created_at DESC, a.id`;
  // Dismissed has no ranks: the latest dismissed first.
  if (query.stage === "dismissed") return Prisma.sql`a.updated_at DESC, a.id`;
  return Prisma.sql`a.rank, a.id`;
}

/**
 * GET /api/posts/{id}/aplicants (spec 7): one tab of a job's applicants, for the job's creator only
 * (anyone else's job is 404). Names follow the premium rule of the caller's companies. Two
 * queries at once: the page of cards, and the job's ownership with the three tabs' counts.
 */
export async function listApplicants(caller: Pick<CurrentUser, "id">, jobId: string, query: ApplicantsQuery): Promise<ApplicantsPage> {
  const owned = Prisma.sql`(SELECT id FROM jobs WHERE id = ${jobId}::uuid AND created_by_id = ${caller.id}::uuid)`;
  const [rows, counted, canSeeFullNames] = await Promise.all([
    // The page is taken from applications alone (an index scan in order), then joined to the
    // candidates: only its rows pay for the join, however deep the page.
    db.$queryRaw<Row[]>(Prisma.sql`
      SELECT ${applicantCardColumns},
             a.id AS application_id, a.stage::text AS stage, a.rank, a.match_percent, a.reviewed_at, a.hired_at,
             a.created_at AS applied_at, a.withdrawn_at
      FROM (
        SELECT a.id, a.candidate_id, a.stage, a.rank, a.match_percent, a.reviewed_at, a.hired_at, a.created_at, a.updated_at, a.withdrawn_at
        FROM applications a
        WHERE a.job_id = ${owned} AND ${tabCondition(query.stage)}
        ORDER BY ${orderBy(query)}
        LIMIT ${query.take} OFFSET ${(query.page - 1) * query.take}
      ) AS a
      JOIN users u ON u.id = a.candidate_id
      ${applicantCardJoin}
      ORDER BY ${orderBy(query)}`),
    db.$queryRaw<(PipelineCounts & { job_id: string })[]>(Prisma.sql`
      SELECT j.id AS job_id,
             count(a.id) FILTER (WHERE a.stage = 'APPLIED' AND a.withdrawn_at IS NULL)::int AS applicants,
             count(a.id) FILTER (WHERE a.stage = 'SHORTLISTED' AND a.withdrawn_at IS NULL)::int AS shortlist,
             count(a.id) FILTER (WHERE a.stage = 'DISMISSED' OR a.withdrawn_at IS NOT NULL)::int AS dismissed
      FROM jobs j LEFT JOIN applications a ON a.job_id = j.id
      WHERE j.id = ${jobId}::uuid AND j.created_by_id = ${caller.id}::uuid
      GROUP BY j.id`),
    canUserSeeCandidateNames(caller.id),
  ]);
  const counts = counted[0];
  if (!counts) throw notFoundJob();
  const viewer = { locale: query.locale, canSeeFullNames };
  const total = query.stage === "applied" ? counts.applicants : query.stage === "shortlisted" ? counts.shortlist : counts.dismissed;
  return {
    items: rows.map((row) => ({
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
    })),
    counts: { applicants: counts.applicants, shortlist: counts.shortlist, dismissed: counts.dismissed },
    total,
    page: query.page,
    take: query.take,
    stage: query.stage,
    sort: query.sort,
  };
}
