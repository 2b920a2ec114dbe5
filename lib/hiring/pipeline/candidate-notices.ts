import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import type { ApplicationStage } from "@/lib/generated/prisma/enums";

import type { LockedJob } from "./owned-job";

type Tx = Prisma.TransactionClient;

/** The candidate's notification types of the pipeline (Notification.type, side CANDIDATE). */
export type PipelineNoticeType = "APPLICATION_REVIEWED" | "APPLICATION_SHORTLISTED" | "APPLICATION_DISMISSED" | "APPLICATION_HIRED";

/**
 * One change the candidate is told about: a timeline event (lib/applications/candidate-stage.ts
 * decides how it reads to them) and a notification. A move back to Applicants reads as "viewed"
 * on the timeline, so it is notified as a review.
 */
export type CandidateNotice = { applicationId: string; candidateId: string } & ({ kind: "reviewed" } | { kind: "hired" } | { kind: "stage"; stage: ApplicationStage });

const noticeType = (notice: CandidateNotice): PipelineNoticeType => {
  if (notice.kind === "hired") return "APPLICATION_HIRED";
  if (notice.kind === "stage" && notice.stage === "SHORTLISTED") return "APPLICATION_SHORTLISTED";
  if (notice.kind === "stage" && notice.stage === "DISMISSED") return "APPLICATION_DISMISSED";
  return "APPLICATION_REVIEWED";
};

/** Writes the events and notifications of one pipeline change, in the caller's transaction. */
export async function recordNotices(tx: Tx, job: LockedJob, actorId: string, notices: CandidateNotice[], now: Date): Promise<void> {
  if (notices.length === 0) return;
  await tx.applicationEvent.createMany({
    data: notices.map((notice) => ({
      applicationId: notice.applicationId,
      kind: notice.kind,
      stage: notice.kind === "stage" ? notice.stage : null,
      actorId,
      createdAt: now,
    })),
  });
  await tx.notification.createMany({
    data: notices.map((notice) => ({
      userId: notice.candidateId,
      side: "CANDIDATE" as const,
      type: noticeType(notice),
      data: { jobId: job.id, jobTitle: job.title, companyName: job.companyName, applicationId: notice.applicationId },
      createdAt: now,
    })),
  });
}

/** How long an Undo of a dismissal erases it instead of adding a change (the toast offers it for 10 s). */
export const UNDO_WINDOW_MS = 60_000;

/**
 * Undoing a dismissal within the window takes it back: its event and the candidate's notification
 * are deleted, so the candidate never reads "not selected" for a slip of the employer's hand.
 * Answers the applications whose dismissal was erased; the others need a change of their own.
 */
export async function eraseRecentDismissals(tx: Tx, applications: { id: string; candidateId: string }[], now: Date): Promise<Set<string>> {
  if (applications.length === 0) return new Set();
  const applicationIds = applications.map((application) => application.id);
  const candidateIds = applications.map((application) => application.candidateId);
  const since = new Date(now.getTime() - UNDO_WINDOW_MS);
  const erased = await tx.$queryRaw<{ application_id: string }[]>(Prisma.sql`
    DELETE FROM application_events e
    WHERE e.application_id = ANY(${applicationIds}::uuid[]) AND e.kind = 'stage' AND e.stage = 'DISMISSED' AND e.created_at >= ${since}
      AND NOT EXISTS (SELECT 1 FROM application_events later WHERE later.application_id = e.application_id AND later.created_at > e.created_at)
    RETURNING e.application_id`);
  const ids = [...new Set(erased.map((row) => row.application_id))];
  if (ids.length > 0) {
    await tx.$executeRaw(Prisma.sql`
      DELETE FROM notifications
      WHERE user_id = ANY(${candidateIds}::uuid[]) AND side = 'CANDIDATE' AND created_at >= ${since} AND type = 'APPLICATION_DISMISSED'
        AND data->>'applicationId' = ANY(${ids}::text[])`);
  }
  return new Set(ids);
}
