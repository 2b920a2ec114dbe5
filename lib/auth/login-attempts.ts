import "server-only";

import { setTimeout as sleep } from "node:timers/promises";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

/**
 * Brakes on password guessing, kept in login_attempts so that they hold across processes:
 * after 5 failures for one e-mail, or 20 from one address, within 15 minutes, further attempts
 * are refused (429) until the oldest of those failures leaves the window. Successes reset
 * nothing: a login to one's own account must not buy more guesses at someone else's, and a
 * victim's login must not give the attacker a fresh allowance. Every attempt after a failure also
 * waits a little longer (100 ms doubling up to 1 s), so that bursts are slow even below the limit.
 */
export const loginLimits = {
  windowMs: 15 * 60_000,
  failuresPerEmail: 5,
  failuresPerIp: 20,
  firstDelayMs: 100,
  maxDelayMs: 1_000,
} as const;

export type LoginAttempt = {
  /** Records how the attempt ended; a failure counts towards the limits. */
  settle(succeeded: boolean): Promise<void>;
};

/** The pause before answering an attempt that follows `failures` recent failures. */
export function slowdownMs(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(loginLimits.maxDelayMs, loginLimits.firstDelayMs * 2 ** (failures - 1));
}

/**
 * Opens an attempt, or throws 429 rate_limited (details.retryAfterSeconds). The attempt is
 * written first, as a failure, and only then are failures counted: attempts running in parallel
 * count each other, so a burst cannot slip past the limit by asking all at once. An attempt that
 * is refused is removed again, so that hammering does not extend the lockout.
 */
export async function beginLoginAttempt({ email, ip }: { email: string; ip: string | null }): Promise<LoginAttempt> {
  const now = new Date();
  const since = new Date(now.getTime() - loginLimits.windowMs);
  const { id } = await db.loginAttempt.create({ data: { email, ip, succeeded: false, createdAt: now }, select: { id: true } });

  const others = { succeeded: false, createdAt: { gt: since }, id: { not: id } } as const;
  const [emailFailures, ipFailures] = await Promise.all([
    db.loginAttempt.count({ where: { ...others, email } }),
    ip ? db.loginAttempt.count({ where: { ...others, ip } }) : Promise.resolve(0),
  ]);

  await sleep(slowdownMs(Math.max(emailFailures, Math.floor(ipFailures / 4))));

  const overEmail = emailFailures >= loginLimits.failuresPerEmail;
  const overIp = ip !== null && ipFailures >= loginLimits.failuresPerIp;
  if (overEmail || overIp) {
    await db.loginAttempt.delete({ where: { id } });
    const waits = await Promise.all([
      overEmail ? secondsUntilBelowLimit({ ...others, email }, loginLimits.failuresPerEmail) : 0,
      overIp ? secondsUntilBelowLimit({ ...others, ip }, loginLimits.failuresPerIp) : 0,
    ]);
    const retryAfterSeconds = Math.max(1, ...waits);
    throw new AppError("rate_limited", {
      message: "Too many failed attempts. Please wait before trying again.",
      details: { retryAfterSeconds },
    });
  }

  return {
    async settle(succeeded) {
      if (succeeded) await db.loginAttempt.update({ where: { id }, data: { succeeded: true } });
    },
  };
}

/** When the limit-th most recent failure leaves the window, the count drops below the limit. */
async function secondsUntilBelowLimit(where: { succeeded: false; createdAt: { gt: Date }; id: { not: string }; email?: string; ip?: string }, limit: number) {
  const [oldestCounted] = await db.loginAttempt.findMany({
    where,
    orderBy: { createdAt: "desc" },
    skip: limit - 1,
    take: 1,
    select: { createdAt: true },
  });
  if (!oldestCounted) return 1;
  return Math.ceil((oldestCounted.createdAt.getTime() + loginLimits.windowMs - Date.now()) / 1000);
}
