import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { companySummarySelect, toCompanySummaryWire, type CompanySummaryWire } from "@/lib/companies/company-wire";
import type { CompanySearchQuery } from "@/lib/companies/schemas";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** A page of the caller's companies and how many match in all. */
export type CompanyPage = { items: CompanySummaryWire[]; total: number; page: number; take: number };

/** Every company the caller belongs to, by name. A user belongs to a handful at most. */
export async function listUserCompanies(caller: CurrentUser): Promise<CompanySummaryWire[]> {
  const memberships = await db.companyMember.findMany({
    where: { userId: caller.id },
    orderBy: [{ company: { name: "asc" } }, { companyId: "asc" }],
    select: { role: true, company: { select: companySummarySelect } },
  });
  return memberships.map(({ role, company }) => toCompanySummaryWire(company, role));
}

/**
 * GET /api/companies?search=&take=&page=: the same list filtered by a part of the name (any case)
 * and paginated. Only the caller's companies: browsing every company is the public pages' job.
 */
export async function searchUserCompanies(caller: CurrentUser, { search, take, page }: CompanySearchQuery): Promise<CompanyPage> {
  const where: Prisma.CompanyMemberWhereInput = {
    userId: caller.id,
    ...(search ? { company: { name: { contains: search, mode: "insensitive" } } } : {}),
  };
  const [memberships, total] = await Promise.all([
    db.companyMember.findMany({
      where,
      orderBy: [{ company: { name: "asc" } }, { companyId: "asc" }],
      skip: (page - 1) * take,
      take,
      select: { role: true, company: { select: companySummarySelect } },
    }),
    db.companyMember.count({ where }),
  ]);
  return { items: memberships.map(({ role, company }) => toCompanySummaryWire(company, role)), total, page, take };
}
