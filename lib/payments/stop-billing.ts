import "server-only";

import { db } from "@/lib/db";
import { BILLING_TRANSACTION, lockFor } from "@/lib/payments/db-lock";
import { callStripe } from "@/lib/payments/stripe-errors";
import { getStripe, stripeConfig } from "@/lib/payments/stripe-client";
import { writeSubscriptionFromStripe } from "@/lib/payments/sync-subscription";

/**
 * A deleted account is charged nothing more. Subscriptions its Stripe customer pays end at the end
 * of the period already paid (the company keeps the plan until then, and a remaining owner can
 * subscribe with their own card, as after any cancel), and its cards are detached from the
 * customer. Stripe's copies of past invoices stay, as our transactions do, for the law.
 */
export async function stopBillingFor(stripeCustomerId: string): Promise<void> {
  if (stripeConfig()) await callStripe(() => cancelAndDetach(stripeCustomerId));
}

async function cancelAndDetach(stripeCustomerId: string) {
  const stripe = getStripe();
  for await (const subscription of stripe.subscriptions.list({ customer: stripeCustomerId, status: "all", limit: 100 })) {
    if (subscription.cancel_at_period_end || !["active", "trialing", "past_due", "unpaid", "incomplete"].includes(subscription.status)) continue;
    const companyId = subscription.metadata?.company_id;
    await db.$transaction(async (tx) => {
      if (companyId) await lockFor(tx, `billing:${companyId}`);
      await writeSubscriptionFromStripe(tx, await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }));
    }, BILLING_TRANSACTION);
  }
  for await (const card of stripe.customers.listPaymentMethods(stripeCustomerId, { limit: 100 })) {
    await stripe.paymentMethods.detach(card.id);
  }
}
