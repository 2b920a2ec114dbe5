import "server-only";

import { db } from "@/lib/db";
import { isPremiumPlan, planNameOf } from "@/lib/plans/plan-status";

/** A job the invitation modal offers: the employer's own open job, and whether its company may invite. */
export type InvitableJob = { _id: string; title: string; company: { _id: string; name: string; isPremium: boolean } };

/**
 * The jobs an employer may invite candidates to (spec 4 and 5): the open, published, unexpired,
 * unbanned jobs they created, newest first. A job of a company on Free is listed with
 * isPremium false: choosing it opens the upgrade dialog instead of inviting.
 */
export async function listInvitableJobs(employerId: string, now: Date = new Date()): Promise<InvitableJob[]> {
  const jobs = await db.job.findMany({
    where: {
      createdById: employerId,
      status: "OPEN",
      bannedAt: null,
      publishedAt: { lte: now },
      OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
      company: { bannedAt: null, disabledAt: null },
    },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: 200,
    select: {
      id: true,
      title: true,
      company: { select: { id: true, name: true, subscription: { select: { status: true, plan: { select: { name: true } } } } } },
    },
  });
  return jobs.map((job) => ({
    _id: job.id,
    title: job.title,
    company: { _id: job.company.id, name: job.company.name, isPremium: isPremiumPlan(planNameOf(job.company.subscription)) },
  }));
}
