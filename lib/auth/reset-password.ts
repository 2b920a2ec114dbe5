import "server-only";

import { hashToken } from "@/lib/auth/one-time-secrets";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

function invalidToken(reason: "unknown" | "expired" | "used"): AppError {
  const messages = {
    unknown: "This reset link is not valid.",
    expired: "This reset link has expired. Please ask for a new code.",
    used: "This reset link has already been used.",
  };
  return new AppError("invalid_token", { message: messages[reason], details: { reason } });
}

/**
 * POST /api/auth/reset-password: sets the new password with a reset token from validate-code, in
 * one transaction that uses the token up, ends every session issued before now
 * (tokensValidAfter), retires the account's other reset tokens and codes, and marks the e-mail
 * as verified (receiving the code proved it).
 */
export async function resetPassword({ resetToken, password }: { resetToken: string; password: string }): Promise<{ reset: true }> {
  const passwordHash = await hashPassword(password);
  const now = new Date();
  await db.$transaction(async (tx) => {
    const token = await tx.passwordResetToken.findUnique({
      where: { tokenHash: hashToken(resetToken) },
      select: { id: true, userId: true, usedAt: true, expiresAt: true },
    });
    if (!token) throw invalidToken("unknown");
    if (token.usedAt) throw invalidToken("used");
    if (token.expiresAt <= now) throw invalidToken("expired");
    const used = await tx.passwordResetToken.updateMany({ where: { id: token.id, usedAt: null }, data: { usedAt: now } });
    if (used.count === 0) throw invalidToken("used");

    await tx.user.update({ where: { id: token.userId }, data: { passwordHash, tokensValidAfter: now }, select: { id: true } });
    await tx.user.updateMany({ where: { id: token.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    await tx.user.updateMany({ where: { id: token.userId, verificationType: null }, data: { verificationType: "EMAIL" } });
    await tx.passwordResetToken.updateMany({ where: { userId: token.userId, usedAt: null }, data: { usedAt: now } });
    await tx.verificationCode.updateMany({ where: { userId: token.userId, purpose: "PASSWORD_RESET", consumedAt: null }, data: { consumedAt: now } });
  });
  return { reset: true };
}
