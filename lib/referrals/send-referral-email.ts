import "server-only";

import type { Locale } from "@/i18n/config";
import { appUrl } from "@/lib/auth/app-url";
import type { CurrentUser } from "@/lib/auth/current-user";
import { runTransaction } from "@/lib/db/run-transaction";
import { AppError } from "@/lib/errors";
import { deliverRecordedEmail, recordEmail } from "@/lib/mail/send-email";
import { referralInvitationEmail } from "@/lib/mail/templates";
import { getOrCreateReferralCode } from "@/lib/referrals/referral-code";
import type { SendReferralEmailInput } from "@/lib/referrals/schemas";
import { displayNameOf } from "@/lib/referrals/referral-wire";

export const REFERRAL_EMAIL_TEMPLATE = "referral_invitation";
const DAY_MS = 24 * 60 * 60 * 1000;

/** How many invitations a user may send in 24 hours (REFERRAL_EMAILS_PER_DAY, default 10). */
export function referralEmailsPerDay(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.REFERRAL_EMAILS_PER_DAY);
  return Number.isInteger(value) && value > 0 ? value : 10;
}

/** The sign-up link a referral carries: the language of the e-mail, the referrer's code. */
export function referralLink(code: string, locale: Locale): string {
  return `${appUrl()}/${locale}/auth/signup?fpr=${encodeURIComponent(code)}`;
}

/**
 * POST users/referal/send-email {referal_email, fpr} (spec 7): an invitation to sign up through
 * the sender's link, in the sender's language, recorded in the outbox. The daily limit counts the
 * invitations in the outbox in the last 24 hours while the sender's row is locked, so concurrent
 * requests queue behind each other and the limit holds exactly (429 rate_limited with
 * details.limit and details.retryAfterSeconds). Inviting oneself, or an address that has an
 * account already, is refused.
 */
export async function sendReferralEmail(caller: CurrentUser, input: SendReferralEmailInput, now: Date = new Date()): Promise<{ referal_email: string; sent_at: string }> {
  const code = await getOrCreateReferralCode(caller.id);
  const limit = referralEmailsPerDay();
  const email = input.referal_email;

  const { outboxId, message } = await runTransaction(async (tx) => {
    const [sender] = await tx.$queryRaw<{ email: string; locale: string; first_name: string | null; last_name: string | null }[]>`
      SELECT email, locale, first_name, last_name FROM users WHERE id = ${caller.id}::uuid AND deleted_at IS NULL FOR UPDATE`;
    if (!sender) throw new AppError("not_found", { message: "The account does not exist." });
    if (sender.email.toLowerCase() === email) throw new AppError("self_referral", { message: "You cannot invite yourself." });

    const since = new Date(now.getTime() - DAY_MS);
    const sentToday = await tx.outboxEmail.findMany({
      where: { userId: caller.id, template: REFERRAL_EMAIL_TEMPLATE, createdAt: { gt: since } },
      select: { createdAt: true },
      orderBy: { createdAt: "asc" },
    });
    if (sentToday.length >= limit) {
      const oldest = sentToday[0]?.createdAt ?? now;
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000));
      throw new AppError("rate_limited", {
        message: `You can send ${limit} invitations a day. Try again later.`,
        details: { limit, retryAfterSeconds, reason: "referral_daily_limit" },
      });
    }

    const member = await tx.user.findFirst({ where: { email, deletedAt: null }, select: { id: true } });
    if (member) throw new AppError("already_registered", { message: "This person already has an account." });

    await tx.referral.upsert({
      where: { referrerId_referredEmail: { referrerId: caller.id, referredEmail: email } },
      create: { referrerId: caller.id, referredEmail: email, emailSentAt: now, affiliateRef: input.fpr ?? null },
      update: { emailSentAt: now },
      select: { id: true },
    });
    const locale: Locale = sender.locale === "es" ? "es" : "en";
    const rendered = referralInvitationEmail({ locale, inviterName: displayNameOf(sender.first_name, sender.last_name, sender.email), url: referralLink(code, locale) });
    const message = { to: email, userId: caller.id, template: REFERRAL_EMAIL_TEMPLATE, locale, ...rendered };
    const { id } = await recordEmail(tx, message);
    return { outboxId: id, message };
  });
  await deliverRecordedEmail(outboxId, message);
  return { referal_email: email, sent_at: now.toISOString() };
}
