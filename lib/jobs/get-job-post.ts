import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { jobPostSelect, jobPostToWire, type JobPostWire } from "@/lib/jobs/job-post-wire";
import { publicJobWhere } from "@/lib/jobs/public-jobs";

/**
 * GET /api/posts/{id}. Its creator reads the whole job in any state. Anyone else reads it only
 * while candidates may see it (findable, or private and they were invited), and without what is
 * the employer's own: knockout answers, views and applicant counts. Everything else is 404.
 */
export async function getJobPost(caller: CurrentUser | null, id: string, locale: "en" | "es", now: Date = new Date()): Promise<JobPostWire> {
  const job = await db.job.findFirst({ where: { id }, select: jobPostSelect });
  if (!job) throw notFound();
  if (caller && job.createdById === caller.id) return jobPostToWire(job, locale, { newApplicants: await countNewApplicants(job.id, job.applicantsSeenAt) });

  const open = publicJobWhere(now);
  const visible = await db.job.count({
    where: { id, OR: [open, ...(caller ? [{ ...open, isPublic: false, invitations: { some: { candidateId: caller.id } } }] : [])] },
  });
  if (!visible) throw notFound();
  const wire = jobPostToWire(job, locale);
  return {
    ...wire,
    questions: wire.questions.map((question) => ({ ...question, knockout_answer: null })),
    applicants_count: 0,
    new_applicants_count: 0,
    views: 0,
  };
}

const notFound = () => new AppError("not_found", { message: "No such job." });

export function countNewApplicants(jobId: string, seenAt: Date | null): Promise<number> {
  return db.application.count({ where: { jobId, ...(seenAt ? { createdAt: { gt: seenAt } } : {}) } });
}
