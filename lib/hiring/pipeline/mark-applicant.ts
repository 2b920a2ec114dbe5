import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";

import { readApplicantOrThrow, readState, toState, withdrawnError, type ApplicantState } from "./applicant-state";
import { pipelineTransaction, recordNotices } from "./candidate-notices";
import { moveApplicants } from "./change-applicant-stage";
import { lockOwnedJob } from "./owned-job";

/**
 * POST /api/posts/{id}/applicants/{userId}/reviewed: the employer has looked at the application.
 * Idempotent: a second call changes nothing and tells the candidate nothing new.
 */
export async function markApplicantReviewed(caller: Pick<CurrentUser, "id">, jobId: string, candidateId: string, now: Date = new Date()): Promise<ApplicantState> {
  return pipelineTransaction(async (tx, announcements) => {
    const job = await lockOwnedJob(tx, caller, jobId);
    const applicant = await readApplicantOrThrow(tx, job.id, candidateId);
    if (applicant.withdrawn_at !== null) throw withdrawnError(candidateId);
    if (applicant.reviewed_at !== null) return toState(applicant);
    await tx.application.update({ where: { id: applicant.id }, data: { reviewedAt: now }, select: { id: true } });
    await recordNotices(tx, job, caller.id, [{ applicationId: applicant.id, candidateId, kind: "reviewed" }], now, announcements);
    const [state] = await readState(tx, [applicant.id]);
    return state!;
  });
}

/**
 * POST /api/posts/{id}/applicants/{userId}/hired: the candidate got the job. The application and
 * the candidate (users.hired_at) are stamped, and a hired applicant stands in the Shortlist: one
 * elsewhere joins its end. Idempotent. Closing the job is the employer's next, separate choice
 * (PUT posts/{id} with status closed), which the page offers.
 */
export async function markApplicantHired(caller: Pick<CurrentUser, "id">, jobId: string, candidateId: string, now: Date = new Date()): Promise<ApplicantState> {
  return pipelineTransaction(async (tx, announcements) => {
    const job = await lockOwnedJob(tx, caller, jobId);
    const applicant = await readApplicantOrThrow(tx, job.id, candidateId);
    if (applicant.withdrawn_at !== null) throw withdrawnError(candidateId);
    if (applicant.hired_at !== null) return toState(applicant);
    if (applicant.stage !== "SHORTLISTED") await moveApplicants(tx, job.id, [applicant], "SHORTLISTED", now);
    await tx.application.update({ where: { id: applicant.id }, data: { hiredAt: now, reviewedAt: applicant.reviewed_at ?? now }, select: { id: true } });
    await tx.user.update({ where: { id: candidateId }, data: { hiredAt: now }, select: { id: true } });
    await recordNotices(tx, job, caller.id, [{ applicationId: applicant.id, candidateId, kind: "hired" }], now, announcements);
    const [state] = await readState(tx, [applicant.id]);
    return state!;
  });
}
