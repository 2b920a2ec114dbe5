import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { announceInJobRooms } from "@/lib/chat/announce-in-job-rooms";
import { db } from "@/lib/db";
import { runTransaction } from "@/lib/db/run-transaction";
import { AppError } from "@/lib/errors";
import { deliverNotificationEmails, recordNotificationEmails, type RecordedEmail } from "@/lib/notifications/notification-emails";
import { publishNewNotifications } from "@/lib/notifications/publish-new-notifications";
import { recordNotifications, type NewNotification } from "@/lib/notifications/record-notification";
import { countInvitationsInPeriod, invitationPeriodStart } from "@/lib/plans/invitation-quota";
import { planNameOf } from "@/lib/plans/plan-status";

/** The spec's success code (section 4), sent when at least one invitation went out. */
export const INVITATION_SENT = "INVITATION-EMAIL-SENT";
/** A bulk call whose candidates were all invited or applied already: nothing was sent. */
export const NO_INVITATION_SENT = "NO-INVITATION-SENT";

export type BulkInvitationResult = {
  code: typeof INVITATION_SENT | typeof NO_INVITATION_SENT;
  invited: string[];
  alreadyInvited: string[];
  alreadyApplied: string[];
};

export type SingleInvitationResult = {
  code: typeof INVITATION_SENT;
  invitation: { _id: string; job_id: string; candidate_id: string; created_at: Date };
};

/**
 * POST /api/posts/{postId}/invite-candidate/{candidateId}: one candidate. Refused with 409
 * CANDIDATE_ALREADY_APPLIED or ALREADY-INVITED (spec 4's toast codes; applied wins when both hold,
 * as it says more), and otherwise by the rules of inviteCandidates.
 */
export async function inviteCandidate(caller: CurrentUser, jobId: string, candidateId: string, now: Date = new Date()): Promise<SingleInvitationResult> {
  const result = await invite(caller, jobId, [candidateId], { refuseDuplicates: true, now });
  const [invitation] = result.created;
  if (!invitation) throw new AppError("ALREADY-INVITED", { message: "This candidate was already invited to this job." });
  return { code: INVITATION_SENT, invitation: { _id: invitation.id, job_id: jobId, candidate_id: invitation.candidateId, created_at: invitation.createdAt } };
}

/**
 * POST /api/posts/{postId}/invite-candidates {candidateIds}: up to 100 candidates at once. Those
 * invited or applied already are reported, not refused; the quota is all or nothing: when the
 * plan cannot take every new invitation, none is sent (402 invitation_limit_reached), so that
 * the employer never has to find out which of their selection went out.
 */
export async function inviteCandidates(caller: CurrentUser, jobId: string, candidateIds: string[], now: Date = new Date()): Promise<BulkInvitationResult> {
  const result = await invite(caller, jobId, [...new Set(candidateIds)], { refuseDuplicates: false, now });
  const invited = result.created.map((invitation) => invitation.candidateId);
  return { code: invited.length > 0 ? INVITATION_SENT : NO_INVITATION_SENT, invited, alreadyInvited: result.alreadyInvited, alreadyApplied: result.alreadyApplied };
}

type Created = { id: string; candidateId: string; createdAt: Date };

/**
 * The one rule for one and many invitations:
 * - only the job's creator invites to it (anybody else: 404); the job must be open (409 job_not_open);
 * - every invitee must be a candidate employers may reach (404 candidate_not_found, naming them);
 * - a company on Free sends none (402 plan_upgrade_required, spec 5); a paid plan sends up to its
 *   inviteLimit per billing period (402 invitation_limit_reached).
 * The quota is counted and the invitations written in one transaction that holds the company's
 * row lock, so concurrent invitations to any of its jobs are counted one after another and the
 * limit holds however many arrive at once. Each invitation comes with the invitee's JOB_INVITATION
 * notification and e-mail (in the outbox, delivered after the commit): all of them or none. Once
 * committed, the invitation is also said in the job room (lib/chat/announce-in-job-rooms.ts).
 */
async function invite(caller: CurrentUser, jobId: string, candidateIds: string[], { refuseDuplicates, now }: { refuseDuplicates: boolean; now: Date }) {
  const job = await db.job.findFirst({
    where: { id: jobId, createdById: caller.id },
    select: {
      id: true,
      title: true,
      status: true,
      publishedAt: true,
      expiresAt: true,
      bannedAt: true,
      companyId: true,
      company: { select: { name: true, bannedAt: true, disabledAt: true } },
    },
  });
  if (!job) throw new AppError("not_found", { message: "No such job." });
  const closedReason = notOpenReason(job, now);
  if (closedReason) throw new AppError("job_not_open", { message: "This job takes no invitations now.", details: { reason: closedReason } });

  const candidates = await db.user.findMany({
    where: { id: { in: candidateIds }, deletedAt: null, bannedAt: null, role: "USER", loggedAs: "CANDIDATE" },
    select: { id: true },
  });
  if (candidates.length !== candidateIds.length) {
    const found = new Set(candidates.map((candidate) => candidate.id));
    throw new AppError("candidate_not_found", { message: "Some candidates cannot be invited.", details: { candidateIds: candidateIds.filter((id) => !found.has(id)) } });
  }

  const company = { companyId: job.companyId, companyName: job.company.name };
  const outcome = await runTransaction(
    async (tx) => {
      // The company's invitations queue on its row (NO KEY UPDATE: inserts that reference the company need not wait).
      await tx.$queryRaw`SELECT id FROM companies WHERE id = ${job.companyId}::uuid FOR NO KEY UPDATE`;
      const subscription = await tx.subscription.findUnique({
        where: { companyId: job.companyId },
        select: { status: true, currentPeriodStart: true, plan: { select: { name: true, inviteLimit: true } } },
      });
      const planName = planNameOf(subscription);
      if (planName === "FREE" || !subscription) {
        throw new AppError("plan_upgrade_required", { message: `${company.companyName} is on the Free plan, which cannot invite candidates.`, details: company });
      }

      const [invitedRows, appliedRows] = await Promise.all([
        tx.invitation.findMany({ where: { jobId, candidateId: { in: candidateIds } }, select: { candidateId: true } }),
        tx.application.findMany({ where: { jobId, candidateId: { in: candidateIds } }, select: { candidateId: true } }),
      ]);
      const alreadyApplied = appliedRows.map((row) => row.candidateId);
      const applied = new Set(alreadyApplied);
      const alreadyInvited = invitedRows.map((row) => row.candidateId).filter((id) => !applied.has(id));
      if (refuseDuplicates && alreadyApplied.length > 0) throw new AppError("CANDIDATE_ALREADY_APPLIED", { message: "This candidate has already applied to this job." });
      if (refuseDuplicates && alreadyInvited.length > 0) throw new AppError("ALREADY-INVITED", { message: "This candidate was already invited to this job." });

      const skipped = new Set([...alreadyApplied, ...alreadyInvited]);
      const invitees = candidates.filter((candidate) => !skipped.has(candidate.id));
      if (invitees.length === 0) return { created: [] as Created[], emails: [] as RecordedEmail[], notifications: [] as NewNotification[], alreadyInvited, alreadyApplied };

      const limit = subscription.plan.inviteLimit;
      if (limit !== null) {
        const current = await countInvitationsInPeriod(tx, job.companyId, invitationPeriodStart(subscription, now));
        if (current + invitees.length > limit) {
          throw new AppError("invitation_limit_reached", {
            message: `${company.companyName} has used its plan's invitations for this billing period.`,
            details: { ...company, limit, current, requested: invitees.length },
          });
        }
      }

      const created = await tx.invitation.createManyAndReturn({
        data: invitees.map((candidate) => ({ jobId, candidateId: candidate.id, invitedById: caller.id, emailSentAt: now })),
        select: { id: true, candidateId: true, createdAt: true },
      });
      const invitationIdOf = new Map(created.map((invitation) => [invitation.candidateId, invitation.id]));
      const notifications = await recordNotifications(
        tx,
        invitees.map((candidate) => ({
          userId: candidate.id,
          side: "CANDIDATE" as const,
          type: "JOB_INVITATION",
          data: { jobId, jobTitle: job.title, companyName: company.companyName, invitationId: invitationIdOf.get(candidate.id) ?? null },
        })),
      );
      // The invitees who switched invitation e-mails off in account settings get none.
      const emails = await recordNotificationEmails(tx, notifications);
      return { created, emails, notifications, alreadyInvited, alreadyApplied };
    },
    {
      // The company lock serialises invitations, so this is a belt to the braces of the unique index.
      onUniqueViolation: (error) => new AppError("ALREADY-INVITED", { message: "This candidate was already invited to this job.", cause: error }),
    },
  );
  await Promise.all([deliverNotificationEmails(outcome.emails), publishNewNotifications(outcome.notifications)]);
  // Each invitee's job room opens with the invitation in it, after the answer (never failing it).
  announceInJobRooms(outcome.notifications);
  return outcome;
}

type JobState = {
  status: string;
  publishedAt: Date | null;
  expiresAt: Date | null;
  bannedAt: Date | null;
  company: { bannedAt: Date | null; disabledAt: Date | null };
};

/** Why a job takes no invitations (the strongest reason first), or null when it is open. */
function notOpenReason(job: JobState, now: Date): "banned" | "closed" | "expired" | "not_open" | null {
  if (job.bannedAt !== null || job.company.bannedAt !== null) return "banned";
  if (job.status === "CLOSED" || job.company.disabledAt !== null) return "closed";
  if (job.status !== "OPEN" || job.publishedAt === null || job.publishedAt > now) return "not_open";
  if (job.expiresAt !== null && job.expiresAt <= now) return "expired";
  return null;
}
