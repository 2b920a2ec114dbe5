import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { beginLoginAttempt } from "@/lib/auth/login-attempts";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

/**
 * POST /api/auth/verify-user-credentials: lets a logged-in user re-confirm their own password
 * (before a sensitive change). Only for the caller's own e-mail (403 otherwise), and counted like
 * logins, so that a borrowed session cannot be used to guess the password.
 */
export async function verifyUserCredentials(
  caller: CurrentUser,
  { email, password, ip }: { email: string; password: string; ip: string | null },
): Promise<{ verified: boolean }> {
  if (email.toLowerCase() !== caller.email.toLowerCase()) {
    throw new AppError("forbidden", { message: "You can only verify your own credentials." });
  }
  const attempt = await beginLoginAttempt({ email: caller.email, ip });
  const user = await db.user.findUnique({ where: { id: caller.id }, select: { passwordHash: true } });
  const verified = await verifyPassword(password, user?.passwordHash);
  await attempt.settle(verified);
  return { verified };
}
