import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { getMembershipOrThrow } from "@/lib/companies/get-membership-or-throw";
import { db } from "@/lib/db";
import type { PlanName, SubscriptionStatus } from "@/lib/generated/prisma/enums";
import { displayNameOf } from "@/lib/payments/plan-lookup-keys";
import { getCompanyPlanUsage } from "@/lib/plans/company-plan-usage";

/** A company's plan as the premium page shows it (payments contract: CompanyPlanWire). */
export type CompanyPlanWire = {
  company_id: string;
  planName: PlanName;
  name: string;
  isPlanExpired: boolean;
  status: SubscriptionStatus | null;
  /** The paid plan behind a lapsed status (what a past-due company would get back). */
  subscribed_plan: PlanName | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  jobs_active: { current: number; limit: number | null };
  invites: { used: number; limit: number | null };
  is_owner: boolean;
};

/**
 * GET transactions/plan/{companyId}: the company's plan for its members (404 for anyone else).
 * It reads the one Subscription row through lib/plans, as the quota and invitation gates do.
 */
export async function getCompanyPlan(caller: CurrentUser, companyId: string): Promise<CompanyPlanWire> {
  const membership = await getMembershipOrThrow(caller, companyId);
  const [usage, subscription] = await Promise.all([
    getCompanyPlanUsage(caller, companyId),
    db.subscription.findUnique({ where: { companyId }, select: { status: true, cancelAtPeriodEnd: true, plan: { select: { name: true } } } }),
  ]);
  return {
    company_id: companyId,
    planName: usage.planName,
    name: displayNameOf(usage.planName),
    isPlanExpired: usage.isPlanExpired,
    status: subscription?.status ?? null,
    subscribed_plan: subscription?.plan.name ?? null,
    current_period_end: usage.current_period_end,
    cancel_at_period_end: subscription?.cancelAtPeriodEnd ?? false,
    jobs_active: { current: usage.jobs_active.current, limit: usage.jobs_active.limit },
    invites: { used: usage.invitations.current, limit: usage.invitations.limit },
    is_owner: membership.role === "OWNER",
  };
}
