import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";

/**
 * publicJobWhere(now) (lib/jobs/public-jobs.ts) as a SQL condition, for the sitemap's raw
 * queries: jobs as `j` joined to their company as `c`. Keep the two in step; the sitemap's
 * integration test checks them against each other on every kind of job.
 */
export function findableJobSql(now: Date): Prisma.Sql {
  return Prisma.sql`j.status = 'OPEN' AND j.is_public AND j.banned_at IS NULL
    AND j.published_at <= ${now} AND (j.expires_at IS NULL OR j.expires_at > ${now})
    AND c.banned_at IS NULL AND c.disabled_at IS NULL`;
}
