import "server-only";

import { db } from "@/lib/db";
import { sendWithTwilio, twilioConfigFromEnv, type TwilioConfig } from "@/lib/sms/sms-provider";
import { logger } from "@/lib/observability/logger";

export type Sms = {
  /** E.164, e.g. +573001234567. */
  to: string;
  userId?: string | null;
  /** What the message is, e.g. phone_verification. */
  template: string;
  body: string;
};

/**
 * Records the message in the SMS outbox and, when Twilio's keys are set, sends it and records the
 * outcome (the provider's message id and sentAt, or the error). Like sendEmail, a failed delivery
 * does not reject: the caller has done its work already (a code is stored), and the user can ask
 * again. Without keys the outbox row is the delivery; /dev/outbox shows it.
 */
export async function sendSms(sms: Sms, { provider = twilioConfigFromEnv() }: { provider?: TwilioConfig | null } = {}): Promise<void> {
  const { id } = await db.outboxSms.create({
    data: { userId: sms.userId ?? null, to: sms.to, template: sms.template, body: sms.body },
    select: { id: true },
  });
  if (!provider) return;

  let outcome: { providerId: string; sentAt: Date } | { error: string };
  try {
    outcome = { providerId: await sendWithTwilio(provider, sms), sentAt: new Date() };
  } catch (error) {
    logger.error("sms: delivery failed", { outboxSmsId: id, template: sms.template, error });
    outcome = { error: error instanceof Error ? error.message : String(error) };
  }
  await db.outboxSms.update({ where: { id }, data: outcome }).catch((error: unknown) => {
    logger.error("sms: could not record the delivery outcome", { outboxSmsId: id, outcome, error });
  });
}
