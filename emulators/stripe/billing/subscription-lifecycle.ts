import type { EmulatorContext } from "../context.ts";
import { changedAttributes } from "../events/changed-attributes.ts";
import type { Invoice, Price, Subscription } from "../model.ts";
import { allObjects } from "../store/list-objects.ts";
import { findObject, saveObject } from "../store/objects.ts";
import { attemptInvoicePayment, finalizeDraftInvoice } from "./invoice-lifecycle.ts";
import { periodEndAfter } from "./periods.ts";
import { draftRenewalInvoice, linesOfInvoiceItems, pendingInvoiceItems } from "./subscription-invoice.ts";
import { itemsList, periodLines, withPrice } from "./subscription-items.ts";

/** An unpaid first invoice leaves the subscription `incomplete` for 23 hours, then it expires. */
export const INCOMPLETE_EXPIRY_SECONDS = 23 * 3600;

export async function saveSubscriptionUpdate(ctx: EmulatorContext, before: Subscription, after: Subscription): Promise<Subscription> {
  await saveObject(ctx.db, after);
  const previous = changedAttributes(before, after);
  if (Object.keys(previous).length > 0) await ctx.emit("customer.subscription.updated", after, previous);
  return after;
}

export async function cancelSubscriptionNow(ctx: EmulatorContext, subscription: Subscription, details: Partial<Subscription["cancellation_details"]> = {}): Promise<Subscription> {
  const canceled: Subscription = {
    ...subscription,
    status: "canceled",
    canceled_at: subscription.cancel_at_period_end ? (subscription.canceled_at ?? ctx.now) : ctx.now,
    ended_at: ctx.now,
    cancellation_details: { ...subscription.cancellation_details, ...details },
  };
  await saveObject(ctx.db, canceled);
  await ctx.emit("customer.subscription.deleted", canceled);
  return canceled;
}

async function hasOtherOpenInvoices(ctx: EmulatorContext, subscription: Subscription, paidInvoice: string) {
  const open = await allObjects<Invoice>(ctx.db, "invoice", [{ path: ["parent", "subscription_details", "subscription"], equals: subscription.id }, { path: ["status"], equals: "open" }]);
  return open.some((invoice) => invoice.id !== paidInvoice);
}

/** After one of its invoices is paid: a held plan change takes effect and an unpaid subscription becomes active again. */
export async function settleSubscriptionAfterPayment(ctx: EmulatorContext, invoice: Invoice): Promise<void> {
  const subscriptionId = invoice.parent?.subscription_details.subscription;
  const subscription = subscriptionId ? await findObject<Subscription>(ctx.db, subscriptionId) : null;
  if (!subscription || subscription.status === "canceled" || subscription.status === "incomplete_expired") return;
  let next: Subscription = { ...subscription };
  if (subscription.pending_update && subscription.latest_invoice === invoice.id) {
    const changes = subscription.pending_update.subscription_items;
    const items = [];
    for (const item of subscription.items.data) {
      const change = changes.find((entry) => entry.id === item.id);
      const price = change ? await findObject<Price>(ctx.db, change.price) : null;
      items.push(change && price ? withPrice(item, price, change.quantity) : item);
    }
    next = { ...next, items: itemsList(subscription.id, items), pending_update: null };
  }
  if (["incomplete", "past_due", "unpaid"].includes(subscription.status) && !(await hasOtherOpenInvoices(ctx, subscription, invoice.id))) {
    next.status = subscription.trial_end !== null && subscription.trial_end > ctx.now ? "trialing" : "active";
  }
  await saveSubscriptionUpdate(ctx, subscription, next);
}

/** At the end of a period: end the subscription if it was set to, else invoice the next period and charge it. */
export async function renewSubscription(ctx: EmulatorContext, subscription: Subscription): Promise<Subscription> {
  const periodEnd = Math.min(...subscription.items.data.map((item) => item.current_period_end));
  if (subscription.cancel_at !== null && subscription.cancel_at <= periodEnd) return cancelSubscriptionNow(ctx, subscription, { reason: "cancellation_requested" });
  const firstItem = subscription.items.data[0];
  const recurring = firstItem?.price.recurring;
  if (!firstItem || !recurring) return subscription;
  const period = { start: periodEnd, end: periodEndAfter(periodEnd, subscription.billing_cycle_anchor, recurring) };
  const items = subscription.items.data.map((item) => ({ ...item, current_period_start: period.start, current_period_end: period.end }));
  const pending = await pendingInvoiceItems(ctx, subscription.id);
  const lines = [...(await linesOfInvoiceItems(ctx, pending)), ...(await periodLines(ctx, items, period))];
  const renewed: Subscription = { ...subscription, items: itemsList(subscription.id, items) };
  const { invoice, discounts } = await draftRenewalInvoice(ctx, renewed, {
    reason: "subscription_cycle",
    lines,
    period: { start: firstItem.current_period_start, end: periodEnd },
    invoiceItems: pending,
  });
  const next: Subscription = { ...renewed, discounts, latest_invoice: invoice.id, status: renewed.status === "trialing" ? "active" : renewed.status };
  return saveSubscriptionUpdate(ctx, subscription, next);
}

/** An hour after a renewal: the draft is finalized and charged; a decline makes its subscription past_due. */
export async function finalizeRenewalInvoice(ctx: EmulatorContext, draft: Invoice): Promise<void> {
  const subscriptionId = draft.parent?.subscription_details.subscription;
  const subscription = subscriptionId ? await findObject<Subscription>(ctx.db, subscriptionId) : null;
  // Canceled within the hour: the draft stays a draft and nobody is charged.
  if (subscription?.status === "canceled") {
    await saveObject(ctx.db, { ...draft, automatically_finalizes_at: null, auto_advance: false });
    return;
  }
  const invoice = await finalizeDraftInvoice(ctx, draft);
  if (invoice.status === "paid") return settleSubscriptionAfterPayment(ctx, invoice);
  const attempt = await attemptInvoicePayment(ctx, invoice, { offSession: true, scheduleRetry: true });
  if (!attempt.decline) return settleSubscriptionAfterPayment(ctx, attempt.invoice);
  if (subscription && ["active", "trialing"].includes(subscription.status)) await saveSubscriptionUpdate(ctx, subscription, { ...subscription, status: "past_due" });
}

export async function expireIncompleteSubscription(ctx: EmulatorContext, subscription: Subscription): Promise<Subscription> {
  const invoice = subscription.latest_invoice ? await findObject<Invoice>(ctx.db, subscription.latest_invoice) : null;
  if (invoice?.status === "open") {
    const voided: Invoice = { ...invoice, status: "void", amount_remaining: 0, next_payment_attempt: null, status_transitions: { ...invoice.status_transitions, voided_at: ctx.now } };
    await saveObject(ctx.db, voided);
    await ctx.emit("invoice.voided", voided);
  }
  return saveSubscriptionUpdate(ctx, subscription, { ...subscription, status: "incomplete_expired", ended_at: ctx.now });
}
