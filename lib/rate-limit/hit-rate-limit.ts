import "server-only";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

export type RateLimit = {
  /** What is limited and for whom, e.g. `email-lookup:ip:203.0.113.7`; at most 200 characters. */
  key: string;
  limit: number;
  windowMs: number;
};

export type RateLimitHit = { allowed: boolean; hits: number; retryAfterSeconds: number };

/** One expired-window sweep for about this many hits, so that the table stays small without a job. */
const SWEEP_EVERY_HITS = 200;

/**
 * Counts one hit for `key` in its current window, in PostgreSQL: every app instance shares the
 * count. A key's window opens at its first hit and lasts `windowMs`; the first hit after it ends
 * opens the next. The upsert is one atomic statement (INSERT ... ON CONFLICT takes the row's
 * lock), so concurrent hits from any number of processes are each counted once, with no
 * serialization failure to retry. Concurrent hits can take the lock in another order than their
 * clocks read, so the window starts at the earliest clock of its hits (LEAST): no hit is ever told
 * to wait longer than `windowMs`. Refused hits count too: hammering does not lift a limit sooner.
 */
export async function hitRateLimit({ key, limit, windowMs }: RateLimit, now: Date = new Date()): Promise<RateLimitHit> {
  const expiresAt = new Date(now.getTime() + windowMs);
  const [row] = await db.$queryRaw<{ hits: number; expires_at: Date }[]>`
    INSERT INTO rate_limit_windows AS w (key, window_start, hits, expires_at)
    VALUES (${key.slice(0, 200)}, ${now}, 1, ${expiresAt})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN w.expires_at <= EXCLUDED.window_start THEN 1 ELSE w.hits + 1 END,
      window_start = CASE WHEN w.expires_at <= EXCLUDED.window_start THEN EXCLUDED.window_start ELSE LEAST(w.window_start, EXCLUDED.window_start) END,
      expires_at = CASE WHEN w.expires_at <= EXCLUDED.window_start THEN EXCLUDED.expires_at ELSE LEAST(w.expires_at, EXCLUDED.expires_at) END
    RETURNING hits, expires_at`;
  // Awaited, not left running: work that outlives its request outlives a shutting-down process
  // or a test's database too. One hit in about 200 waits for an indexed delete.
  if (Math.random() * SWEEP_EVERY_HITS < 1) await sweepExpiredWindows(now);
  const hits = row?.hits ?? 1;
  const resetAt = row?.expires_at ?? expiresAt;
  return { allowed: hits <= limit, hits, retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)) };
}

/** hitRateLimit, throwing 429 rate_limited (details.retryAfterSeconds) once the window's limit is spent. */
export async function enforceRateLimit(limit: RateLimit, message: string, now: Date = new Date()): Promise<void> {
  const { allowed, retryAfterSeconds } = await hitRateLimit(limit, now);
  if (!allowed) throw new AppError("rate_limited", { message, details: { retryAfterSeconds } });
}

async function sweepExpiredWindows(now: Date) {
  await db.rateLimitWindow.deleteMany({ where: { expiresAt: { lt: now } } }).catch((error: unknown) => {
    console.error(JSON.stringify({ level: "warn", message: "could not sweep expired rate-limit windows", error: String(error) }));
  });
}
