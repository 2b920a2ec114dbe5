import "server-only";

import type { Locale } from "@/i18n/config";
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { getOrCreateReferralCode } from "@/lib/referrals/referral-code";
import { REFERRAL_EMAIL_TEMPLATE, referralEmailsPerDay, referralLink } from "@/lib/referrals/send-referral-email";

export type ReferralRow = { email: string; /** The person joined and has since deleted their account: their address is gone. */ is_deleted: boolean; invited_at: string | null; joined_at: string | null; has_joined: boolean };
export type ReferralSummary = { code: string; link: string; daily_limit: number; sent_today: number; referrals: ReferralRow[] };

/** The caller's code and link, today's invitations against the limit, and whom they invited and who joined (newest first, 200 at most). */
export async function listReferrals(caller: CurrentUser, locale: Locale, now: Date = new Date()): Promise<ReferralSummary> {
  const code = await getOrCreateReferralCode(caller.id);
  const [rows, sentToday] = await Promise.all([
    db.referral.findMany({
      where: { referrerId: caller.id },
      orderBy: { createdAt: "desc" },
      take: 200,
      select: { referredEmail: true, emailSentAt: true, signedUpAt: true, referredUser: { select: { deletedAt: true } } },
    }),
    db.outboxEmail.count({ where: { userId: caller.id, template: REFERRAL_EMAIL_TEMPLATE, createdAt: { gt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } } }),
  ]);
  return {
    code,
    link: referralLink(code, locale),
    daily_limit: referralEmailsPerDay(),
    sent_today: sentToday,
    referrals: rows.map((row) => ({
      email: row.referredEmail,
      is_deleted: row.referredUser?.deletedAt != null,
      invited_at: row.emailSentAt?.toISOString() ?? null,
      joined_at: row.signedUpAt?.toISOString() ?? null,
      has_joined: row.signedUpAt !== null,
    })),
  };
}
