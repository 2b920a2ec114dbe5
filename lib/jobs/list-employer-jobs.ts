import "server-only";

import { z } from "zod";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { JobStatus } from "@/lib/generated/prisma/enums";
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

type ListedJobRow = {
  id: string;
  title: string;
  status: JobStatus;
  is_public: boolean;
  published_at: Date | null;
  expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
  banned_at: Date | null;
  company_id: string;
  company_name: string;
  company_slug: string;
  company_logo: string | null;
  applicants: number;
  new_applicants: number;
  total: number;
};

/**
 * The jobs an employer created, across all their companies, newest first: status, applicants and
 * how many are new since they last opened the job's applicants. One query for the page and its
 * total (a window count). Another user's list is 404.
 */
export async function listEmployerJobs(caller: CurrentUser, userId: string, query: EmployerJobsQuery) {
  if (userId !== caller.id) throw new AppError("not_found", { message: "No such user." });
  const conditions = [Prisma.sql`j.created_by_id = ${caller.id}::uuid`];
  if (query.company) conditions.push(Prisma.sql`j.company_id = ${query.company}::uuid`);
  if (query.status) conditions.push(Prisma.sql`j.status = ${query.status}::job_status`);
  if (query.search) conditions.push(Prisma.sql`j.title ILIKE ${`%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`}`);
  const where = Prisma.join(conditions, " AND ");
  const rows = await db.$queryRaw<ListedJobRow[]>`
    SELECT j.id, j.title, j.status, j.is_public, j.published_at, j.expires_at, j.created_at, j.updated_at, j.banned_at,
      c.id AS company_id, c.name AS company_name, c.slug AS company_slug, c.logo_url AS company_logo,
      (SELECT count(*) FROM applications a WHERE a.job_id = j.id)::int AS applicants,
      (SELECT count(*) FROM applications a WHERE a.job_id = j.id AND (j.applicants_seen_at IS NULL OR a.created_at > j.applicants_seen_at))::int AS new_applicants,
      count(*) OVER ()::int AS total
    FROM jobs j JOIN companies c ON c.id = j.company_id
    WHERE ${where}
    ORDER BY j.created_at DESC, j.id DESC
    LIMIT ${query.take} OFFSET ${(query.page - 1) * query.take}`;
  // A page past the end has no row to carry the total: count it on its own.
  const total = rows[0]?.total ?? (query.page > 1 ? (await db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM jobs j WHERE ${where}`)[0]!.total : 0);
  return {
    items: rows.map((job) => ({
      _id: job.id,
      job_title: job.title,
      status: toWireStatus(job.status),
      public: job.is_public,
      banned: job.banned_at !== null,
      company: { _id: job.company_id, name: job.company_name, slug: job.company_slug, logo: job.company_logo },
      published_at: job.published_at?.toISOString() ?? null,
      expires_at: job.expires_at?.toISOString().slice(0, 10) ?? null,
      created_at: job.created_at.toISOString(),
      updated_at: job.updated_at.toISOString(),
      applicants_count: job.applicants,
      new_applicants_count: job.new_applicants,
    })),
    total,
    page: query.page,
    take: query.take,
    pageCount: Math.max(1, Math.ceil(total / query.take)),
  };
}

export type EmployerJobList = Awaited<ReturnType<typeof listEmployerJobs>>;
export type EmployerJobItem = EmployerJobList["items"][number];
