import { describe, expect, it } from "@jest/globals";

import { ApiError } from "@/lib/api/client";
import { couponSaving, formatMoney, isUpgrade, priceDueNow } from "@/lib/payments-client/money";
import { createPaymentsClient, paymentFailureOf, type PaymentFailure } from "@/lib/payments-client/payments-client";
import { planActionFor } from "@/lib/payments-client/plan-action";
import type { CouponWire } from "@/lib/payments-client/wire";
import { fakeServer } from "@/tests/support/fake-server";

const coupon = (over: Partial<CouponWire>): CouponWire => ({
  code: "SPRING20",
  percent_off: 20,
  amount_off_cents: null,
  price_cents: 2900,
  discounted_price_cents: 2320,
  currency: "USD",
  duration: "once",
  duration_in_months: null,
  ...over,
});

describe("money on the premium page", () => {
  it("writes whole amounts without cents and others with two, in the reader's language", () => {
    expect(formatMoney(2900, "USD", "en")).toBe("$29");
    expect(formatMoney(2320, "USD", "en")).toBe("$23.20");
    expect(formatMoney(-417, "USD", "en")).toBe("-$4.17");
    expect(formatMoney(2900, "USD", "es")).toMatch(/^29\sUS\$$/);
  });

  it("charges the coupon's discounted price, never below zero", () => {
    expect(priceDueNow({ price_cents: 2900 }, null)).toBe(2900);
    expect(priceDueNow({ price_cents: 2900 }, coupon({}))).toBe(2320);
    expect(priceDueNow({ price_cents: 2900 }, { discounted_price_cents: -100 })).toBe(0);
  });

  it("says what a coupon takes off as a percentage or an amount", () => {
    expect(couponSaving(coupon({}), "en")).toBe("20%");
    expect(couponSaving(coupon({ percent_off: null, amount_off_cents: 500, discounted_price_cents: 2400 }), "en")).toBe("$5");
  });
});

describe("what choosing a plan means", () => {
  const free = { planName: "FREE" as const, cancel_at_period_end: false };
  const pro = { planName: "PRO" as const, cancel_at_period_end: false };
  it("goes to checkout from Free and marks the current plan", () => {
    expect(planActionFor(free, "PRO")).toBe("subscribe");
    expect(planActionFor(free, "PREMIUM")).toBe("subscribe");
    expect(planActionFor(free, "FREE")).toBe("current");
  });
  it("prorates between paid plans and cancels to go back to Free", () => {
    expect(planActionFor(pro, "PREMIUM")).toBe("upgrade");
    expect(planActionFor({ planName: "PREMIUM", cancel_at_period_end: false }, "PRO")).toBe("downgrade");
    expect(planActionFor(pro, "FREE")).toBe("cancel");
    expect(planActionFor({ ...pro, cancel_at_period_end: true }, "FREE")).toBe("none");
    expect(isUpgrade("PRO", "PREMIUM")).toBe(true);
    expect(isUpgrade("PREMIUM", "PRO")).toBe(false);
  });
});

describe("payment failures", () => {
  it("names the decline reason the server gives and the contract's payment codes", () => {
    expect(paymentFailureOf(new ApiError("CARD_DECLINED" as never, { status: 402 }))).toEqual({ scope: "payments", key: "cardDeclined" });
    expect(paymentFailureOf(new ApiError("CARD_DECLINED" as never, { status: 402, details: { decline_code: "insufficient_funds" } }))).toEqual({ scope: "payments", key: "insufficientFunds" });
    expect(paymentFailureOf(new ApiError("PAYMENT_DECLINED" as never, { status: 402 }))).toEqual({ scope: "payments", key: "paymentDeclined" });
    expect(paymentFailureOf(new ApiError("COUPON_INVALID" as never, { status: 404 }))).toEqual({ scope: "payments", key: "couponInvalid" });
    expect(paymentFailureOf(new ApiError("FORBIDDEN" as never, { status: 403 }))).toEqual({ scope: "payments", key: "ownersOnly" });
    expect(paymentFailureOf(new ApiError("network_error", { status: 0 }))).toEqual({ scope: "errors", message: { key: "networkError" } });
  });

  it("rejects with null and reports the reason first (spec 8)", async () => {
    const server = fakeServer({ "POST /api/transactions": { status: 402, body: { success: false, error: { code: "PAYMENT_DECLINED", message: "Your card was declined." } } } });
    const reported: PaymentFailure[] = [];
    try {
      const payments = createPaymentsClient({ onFailure: (failure) => reported.push(failure) });
      await expect(payments.subscribe({ company_id: "c", plan_id: 2, payment_method_id: "m" })).rejects.toBeNull();
      expect(reported).toEqual([{ scope: "payments", key: "paymentDeclined" }]);
      expect(JSON.parse(server.requests[0]!.body!)).toEqual({ company_id: "c", plan_id: 2, payment_method_id: "m" });
    } finally {
      server.restore();
    }
  });
});
