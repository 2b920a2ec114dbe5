import type Stripe from "stripe";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { BillingInterval, Coupon, Plan, Prisma } from "@/lib/generated/prisma/client";
import { displayNameOf, lookupKeyOf } from "@/lib/payments/plan-lookup-keys";

// No "server-only": the demo seed (scripts/db/seed-demo-payments.ts) syncs the catalogue with this too.
type Client = Pick<Prisma.TransactionClient, "plan"> | typeof db;

/**
 * The plans table is the catalogue: Pro and Premium become Stripe products with one recurring price
 * each, found by lookup_key (pro_monthly, premium_monthly), so the same code lines up with an
 * emulator, a test-mode account or the live one. A price is created once (idempotency keys name the
 * amount) and its id kept in plans.stripe_price_id; a changed amount gets a new price that takes
 * the lookup key over.
 */
const intervals: Record<BillingInterval, Stripe.PriceCreateParams.Recurring.Interval> = { MONTH: "month", YEAR: "year" };

const pricesInFlight = new Map<string, Promise<string>>();

/** The Stripe price id of a paid plan, created on first use in this process. */
export function ensurePlanPrice(stripe: Stripe, plan: Plan, client: Client = db): Promise<string> {
  if (plan.name === "FREE") throw new AppError("validation_failed", { message: "Free has no price to pay.", details: { fields: { plan_id: "Choose Pro or Premium." } } });
  const key = `${lookupKeyOf(plan)}:${plan.priceCents}:${plan.currency}`;
  let pending = pricesInFlight.get(key);
  if (!pending) {
    pending = syncPlanPrice(stripe, plan, client).catch((error: unknown) => {
      pricesInFlight.delete(key);
      throw error;
    });
    pricesInFlight.set(key, pending);
  }
  return pending;
}

async function syncPlanPrice(stripe: Stripe, plan: Plan, client: Client): Promise<string> {
  const lookupKey = lookupKeyOf(plan);
  const currency = plan.currency.toLowerCase();
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const existing = found.data[0];
  let priceId = existing?.unit_amount === plan.priceCents && existing.currency === currency ? existing.id : null;
  if (!priceId) {
    const tag = `${lookupKey}-${plan.priceCents}-${currency}`;
    const product = await stripe.products.create({ name: `Remote Jobs ${displayNameOf(plan.name)}`, metadata: { plan: plan.name } }, { idempotencyKey: `catalogue-product-${tag}` });
    const price = await stripe.prices.create(
      { product: product.id, currency, unit_amount: plan.priceCents, recurring: { interval: intervals[plan.interval] }, lookup_key: lookupKey, transfer_lookup_key: true, metadata: { plan: plan.name } },
      { idempotencyKey: `catalogue-price-${tag}` },
    );
    priceId = price.id;
  }
  if (plan.stripePriceId !== priceId) await client.plan.update({ where: { id: plan.id }, data: { stripePriceId: priceId } });
  return priceId;
}

const promotionCodesInFlight = new Map<string, Promise<string>>();

/**
 * The Stripe promotion code for one of our coupons (the coupons table is the catalogue): a Stripe
 * coupon with the same discount and a promotion code with the same code, created once. Our table
 * decides validity and counts redemptions; Stripe applies the discount to the invoice.
 */
export function ensurePromotionCode(stripe: Stripe, coupon: Coupon): Promise<string> {
  const key = `${coupon.id}:${coupon.code}:${coupon.percentOff ?? ""}:${coupon.amountOffCents ?? ""}:${coupon.duration}:${coupon.durationInMonths ?? ""}`;
  let pending = promotionCodesInFlight.get(key);
  if (!pending) {
    pending = syncPromotionCode(stripe, coupon).catch((error: unknown) => {
      promotionCodesInFlight.delete(key);
      throw error;
    });
    promotionCodesInFlight.set(key, pending);
  }
  return pending;
}

async function syncPromotionCode(stripe: Stripe, coupon: Coupon): Promise<string> {
  const found = await stripe.promotionCodes.list({ code: coupon.code, active: true, limit: 1 });
  if (found.data[0]) return found.data[0].id;
  const tag = `${coupon.id}-${coupon.code.toUpperCase()}`;
  const discount = coupon.percentOff !== null ? { percent_off: coupon.percentOff } : { amount_off: coupon.amountOffCents ?? 0, currency: (coupon.currency ?? "USD").toLowerCase() };
  const duration = coupon.duration.toLowerCase() as Stripe.CouponCreateParams.Duration;
  const stripeCoupon = await stripe.coupons.create(
    { ...discount, duration, ...(duration === "repeating" ? { duration_in_months: coupon.durationInMonths ?? 1 } : {}), name: coupon.code.toUpperCase(), metadata: { coupon_id: String(coupon.id) } },
    { idempotencyKey: `catalogue-coupon-${tag}` },
  );
  const promotion = await stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: stripeCoupon.id }, code: coupon.code.toUpperCase() }, { idempotencyKey: `catalogue-promotion-${tag}` });
  return promotion.id;
}
