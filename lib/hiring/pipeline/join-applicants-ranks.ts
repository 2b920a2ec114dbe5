import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";

import { lockJob } from "./owned-job";
import { closeGap } from "./ranks";

type Tx = Prisma.TransactionClient;

/**
 * A new application takes the last rank of the job's Applicants: under the job's lock, so that
 * fifty candidates applying at once get fifty different ranks.
 */
export async function joinApplicantsRanks(tx: Tx, jobId: string, applicationId: string): Promise<void> {
  await lockJob(tx, jobId);
  await tx.$executeRaw(Prisma.sql`
    UPDATE applications SET rank = (
      SELECT coalesce(max(rank), 0) + 1 FROM applications WHERE job_id = ${jobId}::uuid AND stage = 'APPLIED' AND rank IS NOT NULL
    )
    WHERE id = ${applicationId}::uuid`);
}

/**
 * A withdrawn application leaves the ranks: its rank is cleared and the gap closed. The caller
 * holds the job's lock (lockJob), taken before it touched the application: the employer's
 * changes take the job first and the applications after, and so must everybody else.
 */
export async function leaveRanks(tx: Tx, jobId: string, applicationId: string): Promise<void> {
  const [left] = await tx.$queryRaw<{ stage: "APPLIED" | "SHORTLISTED" | "DISMISSED"; rank: number | null }[]>(Prisma.sql`
    SELECT stage::text AS stage, rank FROM applications WHERE id = ${applicationId}::uuid`);
  if (!left || left.rank === null) return;
  await tx.$executeRaw(Prisma.sql`UPDATE applications SET rank = NULL WHERE id = ${applicationId}::uuid`);
  await closeGap(tx, jobId, left.stage, left.rank);
}
