import "server-only";

import type { Locale } from "@/i18n/config";
import type { CurrentUser } from "@/lib/auth/current-user";
import { canUserSeeCandidateNames } from "@/lib/candidates/get-name-access";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { applicantCardColumns, applicantCardJoin, toApplicantCard, type ApplicantCard, type ApplicantCardRow } from "@/lib/hiring/applicant-card";

/** One of the latest applications to the caller's jobs: the applicant's card, the job and when. */
export type LatestApplicant = ApplicantCard & { candidate_id: string; rank: number | null; job: { _id: string; job_title: string }; applied_at: Date };

type Row = ApplicantCardRow & { rank: number | null; match_percent: number; applied_at: Date; job_id: string; job_title: string };

/**
 * GET /api/users/last-candidates-applies/list: the latest applications to the jobs the caller
 * created, newest first (withdrawn ones and deleted accounts left out), with the premium name rule.
 *
 * An employer may have hundreds of jobs and one of them thousands of applicants, and there is no
 * index on applications by date alone: sorting all their applications would read every one. So
 * each job and stage gives only its own latest `take` (an index scan of (job_id, stage,
 * created_at desc) that stops there), and the newest `take` of those are the answer.
 */
export async function listLatestApplicants(caller: CurrentUser, take: number, locale: Locale): Promise<LatestApplicant[]> {
  const [rows, canSeeFullNames] = await Promise.all([
    db.$queryRaw<Row[]>(Prisma.sql`
      WITH latest AS (
        SELECT recent.id, recent.candidate_id, recent.rank, recent.match_percent, recent.created_at, j.id AS job_id, j.title AS job_title
        FROM jobs j
        CROSS JOIN unnest(enum_range(NULL::application_stage)) AS s(stage)
        CROSS JOIN LATERAL (
          SELECT a.id, a.candidate_id, a.rank, a.match_percent, a.created_at
          FROM applications a
          JOIN users candidate ON candidate.id = a.candidate_id AND candidate.deleted_at IS NULL
          WHERE a.job_id = j.id AND a.stage = s.stage AND a.withdrawn_at IS NULL
          ORDER BY a.created_at DESC
          LIMIT ${take}
        ) recent
        WHERE j.created_by_id = ${caller.id}::uuid
        ORDER BY recent.created_at DESC, recent.id DESC
        LIMIT ${take}
      )
      SELECT ${applicantCardColumns}, l.rank, l.match_percent, l.created_at AS applied_at, l.job_id, l.job_title
      FROM latest l
      JOIN users u ON u.id = l.candidate_id
      ${applicantCardJoin}
      ORDER BY l.created_at DESC, l.id DESC`),
    canUserSeeCandidateNames(caller.id),
  ]);
  return rows.map((row) => ({
    ...toApplicantCard(row, { locale, canSeeFullNames }, row.match_percent),
    candidate_id: row.id,
    rank: row.rank,
    job: { _id: row.job_id, job_title: row.job_title },
    applied_at: row.applied_at,
  }));
}
