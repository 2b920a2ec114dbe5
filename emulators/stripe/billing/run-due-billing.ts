import type { EmulatorContext } from "../context.ts";
import type { Invoice, Subscription } from "../model.ts";
import { allObjects } from "../store/list-objects.ts";
import { findObject } from "../store/objects.ts";
import { attemptInvoicePayment } from "./invoice-lifecycle.ts";
import { cancelSubscriptionNow, expireIncompleteSubscription, finalizeRenewalInvoice, INCOMPLETE_EXPIRY_SECONDS, renewSubscription, settleSubscriptionAfterPayment } from "./subscription-lifecycle.ts";

type DueWork = { at: number; run: () => Promise<unknown> };

const RUNNING = ["active", "trialing", "past_due", "unpaid"];

function subscriptionWork(ctx: EmulatorContext, subscription: Subscription): DueWork | null {
  if (subscription.status === "incomplete") return { at: subscription.created + INCOMPLETE_EXPIRY_SECONDS, run: () => expireIncompleteSubscription(ctx, subscription) };
  if (!RUNNING.includes(subscription.status) || subscription.items.data.length === 0) return null;
  const periodEnd = Math.min(...subscription.items.data.map((item) => item.current_period_end));
  if (subscription.cancel_at !== null && subscription.cancel_at < periodEnd) {
    return { at: subscription.cancel_at, run: () => cancelSubscriptionNow(ctx, subscription, { reason: "cancellation_requested" }) };
  }
  return { at: periodEnd, run: () => renewSubscription(ctx, subscription) };
}

async function retryInvoice(ctx: EmulatorContext, invoice: Invoice) {
  const attempt = await attemptInvoicePayment(ctx, invoice, { offSession: true, scheduleRetry: true });
  if (!attempt.decline) return settleSubscriptionAfterPayment(ctx, attempt.invoice);
  if (attempt.invoice.next_payment_attempt !== null) return;
  // Stripe's default once every retry has failed: cancel the subscription.
  const subscriptionId = invoice.parent?.subscription_details.subscription;
  const subscription = subscriptionId ? await findObject<Subscription>(ctx.db, subscriptionId) : null;
  if (subscription && subscription.status === "past_due") await cancelSubscriptionNow(ctx, subscription, { reason: "payment_failed" });
}

async function nextDueWork(ctx: EmulatorContext): Promise<DueWork | null> {
  const subscriptions = await allObjects<Subscription>(ctx.db, "subscription", [{ path: ["status"], oneOf: [...RUNNING, "incomplete"] }]);
  const invoices = await allObjects<Invoice>(ctx.db, "invoice", [{ path: ["status"], oneOf: ["open", "draft"] }]);
  const work: DueWork[] = [
    ...subscriptions.map((subscription) => subscriptionWork(ctx, subscription)).filter((entry): entry is DueWork => entry !== null),
    ...invoices.filter((invoice) => invoice.status === "open" && invoice.next_payment_attempt !== null).map((invoice) => ({ at: invoice.next_payment_attempt as number, run: () => retryInvoice(ctx, invoice) })),
    ...invoices
      .filter((invoice) => invoice.status === "draft" && typeof invoice.automatically_finalizes_at === "number")
      .map((invoice) => ({ at: invoice.automatically_finalizes_at as number, run: () => finalizeRenewalInvoice(ctx, invoice) })),
  ];
  return work.reduce<DueWork | null>((earliest, entry) => (earliest === null || entry.at < earliest.at ? entry : earliest), null);
}

/**
 * Catches billing up to `until` in time order (renewals, period-end cancellations, payment
 * retries, expiries), moving the context's clock to each due moment so events carry its time.
 */
export async function runDueBilling(ctx: EmulatorContext, until: number) {
  const request = ctx.request;
  ctx.request = null;
  try {
    for (let step = 0; step < 10_000; step += 1) {
      const work = await nextDueWork(ctx);
      if (!work || work.at > until) break;
      ctx.now = Math.max(ctx.now, work.at);
      await work.run();
    }
  } finally {
    ctx.request = request;
  }
  ctx.now = Math.max(ctx.now, until);
}
