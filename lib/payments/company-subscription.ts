import "server-only";

import type Stripe from "stripe";

import type { CurrentUser } from "@/lib/auth/current-user";
import { getMembershipOrThrow } from "@/lib/companies/get-membership-or-throw";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Plan, Subscription } from "@/lib/generated/prisma/client";
import { callStripe } from "@/lib/payments/stripe-errors";
import { subscribedStatuses } from "@/lib/payments/subscribe";

export type OwnedSubscription = { row: Subscription & { plan: Plan }; stripeSubscription: Stripe.Subscription; item: Stripe.SubscriptionItem };

/**
 * The company's paid subscription, for one of its owners (members get 403, others 404), as our
 * row has it and as Stripe has it now. 409 NOT_SUBSCRIBED when the company is on Free.
 */
export async function getOwnedSubscriptionOrThrow(stripe: Stripe, caller: CurrentUser, companyId: string): Promise<OwnedSubscription> {
  await getMembershipOrThrow(caller, companyId, { ownerOnly: true });
  const row = await db.subscription.findUnique({ where: { companyId }, include: { plan: true } });
  if (!row?.stripeSubscriptionId || !(subscribedStatuses as readonly string[]).includes(row.status)) {
    throw new AppError("NOT_SUBSCRIBED", { message: "This company has no paid plan to change." });
  }
  const stripeSubscriptionId = row.stripeSubscriptionId;
  const stripeSubscription = await callStripe(() => stripe.subscriptions.retrieve(stripeSubscriptionId));
  const item = stripeSubscription.items.data[0];
  if (!item) throw new AppError("NOT_SUBSCRIBED", { message: "This company has no paid plan to change." });
  return { row, stripeSubscription, item };
}
