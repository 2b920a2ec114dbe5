import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import type { PlanName } from "@/lib/generated/prisma/enums";
import { getPlanStatus } from "@/lib/plans/get-plan-status";

/** One company's open jobs against its plan's limit (null: no limit), as the quota meters show it. */
export type JobQuota = { companyId: string; companyName: string; planName: PlanName; current: number; limit: number | null };

/**
 * The open-job quota of every company the caller belongs to, by name: the jobs list and the
 * pipeline show a meter per company. Their plans are the shell's reading (getPlanStatus, once per
 * render). The rule itself is lib/jobs/active-job-quota.ts.
 */
export async function listJobQuotas(caller: CurrentUser): Promise<JobQuota[]> {
  return jobQuotasOf((await getPlanStatus(caller.id)).companies);
}

/** The open-job quota of each company given (its live plan's name), in its order, in two queries whatever their number. */
export async function jobQuotasOf(companies: { id: string; name: string; planName: PlanName }[]): Promise<JobQuota[]> {
  if (companies.length === 0) return [];
  const [plans, openJobs] = await Promise.all([
    db.plan.findMany({ select: { name: true, activeJobLimit: true } }),
    db.job.groupBy({ by: ["companyId"], where: { companyId: { in: companies.map((company) => company.id) }, status: "OPEN" }, _count: { _all: true } }),
  ]);
  const limitOf = new Map(plans.map((plan) => [plan.name, plan.activeJobLimit]));
  const openOf = new Map(openJobs.map((row) => [row.companyId, row._count._all]));
  return companies.map(({ id, name, planName }) => {
    // A plan the database lacks allows nothing (spec 5: an unknown limit is not allowed).
    const limit = limitOf.has(planName) ? (limitOf.get(planName) ?? null) : 0;
    return { companyId: id, companyName: name, planName, current: openOf.get(id) ?? 0, limit };
  });
}
