import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { companyRecordSelect, toCompanyWire, type CompanyWire } from "@/lib/companies/company-wire";
import { companyNotFound } from "@/lib/companies/get-membership-or-throw";
import { db } from "@/lib/db";

/**
 * GET /api/companies/{id}: the whole record, for its members only. Membership is part of the
 * query, so a company the caller is not in is simply not found (the public page,
 * lib/companies/get-public-company.ts, is what everybody else reads).
 */
export async function getCompany(caller: CurrentUser, companyId: string, now: Date = new Date()): Promise<CompanyWire> {
  const company = await db.company.findFirst({
    where: { id: companyId, members: { some: { userId: caller.id } } },
    select: companyRecordSelect(now),
  });
  if (!company) throw companyNotFound();
  return toCompanyWire(company);
}
