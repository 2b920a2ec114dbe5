import "server-only";

import { adminPage, inOrderOf, likePattern, orderBySql, pageOfIds, type AdminPage } from "@/lib/admin/admin-page";
import { dayRange, type AdminJobsQuery } from "@/lib/admin/schemas";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

export type AdminJobRow = {
  _id: string;
  title: string;
  status: "draft" | "open" | "paused" | "closed";
  is_public: boolean;
  is_banned: boolean;
  banned_at: Date | null;
  published_at: Date | null;
  expires_at: Date | null;
  created_at: Date;
  company: { _id: string; name: string; is_banned: boolean; is_disabled: boolean };
  applications_count: number;
};

/** A search matching more companies than this by name finds the jobs of the first ones (and every title match). */
const MAX_MATCHED_COMPANIES = 500;

/**
 * GET /api/posts/list: every job in every state (drafts and banned ones too), searched by title or
 * company name, filtered by status, banned, category, country, type, company and created days,
 * sorted by field:direction (default created_at:desc, ties by id).
 */
export async function listAdminJobs(query: AdminJobsQuery): Promise<AdminPage<AdminJobRow>> {
  const { ids, counted } = await pageOfIds("jobs", await matchingJobs(query), orderBySql(query.sort, ["published_at"]), query);
  const rows = inOrderOf(
    ids,
    await db.job.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        title: true,
        status: true,
        isPublic: true,
        bannedAt: true,
        publishedAt: true,
        expiresAt: true,
        createdAt: true,
        company: { select: { id: true, name: true, bannedAt: true, disabledAt: true } },
        _count: { select: { applications: true } },
      },
    }),
  );
  return adminPage(
    rows.map((job) => ({
      _id: job.id,
      title: job.title,
      status: job.status.toLowerCase() as AdminJobRow["status"],
      is_public: job.isPublic,
      is_banned: job.bannedAt !== null,
      banned_at: job.bannedAt,
      published_at: job.publishedAt,
      expires_at: job.expiresAt,
      created_at: job.createdAt,
      company: { _id: job.company.id, name: job.company.name, is_banned: job.company.bannedAt !== null, is_disabled: job.company.disabledAt !== null },
      applications_count: job._count.applications,
    })),
    counted,
    query,
  );
}

/**
 * The companies matching the search first (a small table), then their jobs by company_id: an OR
 * with a join would make PostgreSQL read every job's wide row; title (trigram index) OR
 * company_id (its index) do not.
 */
async function matchingJobs(query: AdminJobsQuery): Promise<Prisma.Sql> {
  const conditions: Prisma.Sql[] = [Prisma.sql`TRUE`];
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    const companies = await db.$queryRaw<{ id: string }[]>`SELECT id FROM companies WHERE name ILIKE ${pattern} LIMIT ${MAX_MATCHED_COMPANIES}`;
    const companyIds = companies.map((company) => company.id);
    conditions.push(companyIds.length > 0 ? Prisma.sql`(title ILIKE ${pattern} OR company_id = ANY(${companyIds}::uuid[]))` : Prisma.sql`title ILIKE ${pattern}`);
  }
  if (query.status) conditions.push(Prisma.sql`status = ${query.status.toUpperCase()}::job_status`);
  if (query.banned !== undefined) conditions.push(query.banned ? Prisma.sql`banned_at IS NOT NULL` : Prisma.sql`banned_at IS NULL`);
  if (query.job_category) conditions.push(Prisma.sql`industry_id = ${query.job_category}`);
  if (query.country_id) conditions.push(Prisma.sql`country_id = ${query.country_id}`);
  if (query.job_type) conditions.push(Prisma.sql`job_type = ${query.job_type}::job_type`);
  if (query.company_id) conditions.push(Prisma.sql`company_id = ${query.company_id}::uuid`);
  const created = dayRange(query.startDate, query.endDate);
  if (created?.gte) conditions.push(Prisma.sql`created_at >= ${created.gte}`);
  if (created?.lt) conditions.push(Prisma.sql`created_at < ${created.lt}`);
  return Prisma.join(conditions, " AND ");
}
