import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { CompanyMemberRole } from "@/lib/generated/prisma/enums";

export function companyNotFound(): AppError {
  return new AppError("not_found", { message: "No such company." });
}

/**
 * The caller's place in a company. Someone who is not a member is told the company does not
 * exist (404), so that ids cannot be probed; a member who is not the owner, asked to do what only
 * the owner may, gets 403 forbidden (they can see the company, so hiding it would be a lie).
 */
export async function getMembershipOrThrow(caller: CurrentUser, companyId: string, { ownerOnly = false }: { ownerOnly?: boolean } = {}): Promise<{ role: CompanyMemberRole }> {
  const membership = await db.companyMember.findUnique({ where: { companyId_userId: { companyId, userId: caller.id } }, select: { role: true } });
  if (!membership) throw companyNotFound();
  if (ownerOnly && membership.role !== "OWNER") {
    throw new AppError("forbidden", { message: "Only the company's owner may do this.", details: { required: "company_owner" } });
  }
  return membership;
}
