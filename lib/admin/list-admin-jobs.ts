import "server-only";

import { adminPage, cappedCount, type AdminPage } from "@/lib/admin/admin-page";
import { dayRange, type AdminJobsQuery } from "@/lib/admin/schemas";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

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

const orderColumn = { created_at: "createdAt", published_at: "publishedAt", title: "title" } as const;

/**
 * GET /api/posts/list: every job in every state (drafts and banned ones too), searched by title or
 * company name, filtered by status, banned, category, country, type, company and created days,
 * sorted by field:direction (default created_at:desc, ties by id).
 */
export async function listAdminJobs(query: AdminJobsQuery): Promise<AdminPage<AdminJobRow>> {
  const search = query.search?.trim();
  const created = dayRange(query.startDate, query.endDate);
  // The companies first (a small table), then their jobs by company_id: an OR with a join would
  // make PostgreSQL read every job's wide row; title (trigram index) OR company_id (its index) do not.
  const companyIds = search
    ? (await db.company.findMany({ where: { name: { contains: search, mode: "insensitive" } }, select: { id: true }, take: MAX_MATCHED_COMPANIES })).map((company) => company.id)
    : [];
  const where: Prisma.JobWhereInput = {
    ...(search ? { OR: [{ title: { contains: search, mode: "insensitive" } }, ...(companyIds.length > 0 ? [{ companyId: { in: companyIds } }] : [])] } : {}),
    ...(query.status ? { status: query.status.toUpperCase() as "DRAFT" | "OPEN" | "PAUSED" | "CLOSED" } : {}),
    ...(query.banned === undefined ? {} : { bannedAt: query.banned ? { not: null } : null }),
    ...(query.job_category ? { industryId: query.job_category } : {}),
    ...(query.country_id ? { countryId: query.country_id } : {}),
    ...(query.job_type ? { jobType: query.job_type } : {}),
    ...(query.company_id ? { companyId: query.company_id } : {}),
    ...(created ? { createdAt: created } : {}),
  };
  const { field, direction } = query.sort;
  const [rows, total] = await Promise.all([
    db.job.findMany({
      where,
      orderBy: [{ [orderColumn[field]]: field === "published_at" ? { sort: direction, nulls: "last" } : direction }, { id: direction }],
      skip: (query.page - 1) * query.take,
      take: query.take,
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
    db.job.count({ where, ...cappedCount }),
  ]);
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
    total,
    query,
  );
}
