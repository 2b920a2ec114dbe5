import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { getMembershipOrThrow } from "@/lib/companies/get-membership-or-throw";
import { db } from "@/lib/db";
import { discountedPrice, getRedeemableCouponOrThrow } from "@/lib/payments/coupons";
import { getPaidPlanOrThrow } from "@/lib/payments/paid-plan";

export type CouponEvaluation = {
  code: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  price_cents: number;
  discounted_price_cents: number;
  currency: string;
  duration: "once" | "repeating" | "forever";
  duration_in_months: number | null;
};

/** POST transactions/evalutate-cupon: what a coupon takes off a plan's price, for a member of the company. Nothing is redeemed. */
export async function evaluateCoupon(caller: CurrentUser, input: { code: string; plan_id: number; company_id: string }): Promise<CouponEvaluation> {
  await getMembershipOrThrow(caller, input.company_id);
  const plan = await getPaidPlanOrThrow(input.plan_id);
  const coupon = await getRedeemableCouponOrThrow(db, input.code);
  return {
    code: coupon.code.toUpperCase(),
    percent_off: coupon.percentOff,
    amount_off_cents: coupon.amountOffCents,
    price_cents: plan.priceCents,
    discounted_price_cents: discountedPrice(plan.priceCents, coupon),
    currency: plan.currency,
    duration: coupon.duration.toLowerCase() as CouponEvaluation["duration"],
    duration_in_months: coupon.durationInMonths,
  };
}
