import "server-only";

import type { OverviewQuery } from "@/lib/admin/schemas";
import { createShortLivedCache } from "@/lib/cache/short-lived-cache";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

export type OverviewPoint = {
  /** The first day of the bucket (a day, or a month for 12m), YYYY-MM-DD. */
  period_start: string;
  candidate_signups: number;
  employer_signups: number;
  jobs_opened: number;
  applications: number;
  hires: number;
  /** Paid (succeeded) transactions, in cents; refunds are not subtracted. */
  revenue_cents: number;
};

export type Overview = { period: OverviewQuery["period"]; bucket: "day" | "month"; points: OverviewPoint[]; totals: Omit<OverviewPoint, "period_start"> };

const periods = {
  "30d": { bucket: "day", interval: "29 days" },
  "90d": { bucket: "day", interval: "89 days" },
  "12m": { bucket: "month", interval: "11 months" },
} as const;

/**
 * GET /api/admin/overview: the marketplace's figures over time, one point per day (30 or 90 days)
 * or per month (12 months), buckets in UTC, empty buckets as zeros. Sign-ups count by the side the
 * account signed up for (is_employer), jobs by their first publication, revenue from transactions
 * that succeeded (the transactions table only; the payments module writes it).
 */
export async function getOverview({ period }: OverviewQuery, now?: Date): Promise<Overview> {
  return now ? computeOverview(period, now) : recentOverviews.get(period, () => computeOverview(period, new Date()));
}

/**
 * The figures aggregate every sign-up, job, application and payment of the period: tens of
 * milliseconds of database time once there are 100,000 jobs. A chart a minute old is as useful,
 * so each process keeps each period's figures for a minute (they are the same for every
 * administrator; a second instance may show its own minute-old copy).
 */
const recentOverviews = createShortLivedCache<Overview>({ ttlMs: 60_000, maxEntries: 3 });

async function computeOverview(period: OverviewQuery["period"], now: Date): Promise<Overview> {
  const { bucket, interval } = periods[period];
  const unit = Prisma.raw(`'${bucket}'`);
  const span = Prisma.raw(`'${interval}'`);
  const rows = await db.$queryRaw<{ period_start: string; candidate_signups: number; employer_signups: number; jobs_opened: number; applications: number; hires: number; revenue_cents: number }[]>`
    WITH buckets AS (
      SELECT generate_series(date_trunc(${unit}, ${now}::timestamptz AT TIME ZONE 'UTC') - ${span}::interval, date_trunc(${unit}, ${now}::timestamptz AT TIME ZONE 'UTC'), ('1 ' || ${unit})::interval) AS start
    ),
    since AS (SELECT min(start) AT TIME ZONE 'UTC' AS at FROM buckets),
    signups AS (
      SELECT date_trunc(${unit}, created_at AT TIME ZONE 'UTC') AS start,
             count(*) FILTER (WHERE NOT is_employer)::int AS candidates, count(*) FILTER (WHERE is_employer)::int AS employers
      FROM users WHERE created_at >= (SELECT at FROM since) AND role = 'USER' GROUP BY 1
    ),
    jobs AS (SELECT date_trunc(${unit}, published_at AT TIME ZONE 'UTC') AS start, count(*)::int AS n FROM jobs WHERE published_at >= (SELECT at FROM since) GROUP BY 1),
    apps AS (SELECT date_trunc(${unit}, created_at AT TIME ZONE 'UTC') AS start, count(*)::int AS n FROM applications WHERE created_at >= (SELECT at FROM since) GROUP BY 1),
    hires AS (SELECT date_trunc(${unit}, hired_at AT TIME ZONE 'UTC') AS start, count(*)::int AS n FROM applications WHERE hired_at >= (SELECT at FROM since) GROUP BY 1),
    revenue AS (
      SELECT date_trunc(${unit}, created_at AT TIME ZONE 'UTC') AS start, coalesce(sum(amount_cents), 0)::int AS cents
      FROM transactions WHERE status = 'SUCCEEDED' AND created_at >= (SELECT at FROM since) GROUP BY 1
    )
    SELECT to_char(b.start, 'YYYY-MM-DD') AS period_start,
           coalesce(s.candidates, 0) AS candidate_signups, coalesce(s.employers, 0) AS employer_signups,
           coalesce(j.n, 0) AS jobs_opened, coalesce(a.n, 0) AS applications, coalesce(h.n, 0) AS hires, coalesce(r.cents, 0) AS revenue_cents
    FROM buckets b
    LEFT JOIN signups s ON s.start = b.start LEFT JOIN jobs j ON j.start = b.start LEFT JOIN apps a ON a.start = b.start
    LEFT JOIN hires h ON h.start = b.start LEFT JOIN revenue r ON r.start = b.start
    ORDER BY b.start`;
  const totals = { candidate_signups: 0, employer_signups: 0, jobs_opened: 0, applications: 0, hires: 0, revenue_cents: 0 };
  for (const row of rows) for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
  return { period, bucket, points: rows, totals };
}
