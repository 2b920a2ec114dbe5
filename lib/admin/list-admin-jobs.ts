import "server-only";

import { adminPage, countUpToCap, likePattern, orderBySql, pageSql, type AdminPage } from "@/lib/admin/admin-page";
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

const NULLABLE_SORT_FIELDS = ["published_at"];

type JobRecord = {
  id: string;
  title: string;
  status: "DRAFT" | "OPEN" | "PAUSED" | "CLOSED";
  is_public: boolean;
  banned_at: Date | null;
  published_at: Date | null;
  expires_at: Date | null;
  created_at: Date;
  company_id: string;
  company_name: string;
  company_banned_at: Date | null;
  company_disabled_at: Date | null;
  applications_count: number;
};

/**
 * GET /api/posts/list: every job in every state (drafts and banned ones too), searched by title or
 * company name, filtered by status, banned, category, country, type, company and created days,
 * sorted by field:direction (default created_at:desc, ties by id). The page is one query: its ids
 * sorted and paged on an index, then only those rows read whole with their company and count of
 * applications; the count is another.
 */
export async function listAdminJobs(query: AdminJobsQuery): Promise<AdminPage<AdminJobRow>> {
  const where = await matchingJobs(query);
  const [jobs, counted] = await Promise.all([
    db.$queryRaw<JobRecord[]>`
      SELECT j.id, j.title, j.status, j.is_public, j.banned_at, j.published_at, j.expires_at, j.created_at,
        c.id AS company_id, c.name AS company_name, c.banned_at AS company_banned_at, c.disabled_at AS company_disabled_at,
        (SELECT count(*)::int FROM applications WHERE applications.job_id = j.id) AS applications_count
      FROM (SELECT id FROM jobs WHERE ${where} ORDER BY ${orderBySql(query.sort, NULLABLE_SORT_FIELDS)} ${pageSql(query)}) AS page
      JOIN jobs j ON j.id = page.id
      JOIN companies c ON c.id = j.company_id
      ORDER BY ${orderBySql(query.sort, NULLABLE_SORT_FIELDS, "j")}`,
    countUpToCap("jobs", where),
  ]);
  return adminPage(
    jobs.map((job) => ({
      _id: job.id,
      title: job.title,
      status: job.status.toLowerCase() as AdminJobRow["status"],
      is_public: job.is_public,
      is_banned: job.banned_at !== null,
      banned_at: job.banned_at,
      published_at: job.published_at,
      expires_at: job.expires_at,
      created_at: job.created_at,
      company: { _id: job.company_id, name: job.company_name, is_banned: job.company_banned_at !== null, is_disabled: job.company_disabled_at !== null },
      applications_count: job.applications_count,
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
  // As text, so that no index serves it: PostgreSQL otherwise ANDs a search's bitmap with one of
  // every open job (80% of them, read from an index that starts with company_id), which tripled a
  // searched count's cost; four states in a 100,000-row table are a filter, not an index's job.
  if (query.status) conditions.push(Prisma.sql`status::text = ${query.status.toUpperCase()}`);
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
