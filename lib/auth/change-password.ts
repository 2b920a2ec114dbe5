import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { issueSession, type LoginResponse } from "@/lib/auth/issue-session";
import { beginLoginAttempt } from "@/lib/auth/login-attempts";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { accountUserSelect } from "@/lib/users/account-user";

/**
 * POST /api/auth/change-password-profile. The caller changes their own password (userId must be
 * theirs: 403 otherwise) by giving the current one (422 wrong_password; tries count like
 * logins). Every session issued before now ends (tokensValidAfter), this one included, so the
 * answer carries a fresh access token for the caller to continue with.
 */
export async function changePassword(
  caller: CurrentUser,
  { userId, currentPassword, newPassword, ip }: { userId: string; currentPassword: string; newPassword: string; ip: string | null },
): Promise<LoginResponse> {
  if (userId !== caller.id) throw new AppError("forbidden", { message: "You can only change your own password." });

  const attempt = await beginLoginAttempt({ email: caller.email, ip });
  const current = await db.user.findUnique({ where: { id: caller.id }, select: { passwordHash: true } });
  const matches = await verifyPassword(currentPassword, current?.passwordHash);
  await attempt.settle(matches);
  if (!matches) {
    throw new AppError("wrong_password", {
      message: "The current password is not correct.",
      details: { fields: [{ path: "currentPassword", code: "wrong_password", message: "The current password is not correct." }] },
    });
  }

  const passwordHash = await hashPassword(newPassword);
  const user = await db.user.update({
    where: { id: caller.id },
    data: { passwordHash, tokensValidAfter: new Date() },
    select: accountUserSelect,
  });
  return issueSession(user);
}
