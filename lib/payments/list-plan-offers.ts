import "server-only";

import { db } from "@/lib/db";
import type { BillingInterval, PlanName } from "@/lib/generated/prisma/enums";
import { displayNameOf } from "@/lib/payments/plan-lookup-keys";

/** A plan on sale (payments contract: GET plans). */
export type PlanWire = {
  _id: number;
  name: string;
  plan_name: PlanName;
  price_cents: number;
  currency: string;
  interval: BillingInterval;
  active_job_limit: number | null;
  invite_limit: number | null;
};

/** GET plans?type_plan=MONTH|YEAR: the plans on sale, cheapest first; Free is listed under every interval. */
export async function listPlanOffers(interval?: BillingInterval): Promise<PlanWire[]> {
  const plans = await db.plan.findMany({
    where: { isActive: true, ...(interval ? { OR: [{ interval }, { name: "FREE" }] } : {}) },
    orderBy: [{ priceCents: "asc" }, { id: "asc" }],
  });
  return plans.map((plan) => ({
    _id: plan.id,
    name: displayNameOf(plan.name),
    plan_name: plan.name,
    price_cents: plan.priceCents,
    currency: plan.currency,
    interval: plan.interval,
    active_job_limit: plan.activeJobLimit,
    invite_limit: plan.inviteLimit,
  }));
}
