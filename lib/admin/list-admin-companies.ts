import "server-only";

import { adminPage, type AdminPage } from "@/lib/admin/admin-page";
import type { AdminCompaniesQuery } from "@/lib/admin/schemas";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type AdminCompanyRow = {
  _id: string;
  name: string;
  slug: string;
  is_banned: boolean;
  is_disabled: boolean;
  banned_at: Date | null;
  disabled_at: Date | null;
  created_at: Date;
  jobs_count: number;
  members_count: number;
};

/** GET /api/companies/admin: every company, searched by name, filtered by banned and disabled. */
export async function listAdminCompanies(query: AdminCompaniesQuery): Promise<AdminPage<AdminCompanyRow>> {
  const search = query.search?.trim();
  const where: Prisma.CompanyWhereInput = {
    ...(search ? { name: { contains: search, mode: "insensitive" } } : {}),
    ...(query.banned === undefined ? {} : { bannedAt: query.banned ? { not: null } : null }),
    ...(query.disabled === undefined ? {} : { disabledAt: query.disabled ? { not: null } : null }),
  };
  const { field, direction } = query.sort;
  const [rows, total] = await Promise.all([
    db.company.findMany({
      where,
      orderBy: [field === "name" ? { name: direction } : { createdAt: direction }, { id: direction }],
      skip: (query.page - 1) * query.take,
      take: query.take,
      select: { id: true, name: true, slug: true, bannedAt: true, disabledAt: true, createdAt: true, _count: { select: { jobs: true, members: true } } },
    }),
    db.company.count({ where }),
  ]);
  return adminPage(
    rows.map((company) => ({
      _id: company.id,
      name: company.name,
      slug: company.slug,
      is_banned: company.bannedAt !== null,
      is_disabled: company.disabledAt !== null,
      banned_at: company.bannedAt,
      disabled_at: company.disabledAt,
      created_at: company.createdAt,
      jobs_count: company._count.jobs,
      members_count: company._count.members,
    })),
    total,
    query,
  );
}
