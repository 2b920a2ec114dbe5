import type Stripe from "stripe";

import type { Prisma } from "@/lib/generated/prisma/client";
import type { SubscriptionStatus } from "@/lib/generated/prisma/enums";
import { planNameOfLookupKey } from "@/lib/payments/plan-lookup-keys";

type Tx = Prisma.TransactionClient;

const statuses: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  active: "ACTIVE",
  trialing: "TRIALING",
  past_due: "PAST_DUE",
  unpaid: "PAST_DUE",
  paused: "PAST_DUE",
  incomplete: "PAST_DUE",
  canceled: "CANCELED",
  incomplete_expired: "EXPIRED",
};

const liveStatuses: readonly SubscriptionStatus[] = ["ACTIVE", "TRIALING", "PAST_DUE"];

/** The company a Stripe subscription is for: its metadata, written when we created it. */
export function companyIdOf(subscription: Stripe.Subscription): string | null {
  return subscription.metadata?.company_id ?? null;
}

/**
 * Writes the company's Subscription row from a Stripe subscription as Stripe has it now (the
 * caller re-reads it, so the order events arrive in does not matter). The plan comes from the
 * price's lookup key, the period from the item (this API version keeps periods on items). A
 * company's old subscription never overwrites a newer live one: a late event about a subscription
 * canceled before the company subscribed again is ignored. Answers the row, or null when ignored.
 */
export async function writeSubscriptionFromStripe(tx: Tx, subscription: Stripe.Subscription) {
  const companyId = companyIdOf(subscription);
  const item = subscription.items.data[0];
  if (!companyId || !item) return null;
  const price = item.price;
  const planName = planNameOfLookupKey(price.lookup_key);
  const plan = planName ? await tx.plan.findUnique({ where: { name: planName }, select: { id: true } }) : await tx.plan.findUnique({ where: { stripePriceId: price.id }, select: { id: true } });
  if (!plan) return null;
  const company = await tx.company.findUnique({ where: { id: companyId }, select: { id: true, subscription: { select: { stripeSubscriptionId: true, status: true } } } });
  if (!company) return null;
  const status = statuses[subscription.status] ?? "PAST_DUE";
  const current = company.subscription;
  const isOtherSubscription = current?.stripeSubscriptionId && current.stripeSubscriptionId !== subscription.id;
  if (isOtherSubscription && current && liveStatuses.includes(current.status) && !liveStatuses.includes(status)) return null;
  const data = {
    planId: plan.id,
    status,
    currentPeriodStart: new Date(item.current_period_start * 1000),
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    stripeSubscriptionId: subscription.id,
  };
  return tx.subscription.upsert({ where: { companyId }, create: { companyId, ...data }, update: data });
}
