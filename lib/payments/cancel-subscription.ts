import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { runTransaction } from "@/lib/db/run-transaction";
import { getCompanyPlan, type CompanyPlanWire } from "@/lib/payments/company-plan-wire";
import { getOwnedSubscriptionOrThrow } from "@/lib/payments/company-subscription";
import { BILLING_TRANSACTION, lockFor } from "@/lib/payments/db-lock";
import { callStripe } from "@/lib/payments/stripe-errors";
import { getStripe } from "@/lib/payments/stripe-client";
import { writeSubscriptionFromStripe } from "@/lib/payments/sync-subscription";

/**
 * POST transactions/cancel-suscription: the paid plan ends at the end of the period already paid
 * for (the company keeps it until then); `resume` undoes a pending cancel. When the period ends
 * Stripe deletes the subscription and its webhook returns the company to Free.
 */
export async function cancelSubscription(caller: CurrentUser, input: { company_id: string; resume?: boolean }): Promise<{ plan: CompanyPlanWire }> {
  const stripe = getStripe();
  const { stripeSubscription } = await getOwnedSubscriptionOrThrow(stripe, caller, input.company_id);
  await runTransaction(async (tx) => {
    await lockFor(tx, `billing:${input.company_id}`);
    const updated = await callStripe(() => stripe.subscriptions.update(stripeSubscription.id, { cancel_at_period_end: !input.resume }));
    await writeSubscriptionFromStripe(tx, updated);
  }, BILLING_TRANSACTION);
  return { plan: await getCompanyPlan(caller, input.company_id) };
}
