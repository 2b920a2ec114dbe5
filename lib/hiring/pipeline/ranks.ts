import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import type { ApplicationStage } from "@/lib/generated/prisma/enums";

type Tx = Prisma.TransactionClient;

/**
 * Rank arithmetic of a job's stage (applications.rank is the order within the Applicants or the
 * Shortlist tab, 1..n; null while dismissed or withdrawn). Callers hold the job's lock
 * (owned-job.ts), so nothing changes the stage between these statements.
 */

/** How many ranked applicants the stage has: the largest rank. */
export async function countRanked(tx: Tx, jobId: string, stage: ApplicationStage): Promise<number> {
  const rows = await tx.$queryRaw<{ count: number }[]>(Prisma.sql`
    SELECT count(*)::int AS count FROM applications
    WHERE job_id = ${jobId}::uuid AND stage = ${stage}::application_stage AND rank IS NOT NULL`);
  return rows[0]?.count ?? 0;
}

/** Closes the hole a rank left when its applicant moved away. */
export async function closeGap(tx: Tx, jobId: string, stage: ApplicationStage, rank: number): Promise<void> {
  await tx.$executeRaw(Prisma.sql`
    UPDATE applications SET rank = rank - 1
    WHERE job_id = ${jobId}::uuid AND stage = ${stage}::application_stage AND rank > ${rank}`);
}

/**
 * Numbers the stage's ranked applicants 1..n again, in their order: after a bulk change has taken
 * several out at once, one statement instead of one shift per hole.
 */
export async function renumber(tx: Tx, jobId: string, stage: ApplicationStage): Promise<void> {
  await tx.$executeRaw(Prisma.sql`
    UPDATE applications AS a SET rank = ordered.position
    FROM (
      SELECT id, row_number() OVER (ORDER BY rank, created_at, id)::int AS position
      FROM applications
      WHERE job_id = ${jobId}::uuid AND stage = ${stage}::application_stage AND rank IS NOT NULL
    ) AS ordered
    WHERE a.id = ordered.id AND a.rank IS DISTINCT FROM ordered.position`);
}

/**
 * Moves one applicant from `from` to `to` within its stage in one statement: the applicants in
 * between shift one place towards the hole it left.
 */
export async function moveRank(tx: Tx, jobId: string, stage: ApplicationStage, applicationId: string, from: number, to: number): Promise<void> {
  if (from === to) return;
  const shift = to < from ? 1 : -1;
  await tx.$executeRaw(Prisma.sql`
    UPDATE applications
    SET rank = CASE WHEN id = ${applicationId}::uuid THEN ${to}::smallint ELSE rank + ${shift}::smallint END
    WHERE job_id = ${jobId}::uuid AND stage = ${stage}::application_stage
      AND rank BETWEEN ${Math.min(from, to)} AND ${Math.max(from, to)}`);
}
