import "server-only";

import { db } from "@/lib/db";
import { isPlanExpiredFor, planNameOf, summarizePlans, type PlanStatus } from "@/lib/plans/plan-status";

/** The plans of the companies a user belongs to, and the premium checks over them. */
export async function getPlanStatus(userId: string): Promise<PlanStatus> {
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
}
