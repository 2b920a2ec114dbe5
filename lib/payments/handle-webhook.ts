import "server-only";

import Stripe from "stripe";
import { z } from "zod";

import { runTransaction } from "@/lib/db/run-transaction";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/observability/logger";
import { BILLING_TRANSACTION, lockFor } from "@/lib/payments/db-lock";
import { deliverInvoiceOutcome, recordInvoice, type InvoiceOutcome } from "@/lib/payments/record-invoice";
import { getStripe } from "@/lib/payments/stripe-client";
import { toPaymentError } from "@/lib/payments/stripe-errors";
import { writeSubscriptionFromStripe } from "@/lib/payments/sync-subscription";

const subscriptionEvents = new Set(["customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted"]);
const invoiceEvents = new Set(["invoice.paid", "invoice.payment_failed"]);

/** Stripe's ids and type names are short printable ASCII (evt_…, sub_…, invoice.paid). */
const stripeName = z.string().regex(/^[\x21-\x7e]{1,255}$/);

/**
 * The parts of an event the handler reads. A signature proves who sent the body, not its shape:
 * a body signed with the secret but not shaped as an event (a test tool, a bug upstream) is a 400,
 * not a database error on its id.
 */
const stripeEventShape = z.object({
  id: stripeName,
  type: stripeName,
  data: z.object({
    object: z.looseObject({
      id: stripeName.optional(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
      parent: z.looseObject({ subscription_details: z.looseObject({ metadata: z.record(z.string(), z.unknown()).nullish() }).nullish() }).nullish(),
    }),
  }),
});

/** The event, if the Stripe-Signature header signs this exact body with STRIPE_WEBHOOK_SECRET and it is shaped as an event; 400 otherwise. */
export function verifyStripeEvent(rawBody: string, signature: string | null): Stripe.Event {
  const secret = process.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError("payments_unavailable", { message: "Webhooks are not configured (STRIPE_WEBHOOK_SECRET)." });
  if (!signature) throw new AppError("bad_request", { message: "The Stripe-Signature header is missing." });
  let event: Stripe.Event;
  try {
    event = getStripe().webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    logger.warn("stripe webhook: signature does not match", { error: error instanceof Error ? error.message : String(error) });
    throw new AppError("bad_request", { message: "The Stripe signature does not match this body.", cause: error });
  }
  if (!stripeEventShape.safeParse(event).success) throw new AppError("bad_request", { message: "The body is not a Stripe event." });
  return event;
}

/** The company an event names in its metadata, when that is one of our ids (anything else names no company). */
const companyIdSchema = z.uuid();

/** Thrown inside the transaction when Stripe no longer has the event's object: nothing to apply, nothing recorded. */
class ObjectGone extends Error {}

/**
 * Stripe's current copy of the event's object. One that Stripe does not have (deleted since, or an
 * id it never issued) cannot be applied now or on a redelivery: the event is acknowledged as not
 * applied. Stripe unreachable is a 503, so that it delivers the event again.
 */
async function retrieveCurrent<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === "resource_missing" || error.statusCode === 404)) throw new ObjectGone();
    throw toPaymentError(error, "PAYMENT_DECLINED");
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
  const object = event.data.object as { id?: string; metadata?: Record<string, string> | null; parent?: { subscription_details?: { metadata?: Record<string, string> | null } | null } | null };
  const named = object.metadata?.company_id ?? object.parent?.subscription_details?.metadata?.company_id;
  const companyId = companyIdSchema.safeParse(named).success ? (named as string) : null;
  const result = await applyOnce(event, object, companyId).catch((error: unknown) => {
    if (error instanceof ObjectGone) return null;
    throw error;
  });
  if (result?.outcome) await deliverInvoiceOutcome(result.outcome);
  // A redelivery is expected (Stripe retries until it gets a 2xx): applied false says it was a repeat (or its object is gone).
  logger.info(result ? "stripe webhook: event applied" : "stripe webhook: event not applied", { eventId: event.id, type: event.type, companyId });
  return { received: true, applied: result !== null };
}

/** Once per event id. It only reads from Stripe, so running it again after a deadlock is harmless. */
function applyOnce(event: Stripe.Event, object: { id?: string }, companyId: string | null) {
  const stripe = getStripe();
  return runTransaction(async (tx) => {
    const { count } = await tx.stripeEvent.createMany({ data: [{ id: event.id, type: event.type }], skipDuplicates: true });
    if (count === 0) return null;
    if (companyId) await lockFor(tx, `billing:${companyId}`);
    const objectId = object.id;
    if (!objectId) return { applied: true, outcome: null };
    if (subscriptionEvents.has(event.type)) {
      await writeSubscriptionFromStripe(tx, await retrieveCurrent(() => stripe.subscriptions.retrieve(objectId)));
      return { applied: true, outcome: null };
    }
    if (invoiceEvents.has(event.type)) {
      const invoice = await retrieveCurrent(() => stripe.invoices.retrieve(objectId));
      const outcome: InvoiceOutcome = await recordInvoice(tx, invoice, { failedAttempt: event.type === "invoice.payment_failed" });
      return { applied: true, outcome };
    }
    return { applied: true, outcome: null };
  }, { ...BILLING_TRANSACTION, retryConflicts: true });
}
