import type { EmulatorContext } from "../context.ts";
import type { Params } from "../http/form-params.ts";
import { optionalString } from "../http/params.ts";
import { invalidRequest } from "../http/stripe-error.ts";
import { newId } from "../ids.ts";
import type { Coupon, Discount, Invoice, PromotionCode } from "../model.ts";
import { allObjects } from "../store/list-objects.ts";
import { findObject, getObjectOrThrow, saveObject } from "../store/objects.ts";
import { getCouponOrThrow } from "../resources/coupons.ts";
import { monthsAfter } from "./periods.ts";

type Redemption = { coupon: Coupon; promotionCode: PromotionCode | null };

async function hasPaidBefore(ctx: EmulatorContext, customerId: string) {
  const invoices = await allObjects<Invoice>(ctx.db, "invoice", [{ path: ["customer"], equals: customerId }, { path: ["status"], equals: "paid" }]);
  return invoices.some((invoice) => invoice.amount_paid > 0);
}

async function checkPromotionCode(ctx: EmulatorContext, id: string, param: string, customerId: string, firstAmount: { amount: number; currency: string }): Promise<Redemption> {
  const promotionCode = await getObjectOrThrow<PromotionCode>(ctx.db, "promotion_code", id, param);
  const refuse = (message: string) => invalidRequest(message, { param, code: "promotion_code_invalid" });
  if (!promotionCode.active) throw refuse("This promotion code is not active.");
  if (promotionCode.expires_at !== null && promotionCode.expires_at <= ctx.now) throw refuse("This promotion code has expired.");
  if (promotionCode.max_redemptions !== null && promotionCode.times_redeemed >= promotionCode.max_redemptions) throw refuse("This promotion code has been used up.");
  if (promotionCode.customer && promotionCode.customer !== customerId) throw refuse("This promotion code cannot be redeemed by this customer.");
  const { restrictions } = promotionCode;
  if (restrictions.first_time_transaction && (await hasPaidBefore(ctx, customerId))) throw refuse("This promotion code is only valid for a customer's first purchase.");
  if (restrictions.minimum_amount !== null && (restrictions.minimum_amount_currency ?? firstAmount.currency) === firstAmount.currency && firstAmount.amount < restrictions.minimum_amount) {
    throw refuse("This promotion code requires a minimum purchase amount.");
  }
  return { coupon: await getCouponOrThrow(ctx, promotionCode.promotion.coupon, param), promotionCode };
}

/**
 * Turns `discounts: [{ coupon } | { promotion_code }]` into Discount objects, counting the
 * redemptions; `firstAmount` is what the first invoice would charge, for minimum-amount rules.
 */
export async function redeemDiscounts(ctx: EmulatorContext, entries: Params[], owner: { customer: string; subscription: string }, firstAmount: { amount: number; currency: string }): Promise<Discount[]> {
  const discounts: Discount[] = [];
  for (const [index, entry] of entries.entries()) {
    const existing = optionalString(entry, "discount");
    if (existing) {
      discounts.push(await getObjectOrThrow<Discount>(ctx.db, "discount", existing, `discounts[${index}][discount]`));
      continue;
    }
    const promotionCodeId = optionalString(entry, "promotion_code");
    const couponId = optionalString(entry, "coupon");
    const redemption: Redemption = promotionCodeId
      ? await checkPromotionCode(ctx, promotionCodeId, `discounts[${index}][promotion_code]`, owner.customer, firstAmount)
      : { coupon: await getCouponOrThrow(ctx, couponId ?? "", `discounts[${index}][coupon]`), promotionCode: null };
    const { coupon, promotionCode } = redemption;
    if (!coupon.valid) throw invalidRequest(`Coupon expired: ${coupon.id}`, { param: `discounts[${index}]`, code: "coupon_expired" });
    if (coupon.amount_off !== null && coupon.currency !== firstAmount.currency) throw invalidRequest(`The coupon currency (${coupon.currency}) does not match the subscription currency (${firstAmount.currency}).`, { param: `discounts[${index}]` });
    await saveObject(ctx.db, { ...coupon, times_redeemed: coupon.times_redeemed + 1 });
    if (promotionCode) await saveObject(ctx.db, { ...promotionCode, times_redeemed: promotionCode.times_redeemed + 1 });
    const discount: Discount = {
      id: newId("di"),
      object: "discount",
      checkout_session: null,
      customer: owner.customer,
      customer_account: null,
      end: coupon.duration === "repeating" && coupon.duration_in_months ? monthsAfter(ctx.now, coupon.duration_in_months) : null,
      invoice: null,
      invoice_item: null,
      promotion_code: promotionCode?.id ?? null,
      source: { type: "coupon", coupon: coupon.id },
      start: ctx.now,
      subscription: owner.subscription,
      subscription_item: null,
    };
    discounts.push(await saveObject(ctx.db, discount));
  }
  return discounts;
}

export type AppliedDiscount = { discount: Discount; coupon: Coupon };

/** The discounts still running at `at` (a `repeating` coupon stops after its months, a `once` coupon after one invoice). */
export async function discountsInEffect(ctx: EmulatorContext, discountIds: string[], at: number): Promise<AppliedDiscount[]> {
  const applied: AppliedDiscount[] = [];
  for (const id of discountIds) {
    const discount = await findObject<Discount>(ctx.db, id);
    if (!discount || (discount.end !== null && discount.end <= at)) continue;
    const coupon = await findObject<Coupon>(ctx.db, discount.source.coupon);
    if (coupon && coupon.object === "coupon") applied.push({ discount, coupon });
  }
  return applied;
}

/** Ends `once` discounts after the invoice they applied to; answers the ids still running. */
export async function endSpentDiscounts(ctx: EmulatorContext, applied: AppliedDiscount[], discountIds: string[]): Promise<string[]> {
  const spent = applied.filter(({ coupon }) => coupon.duration === "once");
  for (const { discount } of spent) await saveObject(ctx.db, { ...discount, end: ctx.now });
  return discountIds.filter((id) => !spent.some(({ discount }) => discount.id === id));
}
