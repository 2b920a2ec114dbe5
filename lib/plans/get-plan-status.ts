import "server-only";

import { cache } from "react";

import { db } from "@/lib/db";
import { isPlanExpiredFor, planNameOf, summarizePlans, type PlanStatus } from "@/lib/plans/plan-status";

/**
 * The plans of the companies a user belongs to, and the premium checks over them. Read once per
 * page render: the shell (lib/users/get-viewer.ts), the name rule and the quota meters ask for it.
 */
export const getPlanStatus = cache(async (userId: string): Promise<PlanStatus> => {
  const memberships = await db.companyMember.findMany({
    where: { userId },
    orderBy: [{ company: { name: "asc" } }, { companyId: "asc" }],
    select: {
      company: {
        select: { id: true, name: true, emailDomain: true, subscription: { select: { status: true, plan: { select: { name: true } } } } },
      },
    },
  });
  return summarizePlans(
    memberships.map(({ company }) => ({
      id: company.id,
      name: company.name,
      planName: planNameOf(company.subscription),
      isPlanExpired: isPlanExpiredFor(company.subscription),
      emailDomain: company.emailDomain,
    })),
  );
});
