import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import Stripe from "stripe";

import { CONTRACT_TIMEOUT_MS, latestInvoiceOf, PAST_RENEWAL, startContractTarget, stripeErrorOf, uniqueCode, waitFor, type ContractTarget } from "./stripe-harness";

jest.setTimeout(CONTRACT_TIMEOUT_MS);

// Hooks inside a describe run before the setup file's afterAll, which drops the database under the emulator.
describe("Stripe contract: coupons and promotion codes", () => {
  let target: ContractTarget;
  let stripe: Stripe;
  let pro: Stripe.Price;

  beforeAll(async () => {
    target = await startContractTarget();
    stripe = target.stripe;
    pro = await target.monthlyPrice("Discounted Pro", 1500);
  });

  afterAll(async () => {
    await target?.close();
  });

  const periodEndOf = (subscription: Stripe.Subscription) => (subscription.items.data[0] as Stripe.SubscriptionItem).current_period_end;

  async function subscribe(customer: Stripe.Customer, discounts: Stripe.SubscriptionCreateParams.Discount[]) {
    return stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }], discounts, payment_behavior: "error_if_incomplete", expand: ["latest_invoice"] });
  }

  /** Renews the subscription once and answers the renewal invoice. */
  async function renew(clock: { id: string; now: number }, subscriptionId: string) {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const advanced = await target.advanceClock(clock, periodEndOf(subscription) + PAST_RENEWAL);
    Object.assign(clock, advanced);
    return latestInvoiceOf(await stripe.subscriptions.retrieve(subscriptionId, { expand: ["latest_invoice"] }));
  }

  describe("promotion codes and coupons", () => {
    it("finds a promotion code by its code, whatever the case, and takes 20% off the first invoice only (once)", async () => {
      const coupon = await stripe.coupons.create({ percent_off: 20, duration: "once", name: "Spring" });
      const code = uniqueCode("SPRING20");
      const promotionCode = await stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code });
      const found = await stripe.promotionCodes.list({ code: code.toLowerCase(), active: true, limit: 1 });
      expect(found.data.map((entry) => entry.id)).toEqual([promotionCode.id]);
      expect(found.data[0]?.promotion.coupon).toBe(coupon.id);

      const clock = await target.startClock();
      const { customer } = await target.customerWithCard({ clock });
      const subscription = await subscribe(customer, [{ promotion_code: promotionCode.id }]);
      const invoice = latestInvoiceOf(subscription);
      expect(invoice).toMatchObject({ subtotal: 1500, total: 1200, amount_paid: 1200 });
      expect(invoice.total_discount_amounts?.[0]?.amount).toBe(300);
      expect((await stripe.coupons.retrieve(coupon.id)).times_redeemed).toBe(1);
      expect((await stripe.promotionCodes.retrieve(promotionCode.id)).times_redeemed).toBe(1);

      const renewal = await renew(clock, subscription.id);
      expect(renewal).toMatchObject({ billing_reason: "subscription_cycle", total: 1500 });
    });

    it("takes a fixed amount off for the months of a repeating coupon, then charges the full price", async () => {
      const coupon = await stripe.coupons.create({ amount_off: 500, currency: "usd", duration: "repeating", duration_in_months: 2 });
      const clock = await target.startClock();
      const { customer } = await target.customerWithCard({ clock });
      const subscription = await subscribe(customer, [{ coupon: coupon.id }]);
      expect(latestInvoiceOf(subscription).total).toBe(1000);
      const withDiscount = await stripe.subscriptions.retrieve(subscription.id, { expand: ["discounts"] });
      expect((withDiscount.discounts[0] as Stripe.Discount).source.coupon).toBe(coupon.id);

      expect((await renew(clock, subscription.id)).total).toBe(1000);
      expect((await renew(clock, subscription.id)).total).toBe(1500);
    });

    it("refuses a promotion code once its max_redemptions are used up", async () => {
      const coupon = await stripe.coupons.create({ percent_off: 50, duration: "forever" });
      const promotionCode = await stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: uniqueCode("ONCEONLY"), max_redemptions: 1 });
      const first = await target.customerWithCard();
      expect(latestInvoiceOf(await subscribe(first.customer, [{ promotion_code: promotionCode.id }])).total).toBe(750);
      const second = await target.customerWithCard();
      const error = await stripeErrorOf(subscribe(second.customer, [{ promotion_code: promotionCode.id }]));
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect((await stripe.subscriptions.list({ customer: second.customer.id, status: "all" })).data).toHaveLength(0);
    });

    it("marks a coupon invalid once its max_redemptions are used up, and refuses it", async () => {
      const coupon = await stripe.coupons.create({ percent_off: 10, duration: "once", max_redemptions: 1 });
      const first = await target.customerWithCard();
      await subscribe(first.customer, [{ coupon: coupon.id }]);
      expect(await stripe.coupons.retrieve(coupon.id)).toMatchObject({ times_redeemed: 1, valid: false });
      const second = await target.customerWithCard();
      const error = await stripeErrorOf(subscribe(second.customer, [{ coupon: coupon.id }]));
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    });

    it("refuses a promotion code past its expires_at and a coupon past its redeem_by", async () => {
      // Both must still be in the future when they are made, even over a slow network.
      const soon = (await target.serverNow()) + 4;
      const coupon = await stripe.coupons.create({ percent_off: 15, duration: "once", redeem_by: soon });
      const otherCoupon = await stripe.coupons.create({ percent_off: 15, duration: "once" });
      const promotionCode = await stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: otherCoupon.id }, code: uniqueCode("BRIEF"), expires_at: soon });
      await waitFor(async () => ((await target.serverNow()) > soon ? true : undefined), { what: "the expiry to pass" });

      expect((await stripe.coupons.retrieve(coupon.id)).valid).toBe(false);
      const { customer } = await target.customerWithCard();
      expect(await stripeErrorOf(subscribe(customer, [{ coupon: coupon.id }]))).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(await stripeErrorOf(subscribe(customer, [{ promotion_code: promotionCode.id }]))).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect((await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data).toHaveLength(0);
    });

    it("previews a new subscription with a promotion code without redeeming it", async () => {
      const coupon = await stripe.coupons.create({ amount_off: 300, currency: "usd", duration: "once" });
      const promotionCode = await stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: uniqueCode("PREVIEW3") });
      const { customer } = await target.customerWithCard();
      const preview = await stripe.invoices.createPreview({ customer: customer.id, subscription_details: { items: [{ price: pro.id }] }, discounts: [{ promotion_code: promotionCode.id }] });
      expect(preview).toMatchObject({ subtotal: 1500, total: 1200, amount_due: 1200 });
      expect((await stripe.promotionCodes.retrieve(promotionCode.id)).times_redeemed).toBe(0);
      expect(latestInvoiceOf(await subscribe(customer, [{ promotion_code: promotionCode.id }])).amount_paid).toBe(preview.amount_due);
    });
  });
});
