import type { AppliedDiscount } from "../billing/discounts.ts";
import { draftInvoice } from "../billing/draft-invoice.ts";
import { periodEndAfter } from "../billing/periods.ts";
import { linesOfInvoiceItems, pendingInvoiceItems, previewSubscriptionInvoice } from "../billing/subscription-invoice.ts";
import { newSubscriptionItem, periodLines } from "../billing/subscription-items.ts";
import type { EmulatorContext } from "../context.ts";
import type { Params } from "../http/form-params.ts";
import { objectArray, optionalInteger, optionalObject, optionalString } from "../http/params.ts";
import { invalidRequest } from "../http/stripe-error.ts";
import type { Coupon, Customer, Invoice, Price, PromotionCode, Subscription } from "../model.ts";
import { getObjectOrThrow } from "../store/objects.ts";
import { getCouponOrThrow } from "./coupons.ts";
import { getSubscribablePriceOrThrow } from "./subscriptions.ts";
import { planItemChange, prorationBehaviorOf } from "./update-subscription.ts";

export const PREVIEW_PARAMS = ["customer", "subscription", "subscription_details", "discounts", "preview_mode", "automatic_tax", "currency"] as const;

/** Discounts a preview would apply, looked up but not redeemed. */
async function previewDiscounts(ctx: EmulatorContext, params: Params, customer: string): Promise<AppliedDiscount[]> {
  const applied: AppliedDiscount[] = [];
  for (const [index, entry] of objectArray(params, "discounts").entries()) {
    const promotionCodeId = optionalString(entry, "promotion_code");
    const promotionCode = promotionCodeId ? await getObjectOrThrow<PromotionCode>(ctx.db, "promotion_code", promotionCodeId, `discounts[${index}][promotion_code]`) : null;
    const coupon: Coupon = await getCouponOrThrow(ctx, promotionCode?.promotion.coupon ?? optionalString(entry, "coupon") ?? "", `discounts[${index}][coupon]`);
    applied.push({
      coupon,
      discount: { id: `di_preview_${index}`, object: "discount", source: { type: "coupon", coupon: coupon.id }, promotion_code: promotionCode?.id ?? null, start: ctx.now, end: null, customer, customer_account: null, subscription: null, subscription_item: null, invoice: null, invoice_item: null, checkout_session: null },
    });
  }
  return applied;
}

async function previewNewSubscription(ctx: EmulatorContext, customer: Customer, params: Params, details: Params): Promise<Invoice> {
  const itemParams = objectArray(details, "items");
  if (itemParams.length === 0) throw invalidRequest("Missing required param: subscription_details[items].", { code: "parameter_missing", param: "subscription_details[items]" });
  const prices: Price[] = [];
  for (const [index, item] of itemParams.entries()) prices.push(await getSubscribablePriceOrThrow(ctx, optionalString(item, "price") ?? "", `subscription_details[items][${index}][price]`, prices[0]));
  const first = prices[0] as Price;
  const period = { start: ctx.now, end: periodEndAfter(ctx.now, ctx.now, first.recurring as NonNullable<Price["recurring"]>) };
  const items = itemParams.map((item, index) => newSubscriptionItem(ctx, { price: prices[index] as Price, quantity: optionalInteger(item, "quantity") ?? 1, subscription: "", period, metadata: {} }));
  const discounts = await previewDiscounts(ctx, params, customer.id);
  return draftInvoice(ctx, { customer, subscription: null, billingReason: "subscription_create", lines: await periodLines(ctx, items, period), discounts, period: { start: ctx.now, end: ctx.now } }, { preview: true });
}

async function previewExistingSubscription(ctx: EmulatorContext, subscription: Subscription, details: Params): Promise<Invoice> {
  const firstItem = subscription.items.data[0];
  if (!firstItem?.price.recurring) throw invalidRequest("The subscription has no items to preview.");
  const behavior = prorationBehaviorOf(details);
  const { items, lines } = details.items === undefined ? { items: subscription.items.data, lines: [] } : await planItemChange(ctx, subscription, details, behavior);
  if (behavior === "always_invoice") {
    return previewSubscriptionInvoice(ctx, subscription, { reason: "subscription_update", lines, period: { start: ctx.now, end: firstItem.current_period_end } });
  }
  // Otherwise the preview is the next renewal: waiting prorations, these prorations, then the next period.
  const start = firstItem.current_period_end;
  const period = { start, end: periodEndAfter(start, subscription.billing_cycle_anchor, firstItem.price.recurring) };
  const renewal = items.map((item) => ({ ...item, current_period_start: period.start, current_period_end: period.end }));
  const pending = await linesOfInvoiceItems(ctx, await pendingInvoiceItems(ctx, subscription.id));
  return previewSubscriptionInvoice(ctx, subscription, { reason: "subscription_cycle", lines: [...pending, ...lines, ...(await periodLines(ctx, renewal, period))], period });
}

/** `invoices.createPreview`: what a plan change or a new subscription would invoice, saving nothing. */
export async function previewInvoice(ctx: EmulatorContext, params: Params): Promise<Invoice> {
  const details = optionalObject(params, "subscription_details") ?? {};
  const subscriptionId = optionalString(params, "subscription");
  if (subscriptionId) return previewExistingSubscription(ctx, await getObjectOrThrow<Subscription>(ctx.db, "subscription", subscriptionId, "subscription"), details);
  const customer = await getObjectOrThrow<Customer>(ctx.db, "customer", optionalString(params, "customer") ?? "", "customer");
  return previewNewSubscription(ctx, customer, params, details);
}
