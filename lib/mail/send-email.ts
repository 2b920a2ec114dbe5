import "server-only";

import type { Locale } from "@/i18n/config";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDefaultMailer, type Mailer } from "@/lib/mail/transport";
import { logger } from "@/lib/observability/logger";

export type Email = {
  to: string;
  userId?: string | null;
  /** What the message is, e.g. password_reset, email_confirmation, email_change_code, job_invitation. */
  template: string;
  locale: Locale;
  subject: string;
  text: string;
  html?: string;
};

/**
 * Records the e-mail in the outbox and, when SMTP is configured, delivers it and stamps sentAt.
 * Without SMTP the outbox row is the delivery (sentAt stays null; /dev/outbox shows it).
 *
 * A failed SMTP delivery does not reject: it is logged and kept in the row's error. By the time a
 * flow sends mail it has already done its work (a reset code stored, an invitation created), so
 * failing the request would only invite a retry that does it twice, and for a password reset a
 * different answer would tell a stranger that the account exists. sendEmail rejects only when the
 * outbox row cannot be written, because then the message is neither sent nor recorded anywhere,
 * and on invalid SMTP settings (a broken deployment, named in the error, not a delivery failure).
 *
 * Tests and scripts may pass a mailer of their own (`createMailer(config)`, or null for outbox only).
 */
export async function sendEmail(email: Email, { mailer = getDefaultMailer() }: { mailer?: Mailer | null } = {}): Promise<void> {
  const { id } = await recordEmail(db, email);
  await deliverRecordedEmail(id, email, { mailer });
}

/**
 * Writes the outbox row only, with the client given: inside a transaction, the e-mail is recorded
 * with what it tells about (an application, say) or not at all. Deliver it with
 * deliverRecordedEmail once the transaction has committed.
 */
export function recordEmail(client: Prisma.TransactionClient | typeof db, email: Email): Promise<{ id: string }> {
  return client.outboxEmail.create({
    data: {
      userId: email.userId ?? null,
      to: email.to,
      template: email.template,
      locale: email.locale,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
    },
    select: { id: true },
  });
}

/** Hands a recorded e-mail to SMTP when it is configured, and stamps the row with the outcome; never rejects on a failed delivery. */
export async function deliverRecordedEmail(id: string, email: Email, { mailer = getDefaultMailer() }: { mailer?: Mailer | null } = {}): Promise<void> {
  if (!mailer) return;

  let outcome: { sentAt: Date } | { error: string };
  try {
    await mailer.send({ to: email.to, subject: email.subject, text: email.text, html: email.html });
    outcome = { sentAt: new Date() };
  } catch (error) {
    logger.error("mail: SMTP delivery failed", { outboxEmailId: id, template: email.template, error });
    outcome = { error: describeError(error) };
  }
  // The message has left (or failed) already; failing now would make the caller send it again.
  await db.outboxEmail.update({ where: { id }, data: outcome }).catch((error: unknown) => {
    logger.error("mail: could not record the delivery outcome", { outboxEmailId: id, outcome, error });
  });
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
}
