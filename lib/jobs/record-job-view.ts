import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { findableJobSql } from "@/lib/jobs/public-jobs";
import { enforceRateLimit } from "@/lib/rate-limit/hit-rate-limit";

/**
 * The job page is served from the response cache to visitors, so it cannot count its own views:
 * the page sends one beacon per browser session (components/job-summary/job-view-beacon.tsx) and
 * this counts it. A brake per address keeps a script from inflating a job's figure; an address
 * behind which a whole office browses still gets 60 job views a minute. It is counted in
 * PostgreSQL (lib/rate-limit/hit-rate-limit.ts), so every app instance applies the same one.
 */
const viewsPerAddress = { limit: 60, windowMs: 60_000 } as const;

/**
 * POST /api/posts/{id}/view: one more view of a findable job's public page. Views by the job's
 * creator are not counted, nor views of jobs nobody may find (drafts, closed, private, banned):
 * `counted` says which, and an unknown id reads the same as an uncounted one.
 */
export async function recordJobView({ jobId, viewer, ip, now = new Date() }: { jobId: string; viewer: CurrentUser | null; ip: string | null; now?: Date }): Promise<{ counted: boolean }> {
  // Without an address (no reverse proxy in front), one shared key would brake the whole site's
  // views: each job is braked on its own instead.
  await enforceRateLimit({ ...viewsPerAddress, key: ip ? `job-view:ip:${ip}` : `job-view:job:${jobId}` }, "Too many job views from this address. Please wait a moment.", now);
  // Raw SQL: Prisma's update would also move updated_at, which the sitemap reads as the job's last change.
  const count = await db.$executeRaw`
    UPDATE jobs j SET view_count = j.view_count + 1 FROM companies c
    WHERE j.id = ${jobId}::uuid AND c.id = j.company_id AND ${findableJobSql(now)}
      AND j.created_by_id IS DISTINCT FROM ${viewer?.id ?? null}::uuid`;
  return { counted: count === 1 };
}
