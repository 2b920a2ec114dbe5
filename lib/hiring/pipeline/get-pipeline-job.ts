import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import type { JobStatus } from "@/lib/generated/prisma/enums";
import { listJobQuotas, type JobQuota } from "@/lib/plans/list-job-quotas";

import { notFoundJob } from "./owned-job";

export type PipelineJob = { id: string; title: string; status: JobStatus; isPublic: boolean; companyName: string; quota: JobQuota | null };

/** The job details page's header: the caller's job, its status and its company's open-job quota. */
export async function getPipelineJob(caller: CurrentUser, jobId: string): Promise<PipelineJob> {
  const [job, quotas] = await Promise.all([
    db.job.findFirst({ where: { id: jobId, createdById: caller.id }, select: { id: true, title: true, status: true, isPublic: true, companyId: true, company: { select: { name: true } } } }),
    listJobQuotas(caller),
  ]);
  if (!job) throw notFoundJob();
  return {
    id: job.id,
    title: job.title,
    status: job.status,
    isPublic: job.isPublic,
    companyName: job.company.name,
    quota: quotas.find((quota) => quota.companyId === job.companyId) ?? null,
  };
}
