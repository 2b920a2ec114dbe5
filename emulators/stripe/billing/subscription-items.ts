import type { EmulatorContext } from "../context.ts";
import { newId } from "../ids.ts";
import type { Price, Subscription, SubscriptionItem } from "../model.ts";
import { describeCharge } from "./describe-line.ts";
import type { LineInput } from "./draft-invoice.ts";

/** The legacy `plan` Stripe still renders beside each item's price. */
function planOf(price: Price) {
  return {
    id: price.id,
    object: "plan",
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: "per_unit",
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? "month",
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: "licensed",
  };
}

export function newSubscriptionItem(ctx: EmulatorContext, options: { price: Price; quantity: number; subscription: string; period: { start: number; end: number }; metadata: Record<string, string> }): SubscriptionItem {
  return {
    id: newId("si"),
    object: "subscription_item",
    billing_thresholds: null,
    created: ctx.now,
    current_trial: null,
    current_period_end: options.period.end,
    current_period_start: options.period.start,
    discounts: [],
    metadata: options.metadata,
    plan: planOf(options.price),
    price: options.price,
    quantity: options.quantity,
    subscription: options.subscription,
    tax_rates: [],
  };
}

export function withPrice(item: SubscriptionItem, price: Price, quantity: number): SubscriptionItem {
  return { ...item, price, plan: planOf(price), quantity };
}

export function itemsList(subscriptionId: string, data: SubscriptionItem[]): Subscription["items"] {
  return { object: "list", data, has_more: false, total_count: data.length, url: `/v1/subscription_items?subscription=${subscriptionId}` };
}

/** A full period's charge for every item. */
export async function periodLines(ctx: EmulatorContext, items: SubscriptionItem[], period: { start: number; end: number }): Promise<LineInput[]> {
  const lines: LineInput[] = [];
  for (const item of items) {
    lines.push({
      amount: item.price.unit_amount * item.quantity,
      description: await describeCharge(ctx, item.price, item.quantity),
      period,
      quantity: item.quantity,
      price: item.price,
      subscriptionItem: item.id,
      proration: false,
    });
  }
  return lines;
}
