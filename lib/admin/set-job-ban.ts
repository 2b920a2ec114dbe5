import "server-only";

import { recordAdminAction } from "@/lib/admin/record-admin-action";
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { forgetPublicJobs } from "@/lib/jobs/public-job-cache";

export type JobBanState = { _id: string; title: string; is_banned: boolean; banned_at: Date | null; changed: boolean };

/**
 * PUT /api/posts/{id}/banned and un-banned. A banned job follows the public lifecycle of a closed
 * one (lib/jobs/public-jobs.ts reads banned_at): it leaves search and the sitemap, its page answers
 * 410 without the job's markup or JSON-LD, and it takes no applications or invitations. Its
 * employer cannot open it again until it is unbanned; unbanning puts it back as it was (its
 * status, expiry and company still apply). The job's row is locked for the change and its audit
 * row; a repeated call changes nothing and writes nothing (`changed: false`).
 */
export async function setJobBan(admin: CurrentUser, jobId: string, banned: boolean, reason?: string, now = new Date()): Promise<JobBanState> {
  const state = await db.$transaction(async (tx) => {
    const [job] = await tx.$queryRaw<{ id: string; title: string; banned_at: Date | null }[]>`
      SELECT id, title, banned_at FROM jobs WHERE id = ${jobId}::uuid FOR UPDATE`;
    if (!job) throw new AppError("not_found", { message: "No such job." });
    const changed = (job.banned_at !== null) !== banned;
    const bannedAt = changed ? (banned ? now : null) : job.banned_at;
    if (changed) {
      await tx.job.update({ where: { id: jobId }, data: { bannedAt } });
      await recordAdminAction(tx, admin.id, banned ? "job_banned" : "job_unbanned", { type: "job", id: jobId, label: job.title }, reason);
    }
    return { _id: job.id, title: job.title, is_banned: bannedAt !== null, banned_at: bannedAt, changed };
  });
  if (state.changed) forgetPublicJobs();
  return state;
}
