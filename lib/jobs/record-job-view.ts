import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { findableJobSql } from "@/lib/jobs/public-jobs";
import { enforceRateLimit } from "@/lib/rate-limit/hit-rate-limit";

/**
 * The job page is served from the response cache to visitors, so it cannot count its own views:
 * the page sends one beacon per browser session (components/job-summary/job-view-beacon.tsx) and
 * this counts it. A brake per address and job keeps a script from inflating a job's figure; an
 * address behind which a whole office browses still counts 60 views of one job a minute, and
 * browsing many jobs from one address is never braked. It is counted in PostgreSQL
 * (lib/rate-limit/hit-rate-limit.ts), so every app instance applies the same one.
 */
const viewsPerAddressAndJob = { limit: 60, windowMs: 60_000 } as const;

/**
 * POST /api/posts/{id}/view: one more view of a findable job's public page. Views by the job's
 * creator are not counted, nor views of jobs nobody may find (drafts, closed, private, banned):
 * `counted` says which, and an unknown id reads the same as an uncounted one.
 */
export async function recordJobView({ jobId, viewer, ip, now = new Date() }: { jobId: string; viewer: CurrentUser | null; ip: string | null; now?: Date }): Promise<{ counted: boolean }> {
  // Without a known address (next dev), every viewer of a job shares its brake.
  await enforceRateLimit({ ...viewsPerAddressAndJob, key: `job-view:job:${jobId}:ip:${ip ?? "unknown"}` }, "Too many views of this job from this address. Please wait a moment.", now);
  // Raw SQL: Prisma's update would also move updated_at, which the sitemap reads as the job's last change.
  const count = await db.$executeRaw`
    UPDATE jobs j SET view_count = j.view_count + 1 FROM companies c
    WHERE j.id = ${jobId}::uuid AND c.id = j.company_id AND ${findableJobSql(now)}
      AND j.created_by_id IS DISTINCT FROM ${viewer?.id ?? null}::uuid`;
  return { counted: count === 1 };
}
