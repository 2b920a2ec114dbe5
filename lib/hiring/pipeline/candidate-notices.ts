import "server-only";

import { announceInJobRooms } from "@/lib/chat/announce-in-job-rooms";
import { runTransaction } from "@/lib/db/run-transaction";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ApplicationStage } from "@/lib/generated/prisma/enums";
import { deliverNotificationEmails, recordNotificationEmails, type RecordedEmail } from "@/lib/notifications/notification-emails";
import { publishNewNotifications } from "@/lib/notifications/publish-new-notifications";
import { recordNotifications, type NewNotification } from "@/lib/notifications/record-notification";

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

/** What a change's transaction recorded for the candidates, told to them once it commits. */
export type Announcements = { notifications: NewNotification[]; emails: RecordedEmail[] };

/**
 * Runs a pipeline change in one transaction; the notifications it recorded are published live and
 * their e-mails delivered only after the commit, so a rolled-back change tells nobody anything.
 * A shortlisting or a hiring is also said in the job room, if there is one, after the answer
 * (lib/chat/announce-in-job-rooms.ts). Concurrent changes of one job queue on its lock; a
 * deadlock or serialization failure runs the change again with fresh announcements.
 */
export async function pipelineTransaction<T>(change: (tx: Tx, announcements: Announcements) => Promise<T>): Promise<T> {
  let announcements: Announcements = { notifications: [], emails: [] };
  const result = await runTransaction((tx) => {
    announcements = { notifications: [], emails: [] };
    return change(tx, announcements);
  });
  await Promise.all([deliverNotificationEmails(announcements.emails), publishNewNotifications(announcements.notifications)]);
  announceInJobRooms(announcements.notifications);
  return result;
}

/**
 * Writes the events and notifications (and, for those who want them, the e-mails) of one pipeline
 * change, in the caller's transaction, adding them to its announcements.
 */
export async function recordNotices(tx: Tx, job: LockedJob, actorId: string, notices: CandidateNotice[], now: Date, announcements: Announcements): Promise<void> {
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
  const notifications = await recordNotifications(
    tx,
    notices.map((notice) => ({
      userId: notice.candidateId,
      side: "CANDIDATE" as const,
      type: noticeType(notice),
      data: { jobId: job.id, jobTitle: job.title, companyName: job.companyName, applicationId: notice.applicationId },
      createdAt: now,
    })),
  );
  // A dismissal stays quiet (in the candidate's list and timeline, not pushed live nor e-mailed):
  // the employer's Undo may erase it within UNDO_WINDOW_MS, and an e-mail cannot be taken back.
  const told = notifications.filter((notification) => notification.type !== "APPLICATION_DISMISSED");
  announcements.notifications.push(...told);
  announcements.emails.push(...(await recordNotificationEmails(tx, told)));
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
