import type { CouponWire, PlanWire } from "@/lib/payments-client/wire";

/** Integer cents as the reader's language writes money: "$29", "$29.50", "-$4.17" ("29 US$" in Spanish). */
export function formatMoney(cents: number, currency: string, locale: string): string {
  const amount = cents / 100;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** What a coupon takes off, as the coupon box says it: "20%" or "$5". */
export function couponSaving(coupon: CouponWire, locale: string): string {
  if (coupon.percent_off !== null) return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(coupon.percent_off / 100);
  return formatMoney(coupon.amount_off_cents ?? coupon.price_cents - coupon.discounted_price_cents, coupon.currency, locale);
}

/** The price the pay button charges now: the coupon's discounted price when one applies to this plan. */
export function priceDueNow(plan: Pick<PlanWire, "price_cents">, coupon: Pick<CouponWire, "discounted_price_cents"> | null): number {
  return Math.max(0, coupon ? coupon.discounted_price_cents : plan.price_cents);
}

const planOrder = ["FREE", "PRO", "PREMIUM"] as const;

/** Free < Pro < Premium: whether moving from one plan to another is an upgrade. */
export function isUpgrade(from: string, to: string): boolean {
  return planOrder.indexOf(to as (typeof planOrder)[number]) > planOrder.indexOf(from as (typeof planOrder)[number]);
}

/** "4 / 10", or "4 / ∞" for a plan with no limit. */
export function usageOf(current: number, limit: number | null): { current: number; limit: number | null; ratio: number } {
  return { current, limit, ratio: limit === null ? 0 : limit === 0 ? 1 : Math.min(1, current / limit) };
}
