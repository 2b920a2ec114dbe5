import "server-only";

import { defaultLocale, isLocale } from "@/i18n/config";
import { generateNumericCode, hashCode } from "@/lib/auth/one-time-secrets";
import { passwordResetRules, resetCodeScope } from "@/lib/auth/password-reset-rules";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/mail/send-email";
import { passwordResetEmail } from "@/lib/mail/templates";

/**
 * POST /api/auth/request-reset-password. Always answers the same, account or not; when the
 * account exists (and is neither deleted nor banned) it mails a 6-digit code, valid for 15
 * minutes and 5 tries. A new code replaces any earlier one.
 */
export async function requestPasswordReset({ email }: { email: string }): Promise<{ sent: true }> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, locale: true, bannedAt: true, deletedAt: true } });
  if (!user || user.bannedAt || user.deletedAt) return { sent: true };

  const now = new Date();
  const recent = await db.verificationCode.count({
    where: { userId: user.id, purpose: "PASSWORD_RESET", createdAt: { gt: new Date(now.getTime() - 60 * 60_000) } },
  });
  if (recent >= passwordResetRules.codesPerHour) return { sent: true };

  const code = generateNumericCode();
  await db.$transaction([
    db.verificationCode.updateMany({ where: { userId: user.id, purpose: "PASSWORD_RESET", consumedAt: null }, data: { consumedAt: now } }),
    db.verificationCode.create({
      data: {
        userId: user.id,
        purpose: "PASSWORD_RESET",
        target: user.email,
        codeHash: hashCode(resetCodeScope(user.id), code),
        expiresAt: new Date(now.getTime() + passwordResetRules.codeTtlMs),
        createdAt: now,
      },
      select: { id: true },
    }),
  ]);

  const locale = isLocale(user.locale) ? user.locale : defaultLocale;
  await sendEmail({ to: user.email, userId: user.id, template: "password_reset", locale, ...passwordResetEmail({ locale, code }) });
  return { sent: true };
}
