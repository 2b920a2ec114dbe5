import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { getMembershipOrThrow } from "@/lib/companies/get-membership-or-throw";
import type { CompanyJobsQuery } from "@/lib/companies/schemas";
import { db } from "@/lib/db";
import type { JobStatus } from "@/lib/generated/prisma/enums";

export type CompanyJobWire = {
  _id: string;
  job_title: string;
  status: Lowercase<JobStatus>;
  public: boolean;
  created_at: Date;
  published_at: Date | null;
};

/** GET /api/companies/{id}/posts: every job of the company in any status, newest first, for its members. */
export async function listCompanyJobs(caller: CurrentUser, companyId: string, { take, page }: CompanyJobsQuery): Promise<CompanyJobWire[]> {
  await getMembershipOrThrow(caller, companyId);
  const jobs = await db.job.findMany({
    where: { companyId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * take,
    take,
    select: { id: true, title: true, status: true, isPublic: true, createdAt: true, publishedAt: true },
  });
  return jobs.map((job) => ({
    _id: job.id,
    job_title: job.title,
    status: job.status.toLowerCase() as Lowercase<JobStatus>,
    public: job.isPublic,
    created_at: job.createdAt,
    published_at: job.publishedAt,
  }));
}
