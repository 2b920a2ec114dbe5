import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import type { CompanyWire } from "@/lib/companies/company-wire";
import { getCompany } from "@/lib/companies/get-company";
import { getMembershipOrThrow } from "@/lib/companies/get-membership-or-throw";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

/**
 * DELETE /api/companies/{id}/members/{userId}: the owner removes a colleague. The owner cannot
 * remove themself (the company would be left with nobody to answer for it), nor another owner;
 * someone who is not a member is not found. The jobs they created stay with the company.
 */
export async function removeMember(caller: CurrentUser, companyId: string, userId: string): Promise<CompanyWire> {
  await getMembershipOrThrow(caller, companyId, { ownerOnly: true });
  if (userId === caller.id) {
    throw new AppError("forbidden", { message: "The owner cannot leave the company.", details: { reason: "owner_cannot_leave" } });
  }
  const removed = await db.companyMember.deleteMany({ where: { companyId, userId, role: "MEMBER" } });
  if (removed.count === 0) {
    const isOwner = await db.companyMember.findFirst({ where: { companyId, userId, role: "OWNER" }, select: { userId: true } });
    if (isOwner) throw new AppError("forbidden", { message: "An owner cannot be removed.", details: { reason: "owner_cannot_be_removed" } });
    throw new AppError("not_found", { message: "This person is not a member of the company." });
  }
  return getCompany(caller, companyId);
}
