import "server-only";

import { digestsEqual, generateToken, hashCode, hashToken } from "@/lib/auth/one-time-secrets";
import { passwordResetRules, resetCodeScope } from "@/lib/auth/password-reset-rules";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

type Refusal = "mismatch" | "expired" | "attempts_exhausted";

function invalidCode(reason: Refusal, extra: Record<string, unknown> = {}): AppError {
  const messages: Record<Refusal, string> = {
    mismatch: "The code is not correct.",
    expired: "The code has expired. Please ask for a new one.",
    attempts_exhausted: "Too many wrong codes. Please ask for a new one.",
  };
  return new AppError("invalid_code", { message: messages[reason], details: { reason, ...extra } });
}

/**
 * POST /api/auth/validate-code: trades the mailed code for a single-use reset token (30 minutes).
 * Each try spends one of the code's 5 attempts before the comparison, in one conditional update,
 * so that parallel guesses cannot spend more than 5. An e-mail with no account or no live code
 * answers like an expired code.
 */
export async function validateResetCode({ email, code }: { email: string; code: string }): Promise<{ resetToken: string }> {
  const now = new Date();
  const user = await db.user.findUnique({ where: { email }, select: { id: true, deletedAt: true } });
  if (!user || user.deletedAt) throw invalidCode("expired");

  const live = await db.verificationCode.findFirst({
    where: { userId: user.id, purpose: "PASSWORD_RESET", consumedAt: null },
    orderBy: { createdAt: "desc" },
    select: { id: true, codeHash: true, attempts: true, expiresAt: true },
  });
  if (!live || live.expiresAt <= now) throw invalidCode("expired");

  const spent = await db.verificationCode.updateMany({
    where: { id: live.id, consumedAt: null, expiresAt: { gt: now }, attempts: { lt: passwordResetRules.codeAttempts } },
    data: { attempts: { increment: 1 } },
  });
  if (spent.count === 0) throw invalidCode("attempts_exhausted");

  if (!digestsEqual(hashCode(resetCodeScope(user.id), code), live.codeHash)) {
    throw invalidCode("mismatch", { attemptsLeft: Math.max(0, passwordResetRules.codeAttempts - live.attempts - 1) });
  }

  const resetToken = generateToken();
  await db.$transaction(async (tx) => {
    const consumed = await tx.verificationCode.updateMany({ where: { id: live.id, consumedAt: null }, data: { consumedAt: now } });
    // Someone else traded the same code a moment ago.
    if (consumed.count === 0) throw invalidCode("expired");
    await tx.passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashToken(resetToken), expiresAt: new Date(now.getTime() + passwordResetRules.tokenTtlMs), createdAt: now },
      select: { id: true },
    });
  });
  return { resetToken };
}
