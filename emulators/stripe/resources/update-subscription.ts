import { redeemDiscounts } from "../billing/discounts.ts";
import { attemptInvoicePayment } from "../billing/invoice-lifecycle.ts";
import { prorationLines, type ItemChange } from "../billing/proration.ts";
import { saveSubscriptionUpdate } from "../billing/subscription-lifecycle.ts";
import { invoiceSubscription, previewSubscriptionInvoice } from "../billing/subscription-invoice.ts";
import { itemsList, newSubscriptionItem, withPrice } from "../billing/subscription-items.ts";
import type { LineInput } from "../billing/draft-invoice.ts";
import { cardError } from "../billing/test-cards.ts";
import type { EmulatorContext } from "../context.ts";
import type { Params } from "../http/form-params.ts";
import { mergeMetadata, objectArray, optionalBoolean, optionalInteger, optionalObject, optionalString } from "../http/params.ts";
import { invalidParam, invalidRequest } from "../http/stripe-error.ts";
import { newId } from "../ids.ts";
import type { Invoice, InvoiceItem, Subscription, SubscriptionItem } from "../model.ts";
import { getObjectOrThrow, saveObject } from "../store/objects.ts";
import { getCustomerPaymentMethodOrThrow } from "./payment-methods.ts";
import { getSubscribablePriceOrThrow, paymentBehaviorOf } from "./subscriptions.ts";

export const UPDATE_PARAMS = [
  "items", "proration_behavior", "proration_date", "payment_behavior", "cancel_at_period_end", "cancel_at", "cancellation_details", "default_payment_method",
  "metadata", "discounts", "description", "off_session", "billing_cycle_anchor", "trial_end", "collection_method", "payment_settings",
] as const;

const PRORATION_BEHAVIORS = ["create_prorations", "always_invoice", "none"];

/** The items after `items: [{ id, price, quantity, deleted }]`, paired with what each was before. */
async function itemChangesOf(ctx: EmulatorContext, subscription: Subscription, params: Params): Promise<ItemChange[]> {
  const changes: ItemChange[] = subscription.items.data.map((item) => ({ before: item, after: item }));
  const firstItem = subscription.items.data[0];
  for (const [index, entry] of objectArray(params, "items").entries()) {
    const id = optionalString(entry, "id");
    const priceId = optionalString(entry, "price");
    const price = priceId ? await getSubscribablePriceOrThrow(ctx, priceId, `items[${index}][price]`, firstItem?.price) : null;
    const quantity = optionalInteger(entry, "quantity");
    if (!id) {
      if (!price || !firstItem) throw invalidRequest("Missing required param: items[0][price].", { code: "parameter_missing", param: `items[${index}][price]` });
      const period = { start: firstItem.current_period_start, end: firstItem.current_period_end };
      changes.push({ before: null, after: newSubscriptionItem(ctx, { price, quantity: quantity ?? 1, subscription: subscription.id, period, metadata: mergeMetadata({}, entry) }) });
      continue;
    }
    const change = changes.find((candidate) => candidate.before?.id === id);
    if (!change?.after) throw invalidRequest(`Invalid subscription_item: ${id}`, { code: "resource_missing", param: `items[${index}][id]` });
    if (optionalBoolean(entry, "deleted")) {
      change.after = null;
      continue;
    }
    change.after = { ...withPrice(change.after, price ?? change.after.price, quantity ?? change.after.quantity), metadata: mergeMetadata(change.after.metadata, entry) };
  }
  if (!changes.some((change) => change.after)) throw invalidRequest("A subscription must keep at least one item.", { param: "items" });
  return changes;
}

function prorationDateOf(params: Params, subscription: Subscription, now: number) {
  const date = optionalInteger(params, "proration_date") ?? now;
  const item = subscription.items.data[0];
  if (item && (date < item.current_period_start || date > item.current_period_end)) throw invalidParam("proration_date", "proration_date must be within the current billing period.");
  return date;
}

function invoiceItemOf(ctx: EmulatorContext, subscription: Subscription, line: LineInput): InvoiceItem {
  return {
    id: newId("ii"),
    object: "invoiceitem",
    amount: line.amount,
    created: ctx.now,
    currency: line.price.currency,
    customer: subscription.customer,
    date: ctx.now,
    description: line.description,
    discountable: true,
    discounts: [],
    invoice: null,
    livemode: false,
    metadata: {},
    parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, subscription_item: line.subscriptionItem } },
    period: line.period,
    pricing: { type: "price_details", price_details: { price: line.price.id, product: line.price.product }, unit_amount_decimal: String(line.price.unit_amount) },
    proration: line.proration,
    quantity: line.quantity,
  };
}

function settingsChanges(subscription: Subscription, params: Params, now: number): Partial<Subscription> {
  const changes: Partial<Subscription> = { metadata: mergeMetadata(subscription.metadata, params) };
  const periodEnd = subscription.items.data[0]?.current_period_end ?? null;
  const cancelAtPeriodEnd = optionalBoolean(params, "cancel_at_period_end");
  if (cancelAtPeriodEnd !== undefined) {
    // canceled_at is when the cancellation was asked for; resuming clears it.
    Object.assign(changes, { cancel_at_period_end: cancelAtPeriodEnd, cancel_at: cancelAtPeriodEnd ? periodEnd : null, canceled_at: cancelAtPeriodEnd ? now : null });
  }
  if (params.cancel_at !== undefined) {
    const cancelAt = optionalInteger(params, "cancel_at") ?? null;
    Object.assign(changes, { cancel_at: cancelAt, cancel_at_period_end: cancelAt !== null && cancelAt === periodEnd, canceled_at: cancelAt === null ? null : now });
  }
  const details = optionalObject(params, "cancellation_details");
  if (details) changes.cancellation_details = { ...subscription.cancellation_details, comment: optionalString(details, "comment") ?? null, feedback: optionalString(details, "feedback") ?? null };
  if (params.description !== undefined) changes.description = optionalString(params, "description") ?? null;
  return changes;
}

/** The proration lines and resulting items of an update, without saving anything (also used by invoice previews). */
export async function planItemChange(ctx: EmulatorContext, subscription: Subscription, params: Params, behavior: string) {
  const changes = await itemChangesOf(ctx, subscription, params);
  const prorationDate = prorationDateOf(params, subscription, ctx.now);
  const lines = behavior === "none" ? [] : await prorationLines(ctx, changes, prorationDate);
  const items = changes.map((change) => change.after).filter((item): item is SubscriptionItem => item !== null);
  return { items, lines, changed: changes.some((change) => change.before !== change.after) };
}

export function prorationBehaviorOf(params: Params) {
  const behavior = optionalString(params, "proration_behavior") ?? "create_prorations";
  if (!PRORATION_BEHAVIORS.includes(behavior)) throw invalidParam("proration_behavior", `Invalid proration_behavior: must be one of ${PRORATION_BEHAVIORS.join(", ")}`);
  return behavior;
}

export async function previewUpdate(ctx: EmulatorContext, subscription: Subscription, params: Params): Promise<Invoice> {
  const { lines } = await planItemChange(ctx, subscription, params, prorationBehaviorOf(params));
  const item = subscription.items.data[0];
  return previewSubscriptionInvoice(ctx, subscription, { reason: "subscription_update", lines, period: { start: ctx.now, end: item?.current_period_end ?? ctx.now } });
}

/** Plan changes with prorations, cancel/resume at period end, default card, discounts and metadata. */
export async function updateSubscription(ctx: EmulatorContext, id: string, params: Params): Promise<Subscription> {
  const current = await getObjectOrThrow<Subscription>(ctx.db, "subscription", id);
  if (current.status === "canceled" || current.status === "incomplete_expired") {
    const allowed = Object.keys(params).every((key) => ["metadata", "cancellation_details", "expand"].includes(key));
    if (!allowed) throw invalidRequest("A canceled subscription can only update its cancellation_details and metadata.");
  }
  let next: Subscription = { ...current, ...settingsChanges(current, params, ctx.now) };
  const defaultPaymentMethod = optionalString(params, "default_payment_method");
  if (defaultPaymentMethod) next.default_payment_method = (await getCustomerPaymentMethodOrThrow(ctx, defaultPaymentMethod, current.customer, "default_payment_method")).id;
  else if (defaultPaymentMethod === null) next.default_payment_method = null;
  if (params.discounts !== undefined) {
    const discounts = await redeemDiscounts(ctx, objectArray(params, "discounts"), { customer: current.customer, subscription: current.id }, { amount: Number.MAX_SAFE_INTEGER, currency: current.currency });
    next.discounts = discounts.map((discount) => discount.id);
  }
  if (params.items === undefined) return saveSubscriptionUpdate(ctx, current, next);

  const prorationBehavior = prorationBehaviorOf(params);
  const paymentBehavior = paymentBehaviorOf(params, "allow_incomplete");
  const { items, lines } = await planItemChange(ctx, next, params, prorationBehavior);
  const itemsBefore = next.items;
  next.items = itemsList(current.id, items);
  if (prorationBehavior === "create_prorations") {
    for (const line of lines) await saveObject(ctx.db, invoiceItemOf(ctx, next, line));
    return saveSubscriptionUpdate(ctx, current, next);
  }
  if (prorationBehavior === "none" || lines.length === 0) return saveSubscriptionUpdate(ctx, current, next);

  const period = { start: ctx.now, end: items[0]?.current_period_end ?? ctx.now };
  const { invoice, discounts } = await invoiceSubscription(ctx, next, { reason: "subscription_update", lines, period });
  next = { ...next, latest_invoice: invoice.id, discounts };
  if (invoice.status !== "open" || paymentBehavior === "default_incomplete") return saveSubscriptionUpdate(ctx, current, next);
  const attempt = await attemptInvoicePayment(ctx, invoice, { offSession: optionalBoolean(params, "off_session") ?? false, scheduleRetry: true });
  if (!attempt.decline) return saveSubscriptionUpdate(ctx, current, next);
  if (paymentBehavior === "error_if_incomplete") throw cardError(attempt.decline, { payment_method: attempt.paymentMethod });
  if (paymentBehavior === "pending_if_incomplete") {
    // The change waits for the invoice: the subscription keeps its items until it is paid.
    const pending = items.map((item) => ({ id: item.id, price: item.price.id, quantity: item.quantity }));
    next = { ...next, items: itemsBefore, pending_update: { subscription_items: pending, expires_at: ctx.now + 23 * 3600, billing_cycle_anchor: null, trial_end: null, trial_from_plan: null } };
    return saveSubscriptionUpdate(ctx, current, next);
  }
  return saveSubscriptionUpdate(ctx, current, { ...next, status: "past_due" });
}
