import { isUpgrade } from "@/lib/payments-client/money";
import type { CompanyPlanWire, PlanName } from "@/lib/payments-client/wire";

/**
 * What choosing a plan means for a company, which names the plan card's button:
 * - current: the plan it is on (nothing to do);
 * - subscribe: a paid plan for a company on Free (checkout);
 * - upgrade / downgrade: another paid plan for a paying company (proration, then charge);
 * - cancel: Free for a paying company (cancel at period end);
 * - none: Free again while a cancellation is already pending.
 */
export type PlanAction = "current" | "subscribe" | "upgrade" | "downgrade" | "cancel" | "none";

export function planActionFor(plan: Pick<CompanyPlanWire, "planName" | "cancel_at_period_end">, offer: PlanName): PlanAction {
  if (offer === plan.planName) return "current";
  if (plan.planName === "FREE") return offer === "FREE" ? "current" : "subscribe";
  if (offer === "FREE") return plan.cancel_at_period_end ? "none" : "cancel";
  return isUpgrade(plan.planName, offer) ? "upgrade" : "downgrade";
}
