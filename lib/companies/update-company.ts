import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { companyDataFrom } from "@/lib/companies/company-data";
import type { CompanyWire } from "@/lib/companies/company-wire";
import { getCompany } from "@/lib/companies/get-company";
import { companyNotFound, getMembershipOrThrow } from "@/lib/companies/get-membership-or-throw";
import type { UpdateCompanyInput } from "@/lib/companies/schemas";
import { db } from "@/lib/db";

/**
 * PUT /api/companies/{id}: the owner edits the profile. Only the fields sent change (read-only
 * ones such as slug, plan or members are dropped by the schema). Members may read but not edit:
 * the profile is what candidates see, and one person answers for it. The slug stays as it was,
 * so links to the public page keep working after a rename.
 */
export async function updateCompany(caller: CurrentUser, companyId: string, input: UpdateCompanyInput): Promise<CompanyWire> {
  await getMembershipOrThrow(caller, companyId, { ownerOnly: true });
  const data = await companyDataFrom(input);
  if (Object.keys(data).length > 0) {
    const updated = await db.company.updateMany({ where: { id: companyId, members: { some: { userId: caller.id, role: "OWNER" } } }, data });
    if (updated.count === 0) throw companyNotFound();
  }
  return getCompany(caller, companyId);
}
