import "server-only";

import { z } from "zod";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { jobStatusSchema } from "@/lib/jobs/job-post-schema";
import { toWireStatus } from "@/lib/jobs/job-post-wire";
import { queryText, recordId, wholeNumber } from "@/lib/validations/fields";

/** GET /api/users/{userId}/publishedPosts and the jobs listing page: one query schema for both. */
export const employerJobsQuerySchema = z.object({
  search: queryText(120).optional(),
  company: recordId().optional(),
  status: jobStatusSchema.optional(),
  page: wholeNumber(1, 10_000).default(1),
  take: wholeNumber(1, 100).default(20),
});

export type EmployerJobsQuery = z.output<typeof employerJobsQuerySchema>;

const listedJobSelect = {
  id: true,
  title: true,
  status: true,
  isPublic: true,
  publishedAt: true,
  expiresAt: true,
  createdAt: true,
  updatedAt: true,
  bannedAt: true,
  applicantsSeenAt: true,
  company: { select: { id: true, name: true, slug: true, logoUrl: true } },
  _count: { select: { applications: true } },
} satisfies Prisma.JobSelect;

/**
 * The jobs an employer created, across all their companies, newest first: status, applicants and
 * how many are new since they last opened the job's applicants. Another user's list is 404.
 */
export async function listEmployerJobs(caller: CurrentUser, userId: string, query: EmployerJobsQuery) {
  if (userId !== caller.id) throw new AppError("not_found", { message: "No such user." });
  const where: Prisma.JobWhereInput = {
    createdById: caller.id,
    ...(query.company ? { companyId: query.company } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.search ? { title: { contains: query.search, mode: "insensitive" } } : {}),
  };
  const [total, jobs] = await Promise.all([
    db.job.count({ where }),
    db.job.findMany({ where, select: listedJobSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (query.page - 1) * query.take, take: query.take }),
  ]);
  const newCounts = await countNewApplicantsOf(jobs);
  return {
    items: jobs.map((job) => ({
      _id: job.id,
      job_title: job.title,
      status: toWireStatus(job.status),
      public: job.isPublic,
      banned: job.bannedAt !== null,
      company: { _id: job.company.id, name: job.company.name, slug: job.company.slug, logo: job.company.logoUrl },
      published_at: job.publishedAt?.toISOString() ?? null,
      expires_at: job.expiresAt?.toISOString().slice(0, 10) ?? null,
      created_at: job.createdAt.toISOString(),
      updated_at: job.updatedAt.toISOString(),
      applicants_count: job._count.applications,
      new_applicants_count: newCounts.get(job.id) ?? 0,
    })),
    total,
    page: query.page,
    take: query.take,
    pageCount: Math.max(1, Math.ceil(total / query.take)),
  };
}

export type EmployerJobList = Awaited<ReturnType<typeof listEmployerJobs>>;
export type EmployerJobItem = EmployerJobList["items"][number];

/** Applications newer than each job's applicants_seen_at, in one query for the page. */
async function countNewApplicantsOf(jobs: { id: string; applicantsSeenAt: Date | null }[]): Promise<Map<string, number>> {
  if (jobs.length === 0) return new Map();
  const rows = await db.$queryRaw<{ job_id: string; count: number }[]>`
    SELECT a.job_id, count(*)::int AS count FROM applications a JOIN jobs j ON j.id = a.job_id
    WHERE a.job_id IN (${Prisma.join(jobs.map((job) => Prisma.sql`${job.id}::uuid`))})
      AND (j.applicants_seen_at IS NULL OR a.created_at > j.applicants_seen_at)
    GROUP BY a.job_id`;
  return new Map(rows.map((row) => [row.job_id, row.count]));
}
