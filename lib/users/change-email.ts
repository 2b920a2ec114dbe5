import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { digestsEqual, hashCode } from "@/lib/auth/one-time-secrets";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { emailChangeCodeScope, emailChangeRules } from "@/lib/users/email-change-rules";
import { emailsNotDifferent, emailTaken } from "@/lib/users/email-change-errors";
import { userNotFound } from "@/lib/users/update-profile";

/** The spec's answer: valid, or why not (expired also covers no code for this address, and a code out of tries). */
export type ChangeEmailResult = { valid: true; email: string } | { valid: false; reason: "expired" | "mismatch" };

const expired: ChangeEmailResult = { valid: false, reason: "expired" };

/**
 * PUT /api/users/profile/change-email {userId, email, verificationCode}. The latest code mailed to
 * that address, while it lives (15 minutes, 5 tries, each try spent before the comparison so
 * that parallel guesses cannot spend more), makes it the account's address, already verified.
 * The unique index on users.email decides between two accounts racing for one address: one
 * wins, the other gets 409 email_taken and keeps its code.
 */
export async function changeEmail(
  caller: CurrentUser,
  { userId, email, verificationCode }: { userId: string; email: string; verificationCode: string },
): Promise<ChangeEmailResult> {
  const user = await db.user.findFirst({ where: { id: userId, AND: [{ id: caller.id }], deletedAt: null }, select: { id: true, email: true } });
  if (!user) throw userNotFound();
  if (user.email.toLowerCase() === email) throw emailsNotDifferent();

  const now = new Date();
  const live = await db.verificationCode.findFirst({
    where: { userId: user.id, purpose: "EMAIL_CHANGE", consumedAt: null },
    orderBy: { createdAt: "desc" },
    select: { id: true, target: true, codeHash: true, expiresAt: true },
  });
  if (!live || live.target.toLowerCase() !== email || live.expiresAt <= now) return expired;

  const spent = await db.verificationCode.updateMany({
    where: { id: live.id, consumedAt: null, expiresAt: { gt: now }, attempts: { lt: emailChangeRules.codeAttempts } },
    data: { attempts: { increment: 1 } },
  });
  if (spent.count === 0) return expired;
  if (!digestsEqual(hashCode(emailChangeCodeScope(user.id, email), verificationCode), live.codeHash)) {
    return { valid: false, reason: "mismatch" };
  }

  try {
    return await db.$transaction(async (tx) => {
      const consumed = await tx.verificationCode.updateMany({ where: { id: live.id, consumedAt: null }, data: { consumedAt: now } });
      // The same code used a moment ago by another request.
      if (consumed.count === 0) return expired;
      await tx.user.update({ where: { id: user.id }, data: { email, emailVerifiedAt: now }, select: { id: true } });
      await tx.user.updateMany({ where: { id: user.id, verificationType: null }, data: { verificationType: "EMAIL" } });
      return { valid: true as const, email };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw emailTaken();
    throw error;
  }
}
