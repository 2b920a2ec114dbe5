import type { EmulatorContext } from "../context.ts";
import type { Customer, Invoice, InvoiceItem, Price, Subscription } from "../model.ts";
import { allObjects } from "../store/list-objects.ts";
import { getObjectOrThrow } from "../store/objects.ts";
import { discountsInEffect, endSpentDiscounts } from "./discounts.ts";
import { draftInvoice, type InvoiceDraft, type LineInput } from "./draft-invoice.ts";
import { finalizeInvoice, saveDraftInvoice } from "./invoice-lifecycle.ts";

/** Stripe drafts a renewal invoice at the period end and finalizes and charges it about an hour later. */
export const RENEWAL_FINALIZES_AFTER_SECONDS = 3_600;

export async function pendingInvoiceItems(ctx: EmulatorContext, subscriptionId: string): Promise<InvoiceItem[]> {
  const items = await allObjects<InvoiceItem>(ctx.db, "invoiceitem", [{ path: ["parent", "subscription_details", "subscription"], equals: subscriptionId }]);
  return items.filter((item) => item.invoice === null);
}

export async function linesOfInvoiceItems(ctx: EmulatorContext, items: InvoiceItem[]): Promise<LineInput[]> {
  const lines: LineInput[] = [];
  for (const item of items) {
    lines.push({
      amount: item.amount,
      description: item.description,
      period: item.period,
      quantity: item.quantity,
      price: await getObjectOrThrow<Price>(ctx.db, "price", item.pricing.price_details.price),
      subscriptionItem: item.parent.subscription_details.subscription_item,
      proration: item.proration,
      invoiceItem: item.id,
    });
  }
  return lines;
}

type SubscriptionInvoiceRequest = { reason: InvoiceDraft["billingReason"]; lines: LineInput[]; period: { start: number; end: number }; invoiceItems?: InvoiceItem[] };

export async function previewSubscriptionInvoice(ctx: EmulatorContext, subscription: Subscription, request: SubscriptionInvoiceRequest): Promise<Invoice> {
  const customer = await getObjectOrThrow<Customer>(ctx.db, "customer", subscription.customer, "customer");
  const discounts = await discountsInEffect(ctx, subscription.discounts, request.period.start);
  return draftInvoice(ctx, { customer, subscription, billingReason: request.reason, lines: request.lines, discounts, period: request.period }, { preview: true });
}

/** Drafts a renewal invoice that finalizes on its own later (run-due-billing.ts); answers it with the discount ids still running. */
export async function draftRenewalInvoice(ctx: EmulatorContext, subscription: Subscription, request: SubscriptionInvoiceRequest): Promise<{ invoice: Invoice; discounts: string[] }> {
  const customer = await getObjectOrThrow<Customer>(ctx.db, "customer", subscription.customer, "customer");
  const applied = await discountsInEffect(ctx, subscription.discounts, ctx.now);
  const draft = draftInvoice(ctx, { customer, subscription, billingReason: request.reason, lines: request.lines, discounts: applied, period: request.period });
  const invoice = await saveDraftInvoice(ctx, { ...draft, automatically_finalizes_at: ctx.now + RENEWAL_FINALIZES_AFTER_SECONDS }, request.invoiceItems);
  return { invoice, discounts: await endSpentDiscounts(ctx, applied, subscription.discounts) };
}

/** Drafts and finalizes one of the subscription's invoices; answers it with the discount ids still running afterwards. */
export async function invoiceSubscription(ctx: EmulatorContext, subscription: Subscription, request: SubscriptionInvoiceRequest): Promise<{ invoice: Invoice; discounts: string[] }> {
  const customer = await getObjectOrThrow<Customer>(ctx.db, "customer", subscription.customer, "customer");
  const applied = await discountsInEffect(ctx, subscription.discounts, ctx.now);
  const draft = draftInvoice(ctx, { customer, subscription, billingReason: request.reason, lines: request.lines, discounts: applied, period: request.period });
  const invoice = await finalizeInvoice(ctx, draft, request.invoiceItems);
  return { invoice, discounts: await endSpentDiscounts(ctx, applied, subscription.discounts) };
}
