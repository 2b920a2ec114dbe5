import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

export type LockedJob = { id: string; title: string; companyName: string };

/**
 * The access rule of the pipeline (spec 6: only the job's creator opens its employer job details),
 * written into the query: another employer's job is simply not found, so its existence is not told.
 */
export function notFoundJob(): AppError {
  return new AppError("not_found", { message: "No such job." });
}

/**
 * Locks the caller's job for the rest of the transaction: every change to a job's ranks takes this
 * lock first, so concurrent moves, stage changes, applications and withdrawals of one job run one
 * after the other and its ranks stay 1..n. NO KEY UPDATE, not UPDATE: inserting an application
 * takes a KEY SHARE on its job, which UPDATE would wait for (two applicants would deadlock).
 */
export async function lockOwnedJob(tx: Tx, caller: Pick<CurrentUser, "id">, jobId: string): Promise<LockedJob> {
  const rows = await tx.$queryRaw<{ id: string; title: string; company_name: string }[]>(Prisma.sql`
    SELECT j.id, j.title, co.name AS company_name
    FROM jobs j JOIN companies co ON co.id = j.company_id
    WHERE j.id = ${jobId}::uuid AND j.created_by_id = ${caller.id}::uuid
    FOR NO KEY UPDATE OF j`);
  const job = rows[0];
  if (!job) throw notFoundJob();
  return { id: job.id, title: job.title, companyName: job.company_name };
}

/** The same lock for code that already knows the job is allowed (a candidate applying or withdrawing). */
export async function lockJob(tx: Tx, jobId: string): Promise<void> {
  await tx.$queryRaw(Prisma.sql`SELECT id FROM jobs WHERE id = ${jobId}::uuid FOR NO KEY UPDATE`);
}
