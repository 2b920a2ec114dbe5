import "server-only";

import { defaultLocale, isLocale } from "@/i18n/config";
import type { CurrentUser } from "@/lib/auth/current-user";
import { generateNumericCode, hashCode } from "@/lib/auth/one-time-secrets";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { sendEmail } from "@/lib/mail/send-email";
import { emailChangeCodeEmail } from "@/lib/mail/templates";
import { emailChangeCodeScope, emailChangeRules } from "@/lib/users/email-change-rules";
import { emailsNotDifferent, emailTaken } from "@/lib/users/email-change-errors";
import { userNotFound } from "@/lib/users/update-profile";

/**
 * POST /api/users/profile/send-email-verification {userId, email}: mails a 6-digit code to the
 * NEW address, which proves the user reads it (PUT /api/users/profile/change-email takes it).
 * A new code replaces any earlier one. Refused: another user's id (404), the current address
 * (422, 'Emails no different'), an address another account has (409 email_taken; checked again
 * when the code is used, where the unique index decides), more than 5 codes an hour (429).
 */
export async function sendEmailChangeCode(caller: CurrentUser, { userId, email }: { userId: string; email: string }): Promise<{ sent: true }> {
  const user = await db.user.findFirst({ where: { id: userId, AND: [{ id: caller.id }], deletedAt: null }, select: { id: true, email: true, locale: true } });
  if (!user) throw userNotFound();
  if (user.email.toLowerCase() === email) throw emailsNotDifferent();
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) throw emailTaken();

  const now = new Date();
  const hourAgo = new Date(now.getTime() - 60 * 60_000);
  const recent = await db.verificationCode.findMany({
    where: { userId: user.id, purpose: "EMAIL_CHANGE", createdAt: { gt: hourAgo } },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true },
  });
  if (recent.length >= emailChangeRules.codesPerHour) {
    const retryAfterSeconds = Math.ceil((recent[0]!.createdAt.getTime() + 60 * 60_000 - now.getTime()) / 1000);
    throw new AppError("rate_limited", { message: "Too many codes asked for. Please wait before asking for another.", details: { retryAfterSeconds } });
  }

  const code = generateNumericCode();
  await db.$transaction([
    db.verificationCode.updateMany({ where: { userId: user.id, purpose: "EMAIL_CHANGE", consumedAt: null }, data: { consumedAt: now } }),
    db.verificationCode.create({
      data: {
        userId: user.id,
        purpose: "EMAIL_CHANGE",
        target: email,
        codeHash: hashCode(emailChangeCodeScope(user.id, email), code),
        expiresAt: new Date(now.getTime() + emailChangeRules.codeTtlMs),
        createdAt: now,
      },
      select: { id: true },
    }),
  ]);

  const locale = isLocale(user.locale) ? user.locale : defaultLocale;
  await sendEmail({ to: email, userId: user.id, template: "email_change_code", locale, ...emailChangeCodeEmail({ locale, code }) });
  return { sent: true };
}
