import "server-only";

import { setTimeout as sleep } from "node:timers/promises";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

/**
 * Brakes on password guessing, kept in login_attempts so that they hold across instances. They
 * throttle the guesser, never the owner: within 15 minutes, one address gets 5 failures at one
 * account (the pair) and 20 across accounts, then 429 until the oldest of those failures leaves
 * the window. No limit is per account alone, so someone failing elsewhere cannot keep the owner
 * out; instead, once an account has 5 recent failures from anywhere, its owner is mailed a
 * one-time sign-in link (lib/auth/sign-in-link.ts) that works whatever the throttles say.
 * Successes reset nothing: a login to one's own account must not buy more guesses at someone
 * else's. Every attempt after failures also waits a little longer (100 ms doubling up to 1 s):
 * for the pair's and the address's failures, and, far more gently, for the account's, so that
 * guesses spread over many addresses are slowed too.
 */
export const loginLimits = {
  windowMs: 15 * 60_000,
  failuresPerPair: 5,
  /**
   * LOGIN_FAILURES_PER_ADDRESS (default 20). The end-to-end suite raises it: all its browsers share
   * 127.0.0.1, and its own failed-login tests would otherwise throttle the specs that follow.
   */
  failuresPerIp: Number(process.env.LOGIN_FAILURES_PER_ADDRESS) || 20,
  /** Failures at one account, from any address, after which its owner is mailed a sign-in link. */
  failuresBeforeSignInLink: 5,
  firstDelayMs: 100,
  maxDelayMs: 1_000,
} as const;

export type LoginAttempt = {
  /** Failures at this account within the window, from any address, before this attempt. */
  recentAccountFailures: number;
  /** Records how the attempt ended; a failure counts towards the limits. */
  settle(succeeded: boolean): Promise<void>;
};

/** The pause before answering an attempt that follows `failures` recent failures. */
export function slowdownMs(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(loginLimits.maxDelayMs, loginLimits.firstDelayMs * 2 ** (failures - 1));
}

/** The throttle's refusal: the same words whether or not the account exists or a link was sent. */
function throttled(retryAfterSeconds: number): AppError {
  return new AppError("rate_limited", {
    message: "Too many failed attempts from this address. Please wait, or use the sign-in link sent to the account's e-mail address.",
    details: { retryAfterSeconds, reason: "login_throttled" },
  });
}

type FailureFilter = { succeeded: false; createdAt: { gt: Date }; id: { not: string }; email?: string; ip?: string | null };

/**
 * Opens an attempt, or throws 429 rate_limited (details.retryAfterSeconds, reason
 * "login_throttled"). The attempt is written first, as a failure, and only then are failures
 * counted: attempts running in parallel count each other, so a burst cannot slip past the limit
 * by asking all at once. An attempt that is refused is removed again, so that hammering does not
 * extend the wait. Without a known address (`ip` null), the pair is the account and the unknown
 * address, and there is no per-address limit.
 */
export async function beginLoginAttempt({ email, ip }: { email: string; ip: string | null }): Promise<LoginAttempt> {
  const now = new Date();
  const since = new Date(now.getTime() - loginLimits.windowMs);
  const { id } = await db.loginAttempt.create({ data: { email, ip, succeeded: false, createdAt: now }, select: { id: true } });

  const others = { succeeded: false, createdAt: { gt: since }, id: { not: id } } as const;
  const pair: FailureFilter = { ...others, email, ip };
  const address: FailureFilter = { ...others, ip };
  const [pairFailures, ipFailures, accountFailures] = await Promise.all([
    db.loginAttempt.count({ where: pair }),
    ip ? db.loginAttempt.count({ where: address }) : Promise.resolve(0),
    db.loginAttempt.count({ where: { ...others, email } }),
  ]);

  await sleep(slowdownMs(Math.max(pairFailures, Math.floor(ipFailures / 4), Math.floor(accountFailures / 10))));

  const overPair = pairFailures >= loginLimits.failuresPerPair;
  const overIp = ip !== null && ipFailures >= loginLimits.failuresPerIp;
  if (overPair || overIp) {
    await db.loginAttempt.delete({ where: { id } });
    const waits = await Promise.all([
      overPair ? secondsUntilBelowLimit(pair, loginLimits.failuresPerPair) : 0,
      overIp ? secondsUntilBelowLimit(address, loginLimits.failuresPerIp) : 0,
    ]);
    throw throttled(Math.max(1, ...waits));
  }

  return {
    recentAccountFailures: accountFailures,
    async settle(succeeded) {
      if (succeeded) await db.loginAttempt.update({ where: { id }, data: { succeeded: true } });
    },
  };
}

/** When the limit-th most recent failure leaves the window, the count drops below the limit. */
async function secondsUntilBelowLimit(where: FailureFilter, limit: number) {
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

/**
 * The owner came in through a sign-in link from `ip`: that address's failures at the account
 * were theirs, so its pair throttle is lifted (other addresses' failures stay on record).
 */
export async function forgiveFailures({ email, ip }: { email: string; ip: string | null }): Promise<void> {
  await db.loginAttempt.deleteMany({ where: { email, ip, succeeded: false } });
}
