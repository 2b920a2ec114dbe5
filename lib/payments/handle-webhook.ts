import "server-only";

import Stripe from "stripe";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/observability/logger";
import { BILLING_TRANSACTION, lockFor } from "@/lib/payments/db-lock";
import { deliverInvoiceOutcome, recordInvoice, type InvoiceOutcome } from "@/lib/payments/record-invoice";
import { getStripe } from "@/lib/payments/stripe-client";
import { writeSubscriptionFromStripe } from "@/lib/payments/sync-subscription";

const subscriptionEvents = new Set(["customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted"]);
const invoiceEvents = new Set(["invoice.paid", "invoice.payment_failed"]);

/** The event, if the Stripe-Signature header signs this exact body with STRIPE_WEBHOOK_SECRET; 400 otherwise. */
export function verifyStripeEvent(rawBody: string, signature: string | null): Stripe.Event {
  const secret = process.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError("payments_unavailable", { message: "Webhooks are not configured (STRIPE_WEBHOOK_SECRET)." });
  if (!signature) throw new AppError("bad_request", { message: "The Stripe-Signature header is missing." });
  try {
    return getStripe().webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    logger.warn("stripe webhook: signature does not match", { error: error instanceof Error ? error.message : String(error) });
    throw new AppError("bad_request", { message: "The Stripe signature does not match this body.", cause: error });
  }
}

/**
 * Applies one Stripe event once: its id goes into stripe_events in the same transaction as the
 * change, so a repeated delivery (even a concurrent one, which waits on the unique id) does
 * nothing. The event is only a trigger: the subscription or invoice is read from Stripe as it is
 * now, under the company's billing lock, so events arriving out of order leave the latest state.
 */
export async function handleStripeEvent(event: Stripe.Event): Promise<{ received: true; applied: boolean }> {
  // Other types (invoice.created, price.created, …) are acknowledged and not kept.
  if (!subscriptionEvents.has(event.type) && !invoiceEvents.has(event.type)) {
    logger.info("stripe webhook: event type not used", { eventId: event.id, type: event.type });
    return { received: true, applied: false };
  }
  const stripe = getStripe();
  const object = event.data.object as { id?: string; metadata?: Record<string, string> | null; parent?: { subscription_details?: { metadata?: Record<string, string> | null } | null } | null };
  const companyId = object.metadata?.company_id ?? object.parent?.subscription_details?.metadata?.company_id ?? null;
  const result = await db.$transaction(async (tx) => {
    const { count } = await tx.stripeEvent.createMany({ data: [{ id: event.id, type: event.type }], skipDuplicates: true });
    if (count === 0) return null;
    if (companyId) await lockFor(tx, `billing:${companyId}`);
    const objectId = object.id;
    if (!objectId) return { applied: true, outcome: null };
    if (subscriptionEvents.has(event.type)) {
      await writeSubscriptionFromStripe(tx, await stripe.subscriptions.retrieve(objectId));
      return { applied: true, outcome: null };
    }
    if (invoiceEvents.has(event.type)) {
      const outcome: InvoiceOutcome = await recordInvoice(tx, await stripe.invoices.retrieve(objectId), { failedAttempt: event.type === "invoice.payment_failed" });
      return { applied: true, outcome };
    }
    return { applied: true, outcome: null };
  }, BILLING_TRANSACTION);
  if (result?.outcome) await deliverInvoiceOutcome(result.outcome);
  // A redelivery is expected (Stripe retries until it gets a 2xx): applied false says it was a repeat.
  logger.info(result ? "stripe webhook: event applied" : "stripe webhook: event seen before", { eventId: event.id, type: event.type, companyId });
  return { received: true, applied: result !== null };
}
