import "server-only";

import { defaultLocale, isLocale } from "@/i18n/config";
import type { CurrentUser } from "@/lib/auth/current-user";
import { generateNumericCode, hashCode } from "@/lib/auth/one-time-secrets";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { phoneCodeScope, phoneVerificationRules } from "@/lib/phone-verification/phone-verification-rules";
import { sendSms } from "@/lib/sms/send-sms";
import { phoneVerificationSms } from "@/lib/sms/templates";
import { userNotFound } from "@/lib/users/update-profile";

export type SentPhoneCode = { sent: true; phone: string; expires_at: string; resend_after_seconds: number };

/**
 * POST /api/users/profile/send-sms-verification {userId}: texts a 6-digit code to the profile's
 * phone, valid 10 minutes; a new code replaces any earlier one. At most one code a minute and 5 an
 * hour per account: the user row is locked while the earlier codes are counted, so parallel
 * requests cannot both slip under the limit. Refused: another user's id (404), no phone on the
 * profile (422 phone_required), too soon or too many (429 rate_limited, details.retryAfterSeconds).
 */
export async function sendPhoneVerificationCode(caller: CurrentUser, { userId }: { userId: string }): Promise<SentPhoneCode> {
  const code = generateNumericCode();
  const { phone, locale, expiresAt } = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string; phone: string | null; locale: string }[]>`
      SELECT id, phone, locale FROM users WHERE id = ${userId}::uuid AND id = ${caller.id}::uuid AND deleted_at IS NULL FOR UPDATE`;
    const user = locked[0];
    if (!user) throw userNotFound();
    if (!user.phone) throw new AppError("phone_required", { message: "Add a phone number to your profile first.", details: { fields: [{ path: "phone", code: "required", message: "This field is required" }] } });

    const now = new Date();
    const recent = await tx.verificationCode.findMany({
      where: { userId: user.id, purpose: "PHONE", createdAt: { gt: new Date(now.getTime() - 60 * 60_000) } },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true },
    });
    const retryAfterMs = Math.max(
      recent.length >= phoneVerificationRules.codesPerHour ? recent[0]!.createdAt.getTime() + 60 * 60_000 - now.getTime() : 0,
      recent.length > 0 ? recent.at(-1)!.createdAt.getTime() + phoneVerificationRules.resendAfterMs - now.getTime() : 0,
    );
    if (retryAfterMs > 0) {
      throw new AppError("rate_limited", { message: "A code was sent a moment ago. Please wait before asking for another.", details: { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } });
    }

    const expiresAt = new Date(now.getTime() + phoneVerificationRules.codeTtlMs);
    await tx.verificationCode.updateMany({ where: { userId: user.id, purpose: "PHONE", consumedAt: null }, data: { consumedAt: now } });
    await tx.verificationCode.create({
      data: { userId: user.id, purpose: "PHONE", target: user.phone, codeHash: hashCode(phoneCodeScope(user.id, user.phone), code), expiresAt, createdAt: now },
      select: { id: true },
    });
    return { phone: user.phone, locale: isLocale(user.locale) ? user.locale : defaultLocale, expiresAt };
  });

  const minutes = phoneVerificationRules.codeTtlMs / 60_000;
  // Numbers saved before the profile stored them in E.164 may hold spaces or dashes; SMS providers take digits only.
  const to = phone.replace(/[\s().-]/g, "");
  await sendSms({ to, userId, template: "phone_verification", body: phoneVerificationSms({ locale, code, minutes }) });
  return { sent: true, phone, expires_at: expiresAt.toISOString(), resend_after_seconds: phoneVerificationRules.resendAfterMs / 1000 };
}
