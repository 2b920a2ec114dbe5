import "server-only";

import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { publishNewNotifications } from "@/lib/notifications/publish-new-notifications";
import { recordNotifications, type NewNotification } from "@/lib/notifications/record-notification";

export const JOB_EXPIRING_SOON = "JOB_EXPIRING_SOON";

/** An employer hears of an open job's expiry this long before it. */
export const EXPIRING_SOON_DAYS = 3;

/** At most this many notices a sweep, soonest expiry first; the next sweep writes the rest. */
export const EXPIRING_JOBS_PER_SWEEP = 1_000;

/**
 * The transaction-level advisory lock of the sweep: two app instances sweeping at once queue on
 * it, and the second sees what the first wrote, so each notice is written once. Any fixed number
 * no other lock of the app uses.
 */
const SWEEP_LOCK_KEY = 7_301_013;

/** The lock may wait for another instance's sweep; each holds it for one short transaction. */
const sweepTransactionOptions = { maxWait: 15_000, timeout: 30_000 };

const DAY_MS = 24 * 60 * 60 * 1000;

type ExpiringJob = { id: string; title: string; expires_at: Date; created_by_id: string };

/**
 * Tells the creator of every open, unbanned job that expires within EXPIRING_SOON_DAYS (and has
 * not yet) about it, once per job and expiry: the notice's data keeps the expiry it announced, so
 * a job extended since is announced again when its new expiry nears. Published live after the
 * commit; returns the notices written.
 */
export async function notifyExpiringJobs(now: Date = new Date()): Promise<NewNotification[]> {
  const horizon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS);
  const notifications = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SWEEP_LOCK_KEY}::bigint)`;
    // The data's expiresAt is written as toISOString() writes it; to_char spells a stored
    // timestamp(3) the same way, so the two compare as text.
    const jobs = await tx.$queryRaw<ExpiringJob[]>(Prisma.sql`
      SELECT j.id, j.title, j.expires_at, j.created_by_id
      FROM jobs j
      JOIN users u ON u.id = j.created_by_id AND u.deleted_at IS NULL
      WHERE j.status = 'OPEN' AND j.banned_at IS NULL
        AND j.expires_at > ${now} AND j.expires_at <= ${horizon}
        AND NOT EXISTS (
          SELECT 1 FROM notifications n
          WHERE n.user_id = j.created_by_id AND n.type = ${JOB_EXPIRING_SOON}
            AND n.data->>'jobId' = j.id::text
            AND n.data->>'expiresAt' = to_char(j.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        )
      ORDER BY j.expires_at, j.id
      LIMIT ${EXPIRING_JOBS_PER_SWEEP}`);
    return recordNotifications(
      tx,
      jobs.map((job) => ({
        userId: job.created_by_id,
        side: "EMPLOYER" as const,
        type: JOB_EXPIRING_SOON,
        data: { jobId: job.id, jobTitle: job.title, expiresAt: job.expires_at.toISOString() },
        createdAt: now,
      })),
    );
  }, sweepTransactionOptions);
  await publishNewNotifications(notifications);
  return notifications;
}
