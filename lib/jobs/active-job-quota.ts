import "server-only";

import type { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PlanName } from "@/lib/generated/prisma/enums";
import { isPlanExpiredFor, isPremiumPlan, planNameOf } from "@/lib/plans/plan-status";

/** The two-value plan of spec 3 that the limit dialogs are keyed by. */
export type QuotaPlan = "FREE" | "PREMIUM";

/** A company's active-job use, as the plan calls and the quota meter show it. */
export type ActiveJobUse = { planName: PlanName; plan: QuotaPlan; limit: number | null; current: number; activeJobIds: string[]; isPlanExpired: boolean };

type Tx = Prisma.TransactionClient;

/**
 * The company's plan limit and its open jobs. The limit comes from its live subscription's plan,
 * else from the Free plan's row; null means unlimited. A plan the database does not have leaves
 * the limit unknown: `known` is false and nothing may be opened (spec 5).
 */
export async function readActiveJobUse(tx: Tx | typeof db, companyId: string): Promise<(ActiveJobUse & { known: boolean; companyName: string }) | null> {
  const company = await tx.company.findUnique({
    where: { id: companyId },
    select: { name: true, subscription: { select: { status: true, plan: { select: { name: true, activeJobLimit: true } } } } },
  });
  if (!company) return null;
  const planName = planNameOf(company.subscription);
  const plan = planName === company.subscription?.plan.name ? company.subscription.plan : await tx.plan.findUnique({ where: { name: planName }, select: { name: true, activeJobLimit: true } });
  const openJobs = await tx.job.findMany({ where: { companyId, status: "OPEN" }, select: { id: true }, orderBy: { createdAt: "asc" } });
  return {
    companyName: company.name,
    planName,
    plan: isPremiumPlan(planName) ? "PREMIUM" : "FREE",
    known: plan !== null,
    limit: plan?.activeJobLimit ?? null,
    current: openJobs.length,
    activeJobIds: openJobs.map((job) => job.id),
    isPlanExpired: isPlanExpiredFor(company.subscription),
  };
}

/**
 * Spec 4 and 5: a job may be open only while the company's other open jobs are fewer than its
 * plan's limit. Called inside the transaction that opens the job, after locking the company's row,
 * so that concurrent openings of one company's jobs are counted one after another and the limit
 * holds however many arrive at once. NO KEY UPDATE, not UPDATE: a new draft or any other row that
 * references the company takes a KEY SHARE on it, which UPDATE would make wait for every opening
 * in a burst. Refuses with 403 plan_limit_reached, whose details carry what the dialogs show
 * (plan, company, limit, current).
 */
export async function assertCanOpenJob(tx: Tx, companyId: string, jobId: string | null): Promise<void> {
  await tx.$queryRaw`SELECT id FROM companies WHERE id = ${companyId}::uuid FOR NO KEY UPDATE`;
  const use = await readActiveJobUse(tx, companyId);
  if (!use) throw new AppError("not_found", { message: "No such company." });
  const others = use.activeJobIds.filter((id) => id !== jobId).length;
  if (use.known && (use.limit === null || others < use.limit)) return;
  throw new AppError("plan_limit_reached", {
    message: `${use.companyName} has reached its plan's limit of open jobs.`,
    details: { plan: use.plan, planName: use.planName, company: { _id: companyId, name: use.companyName }, limit: use.limit, current: others },
  });
}
