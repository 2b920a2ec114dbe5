import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import type { PlanName } from "@/lib/generated/prisma/enums";
import { planNameOf } from "@/lib/plans/plan-status";

/** One company's open jobs against its plan's limit (null: no limit), as the quota meters show it. */
export type JobQuota = { companyId: string; companyName: string; planName: PlanName; current: number; limit: number | null };

/**
 * The open-job quota of every company the caller belongs to, in three queries whatever their
 * number: the jobs list shows a meter per company. The rule itself is lib/jobs/active-job-quota.ts.
 */
export async function listJobQuotas(caller: CurrentUser): Promise<JobQuota[]> {
  const [memberships, plans] = await Promise.all([
    db.companyMember.findMany({
      where: { userId: caller.id },
      orderBy: [{ company: { name: "asc" } }, { companyId: "asc" }],
      select: { company: { select: { id: true, name: true, subscription: { select: { status: true, plan: { select: { name: true } } } } } } },
    }),
    db.plan.findMany({ select: { name: true, activeJobLimit: true } }),
  ]);
  const companyIds = memberships.map(({ company }) => company.id);
  const openJobs = companyIds.length === 0 ? [] : await db.job.groupBy({ by: ["companyId"], where: { companyId: { in: companyIds }, status: "OPEN" }, _count: { _all: true } });
  const limitOf = new Map(plans.map((plan) => [plan.name, plan.activeJobLimit]));
  const openOf = new Map(openJobs.map((row) => [row.companyId, row._count._all]));
  return memberships.map(({ company }) => {
    const planName = planNameOf(company.subscription);
    // A plan the database lacks allows nothing (spec 5: an unknown limit is not allowed).
    const limit = limitOf.has(planName) ? (limitOf.get(planName) ?? null) : 0;
    return { companyId: company.id, companyName: company.name, planName, current: openOf.get(company.id) ?? 0, limit };
  });
}
