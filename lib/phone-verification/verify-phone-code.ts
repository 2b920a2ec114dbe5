import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { digestsEqual, hashCode } from "@/lib/auth/one-time-secrets";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { phoneCodeScope, phoneVerificationRules } from "@/lib/phone-verification/phone-verification-rules";
import { userNotFound } from "@/lib/users/update-profile";

export type VerifiedPhone = { verified: true; phone: string; phone_verified_at: string; is_user_verificated: true; type_user_verificated: string };

function codeExpired(reason: "expired" | "phone_changed"): AppError {
  const messages = {
    expired: "The code has expired. Please ask for a new one.",
    phone_changed: "The code was sent to a number your profile no longer has. Please ask for a new one.",
  };
  return new AppError("code_expired", { message: messages[reason], details: { reason } });
}

/**
 * POST /api/users/profile/verify-sms-code {userId, code}. The latest code, while it lives, for
 * the phone the profile still has, marks the phone verified and the user verified by PHONE (an
 * identity check, the stronger proof, is kept), spending the code, in one transaction. Each try
 * spends one of 5 attempts before the comparison, in one conditional UPDATE ... RETURNING, so
 * parallel guesses never get more than 5; the try after the fifth wrong one burns the code (429
 * too_many_attempts). A wrong code is 400 invalid_code with details.attemptsLeft.
 */
export async function verifyPhoneCode(caller: CurrentUser, { userId, code }: { userId: string; code: string }): Promise<VerifiedPhone> {
  const user = await db.user.findFirst({ where: { id: userId, AND: [{ id: caller.id }], deletedAt: null }, select: { id: true, phone: true } });
  if (!user) throw userNotFound();

  const now = new Date();
  const live = await db.verificationCode.findFirst({
    where: { userId: user.id, purpose: "PHONE", consumedAt: null },
    orderBy: { createdAt: "desc" },
    select: { id: true, target: true, codeHash: true, expiresAt: true },
  });
  if (!live || live.expiresAt <= now) throw codeExpired("expired");
  if (live.target !== user.phone) throw codeExpired("phone_changed");

  const spent = await db.$queryRaw<{ attempts: number }[]>`
    UPDATE verification_codes SET attempts = attempts + 1
    WHERE id = ${live.id}::uuid AND consumed_at IS NULL AND expires_at > ${now} AND attempts < ${phoneVerificationRules.codeAttempts}
    RETURNING attempts`;
  if (spent.length === 0) {
    const burnt = await db.verificationCode.updateMany({
      where: { id: live.id, consumedAt: null, attempts: { gte: phoneVerificationRules.codeAttempts } },
      data: { consumedAt: now },
    });
    const outOfAttempts = burnt.count > 0 || (await db.verificationCode.count({ where: { id: live.id, attempts: { gte: phoneVerificationRules.codeAttempts } } })) > 0;
    if (outOfAttempts) {
      throw new AppError("too_many_attempts", { message: "Too many wrong codes. Please ask for a new one.", details: { reason: "attempts_exhausted" } });
    }
    throw codeExpired("expired");
  }
  if (!digestsEqual(hashCode(phoneCodeScope(user.id, live.target), code), live.codeHash)) {
    const attemptsLeft = Math.max(0, phoneVerificationRules.codeAttempts - spent[0]!.attempts);
    throw new AppError("invalid_code", { message: "The code is not correct.", details: { reason: "mismatch", attemptsLeft } });
  }

  return db.$transaction(async (tx) => {
    const consumed = await tx.verificationCode.updateMany({ where: { id: live.id, consumedAt: null }, data: { consumedAt: now } });
    // The same code used a moment ago by another request.
    if (consumed.count === 0) throw codeExpired("expired");
    const updated = await tx.user.updateMany({ where: { id: user.id, phone: live.target, deletedAt: null }, data: { phoneVerifiedAt: now } });
    if (updated.count === 0) throw codeExpired("phone_changed");
    await tx.user.updateMany({
      where: { id: user.id, OR: [{ verificationType: null }, { verificationType: { in: ["EMAIL", "PHONE"] } }] },
      data: { verificationType: "PHONE" },
    });
    const { verificationType } = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { verificationType: true } });
    return {
      verified: true as const,
      phone: live.target,
      phone_verified_at: now.toISOString(),
      is_user_verificated: true as const,
      type_user_verificated: (verificationType ?? "PHONE").toLowerCase(),
    };
  });
}
