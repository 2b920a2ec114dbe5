import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ApplicationStage } from "@/lib/generated/prisma/enums";

import { readApplicants, readState, withdrawnError, type ApplicantRow, type ApplicantState } from "./applicant-state";
import { eraseRecentDismissals, pipelineTransaction, recordNotices, type CandidateNotice } from "./candidate-notices";
import { lockOwnedJob } from "./owned-job";
import { countRanked, renumber } from "./ranks";
import { stageToDb, type BulkStageChange, type PipelineStage } from "./schemas";

type Tx = Prisma.TransactionClient;

/**
 * PUT /api/posts/{id}/applicants/{userId}/stage: moves one applicant to Applicants, the Shortlist
 * or Dismissed (see moveApplicants).
 */
export async function changeApplicantStage(caller: Pick<CurrentUser, "id">, jobId: string, candidateId: string, stage: PipelineStage, now: Date = new Date()): Promise<ApplicantState> {
  const { items } = await changeApplicantsStage(caller, jobId, { candidateIds: [candidateId], stage }, now);
  return items[0]!;
}

/**
 * PUT /api/posts/{id}/applicants/stage: moves up to 100 applicants at once, all or none: an id
 * that did not apply is 404, a withdrawn or hired applicant 409, and then nothing changes.
 *
 * An applicant joins the end of its new stage's ranks (in the order they had), leaves a closed
 * gap behind, and a dismissed one has no rank. Each move, in the same transaction, writes the
 * candidate's timeline event and notification; an applicant already in the stage is left as it is.
 * Moving an applicant out of Dismissed within a minute of its dismissal (the toast's Undo) erases
 * the dismissal instead, so the candidate never hears of it.
 */
export async function changeApplicantsStage(caller: Pick<CurrentUser, "id">, jobId: string, change: BulkStageChange, now: Date = new Date()): Promise<{ items: ApplicantState[] }> {
  const candidateIds = [...new Set(change.candidateIds)];
  const target = stageToDb[change.stage];
  return pipelineTransaction(async (tx, announcements) => {
    const job = await lockOwnedJob(tx, caller, jobId);
    const applicants = await readApplicants(tx, job.id, candidateIds);
    const missing = candidateIds.filter((id) => !applicants.some((applicant) => applicant.candidate_id === id));
    if (missing.length > 0) throw new AppError("not_found", { message: "Some candidates have not applied to this job.", details: { candidate_ids: missing } });
    const withdrawn = applicants.find((applicant) => applicant.withdrawn_at !== null);
    if (withdrawn) throw withdrawnError(withdrawn.candidate_id);
    const hired = applicants.find((applicant) => applicant.hired_at !== null && applicant.stage !== target);
    if (hired) throw new AppError("applicant_hired", { message: "A hired applicant stays in the Shortlist.", details: { candidate_id: hired.candidate_id } });

    const moving = applicants.filter((applicant) => applicant.stage !== target).sort(byStageOrder);
    await moveApplicants(tx, job.id, moving, target, now);

    const restored = moving.filter((applicant) => applicant.stage === "DISMISSED").map((applicant) => ({ id: applicant.id, candidateId: applicant.candidate_id }));
    const erased = await eraseRecentDismissals(tx, restored, now);
    const notices: CandidateNotice[] = moving
      .filter((applicant) => !erased.has(applicant.id))
      .map((applicant) => ({ applicationId: applicant.id, candidateId: applicant.candidate_id, kind: "stage", stage: target }));
    await recordNotices(tx, job, caller.id, notices, now, announcements);

    const byCandidate = new Map(applicants.map((applicant) => [applicant.candidate_id, applicant.id]));
    return { items: await readState(tx, candidateIds.map((id) => byCandidate.get(id)!)) };
  });
}

/**
 * Moves the applicants to `target`, appended to its ranks (none in Dismissed), and closes the
 * gaps they left. Moving implies the employer has looked: reviewed_at is set where it was not.
 * Callers hold the job's lock.
 */
export async function moveApplicants(tx: Tx, jobId: string, moving: ApplicantRow[], target: ApplicationStage, now: Date): Promise<void> {
  if (moving.length === 0) return;
  const base = target === "DISMISSED" ? 0 : await countRanked(tx, jobId, target);
  const ranks = moving.map((_, index) => (target === "DISMISSED" ? null : base + index + 1));
  await tx.$executeRaw(Prisma.sql`
    UPDATE applications AS a
    SET stage = ${target}::application_stage, rank = moved.rank, reviewed_at = coalesce(a.reviewed_at, ${now}), updated_at = ${now}
    FROM unnest(${moving.map((applicant) => applicant.id)}::uuid[], ${ranks}::smallint[]) AS moved(id, rank)
    WHERE a.id = moved.id`);
  const left = new Set(moving.map((applicant) => applicant.stage).filter((stage) => stage !== "DISMISSED"));
  for (const stage of left) await renumber(tx, jobId, stage);
}

/** Applicants first, then the Shortlist, then Dismissed; by rank within each, then oldest first. */
function byStageOrder(a: ApplicantRow, b: ApplicantRow): number {
  const order = { APPLIED: 0, SHORTLISTED: 1, DISMISSED: 2 } as const;
  return order[a.stage] - order[b.stage] || (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.created_at.getTime() - b.created_at.getTime();
}
