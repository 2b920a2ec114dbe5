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
 */
export async function listLatestApplicants(caller: CurrentUser, take: number, locale: Locale): Promise<LatestApplicant[]> {
  const [rows, canSeeFullNames] = await Promise.all([
    db.$queryRaw<Row[]>(Prisma.sql`
      SELECT ${applicantCardColumns}, a.rank, a.match_percent, a.created_at AS applied_at, j.id AS job_id, j.title AS job_title
      FROM applications a
      JOIN jobs j ON j.id = a.job_id
      JOIN users u ON u.id = a.candidate_id
      ${applicantCardJoin}
      WHERE j.created_by_id = ${caller.id}::uuid AND a.withdrawn_at IS NULL AND u.deleted_at IS NULL
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT ${take}`),
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
