import "server-only";

import { beginLoginAttempt, loginLimits } from "@/lib/auth/login-attempts";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "@/lib/auth/password";
import { offerSignInLink } from "@/lib/auth/sign-in-link";
import { db } from "@/lib/db";
import { AppError, isAppError } from "@/lib/errors";
import { accountUserSelect, pickAccountUser, type AccountUserRecord } from "@/lib/users/account-user";
import { logger } from "@/lib/observability/logger";

/**
 * The password check behind every login (the API's and next-auth's credentials provider):
 * throttled per address and account pair and per address, never per account alone (a stranger's
 * guesses must not keep the owner out); repeated failures at an account mail its owner a sign-in
 * link (lib/auth/sign-in-link.ts). The same 401 invalid_credentials whether or not the e-mail
 * has an account (unknown e-mails cost one hash too), and 403 account_banned only once the
 * password is right, so that a ban tells nothing to someone without it.
 */
export async function checkCredentials({ email, password, ip }: { email: string; password: string; ip: string | null }): Promise<AccountUserRecord> {
  const attempt = await beginLoginAttempt({ email, ip }).catch(async (error: unknown) => {
    // A throttled owner (their own typos, or a guesser behind the same address) gets the link
    // too, at most once per quarter hour.
    if (isAppError(error) && error.code === "rate_limited") await offerSignInLink(email);
    throw error;
  });
  const user = await db.user.findUnique({
    where: { email },
    select: { ...accountUserSelect, passwordHash: true, bannedAt: true, deletedAt: true },
  });
  const usable = user && !user.deletedAt && user.passwordHash ? user : null;
  const matches = usable ? await verifyPassword(password, usable.passwordHash) : await verifyAgainstDummy(password);
  await attempt.settle(matches);
  if (!matches && attempt.recentAccountFailures + 1 >= loginLimits.failuresBeforeSignInLink) await offerSignInLink(email);
  if (!usable || !matches) {
    throw new AppError("invalid_credentials", { message: "The e-mail or the password is not correct." });
  }
  if (usable.bannedAt) throw new AppError("account_banned", { message: "This account has been banned." });

  if (usable.passwordHash && needsRehash(usable.passwordHash)) await upgradeHash(usable.id, usable.passwordHash, password);
  return pickAccountUser(usable);
}

/** Re-hashes with today's parameters while the plain password is at hand (best effort). */
async function upgradeHash(userId: string, oldHash: string, password: string) {
  try {
    await db.user.updateMany({ where: { id: userId, passwordHash: oldHash }, data: { passwordHash: await hashPassword(password) } });
  } catch (error) {
    logger.warn("could not upgrade a password hash", { userId, error: String(error) });
  }
}
