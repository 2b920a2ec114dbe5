import "server-only";

import { isLocale } from "@/i18n/config";
import { appUrl } from "@/lib/auth/app-url";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deliverRecordedEmail, recordEmail, type Email } from "@/lib/mail/send-email";
import { applicationUpdateEmail, jobInvitationEmail, type ApplicationUpdate } from "@/lib/mail/templates";
import type { NewNotification } from "@/lib/notifications/record-notification";
import { fullName } from "@/lib/users/display-name";

/**
 * Which notifications also go by e-mail, and under which of the user's choices (account settings).
 * Not a dismissal: the employer's Undo may still erase it (lib/hiring/pipeline/candidate-notices.ts).
 */
const updates: Record<string, ApplicationUpdate> = {
  APPLICATION_SHORTLISTED: "shortlisted",
  APPLICATION_REVIEWED: "reviewed",
  APPLICATION_HIRED: "hired",
};

export type RecordedEmail = { id: string; email: Email };

type Recipient = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  locale: string;
  emailPreferences: { invitations: boolean; applicationUpdates: boolean } | null;
};

/**
 * The e-mails of notifications just written (invitations and application updates), recorded in
 * the outbox in the same transaction, for the users who want them. Deliver them with
 * deliverNotificationEmails after the commit. Other types send no e-mail.
 */
export async function recordNotificationEmails(tx: Prisma.TransactionClient, notifications: readonly NewNotification[]): Promise<RecordedEmail[]> {
  const mailed = notifications.filter((notification) => notification.type === "JOB_INVITATION" || notification.type in updates);
  if (mailed.length === 0) return [];
  const recipients = await tx.user.findMany({
    where: { id: { in: [...new Set(mailed.map((notification) => notification.userId))] }, deletedAt: null },
    select: { id: true, email: true, firstName: true, lastName: true, locale: true, emailPreferences: { select: { invitations: true, applicationUpdates: true } } },
  });
  const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
  const recorded: RecordedEmail[] = [];
  for (const notification of mailed) {
    const recipient = byId.get(notification.userId);
    const email = recipient ? emailFor(notification, recipient) : null;
    if (email) recorded.push({ id: (await recordEmail(tx, email)).id, email });
  }
  return recorded;
}

export async function deliverNotificationEmails(recorded: readonly RecordedEmail[]): Promise<void> {
  for (const { id, email } of recorded) await deliverRecordedEmail(id, email);
}

function emailFor(notification: NewNotification, recipient: Recipient): Email | null {
  const data = (notification.data ?? {}) as Record<string, unknown>;
  const jobTitle = typeof data.jobTitle === "string" ? data.jobTitle : null;
  const companyName = typeof data.companyName === "string" ? data.companyName : "";
  if (!jobTitle) return null;
  const locale = isLocale(recipient.locale) ? recipient.locale : "en";
  const base = { locale, candidateName: fullName(recipient) ?? recipient.email, jobTitle, companyName };
  const choices = recipient.emailPreferences ?? { invitations: true, applicationUpdates: true };
  const update = updates[notification.type];
  if (update) {
    if (!choices.applicationUpdates) return null;
    const url = `${appUrl()}/${locale}/home/candidates-applications`;
    return { to: recipient.email, userId: recipient.id, template: `application_${update}`, locale, ...applicationUpdateEmail({ ...base, url, update }) };
  }
  if (!choices.invitations || typeof data.jobId !== "string") return null;
  const url = `${appUrl()}/${locale}/home/candidates-job-detail/${encodeURIComponent(data.jobId)}`;
  return { to: recipient.email, userId: recipient.id, template: "job_invitation", locale, ...jobInvitationEmail({ ...base, url }) };
}
