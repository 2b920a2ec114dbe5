import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { leaveRanks } from "@/lib/hiring/pipeline/join-applicants-ranks";
import { lockJob } from "@/lib/hiring/pipeline/owned-job";

export type WithdrawnApplication = { _id: string; stage: "withdrawn"; withdrawn_at: string };

/**
 * POST /api/users/{id}/applications/{applicationId}/withdraw: the candidate withdraws one of their
 * applications. The row stays for the employer's records, stamped withdrawn_at, leaves the job's
 * ranks (the gap closed), and the timeline gets a 'withdrawn' event, all in one transaction.
 * Idempotent: withdrawing again answers the first withdrawal, and concurrent calls write one event
 * (the conditional update lets one through).
 * Someone else's application, or another user's path, is 404.
 */
export async function withdrawApplication(caller: Pick<CurrentUser, "id">, userId: string, applicationId: string, now: Date = new Date()): Promise<WithdrawnApplication> {
  if (userId !== caller.id) throw new AppError("not_found", { message: "No such application." });
  const withdrawnAt = await db.$transaction(async (tx) => {
    const owned = await tx.application.findFirst({ where: { id: applicationId, candidateId: caller.id }, select: { jobId: true } });
    if (!owned) throw new AppError("not_found", { message: "No such application." });
    await lockJob(tx, owned.jobId);
    const { count } = await tx.application.updateMany({ where: { id: applicationId, candidateId: caller.id, withdrawnAt: null }, data: { withdrawnAt: now } });
    if (count === 1) {
      await leaveRanks(tx, owned.jobId, applicationId);
      await tx.applicationEvent.create({ data: { applicationId, kind: "withdrawn", actorId: caller.id, createdAt: now }, select: { id: true } });
      return now;
    }
    const existing = await tx.application.findFirst({ where: { id: applicationId, candidateId: caller.id }, select: { withdrawnAt: true } });
    if (!existing?.withdrawnAt) throw new AppError("not_found", { message: "No such application." });
    return existing.withdrawnAt;
  });
  return { _id: applicationId, stage: "withdrawn", withdrawn_at: withdrawnAt.toISOString() };
}
