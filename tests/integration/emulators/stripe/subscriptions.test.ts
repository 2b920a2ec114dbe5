import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import Stripe from "stripe";

import { advanceDays, createMonthlyPrice, customerWithCard, emulatorNow, startEmulatorWithClient, type EmulatorWithClient } from "./emulator-client";

let running: EmulatorWithClient;
let stripe: Stripe;
let pro: Stripe.Price;
let premium: Stripe.Price;

beforeAll(async () => {
  running = await startEmulatorWithClient();
  stripe = running.stripe;
  pro = await createMonthlyPrice(stripe, "Pro", 1500, "pro_monthly");
  premium = await createMonthlyPrice(stripe, "Premium", 4500, "premium_monthly");
});

afterAll(async () => {
  await running?.emulator.close();
});

function invoiceOf(subscription: Stripe.Subscription) {
  return subscription.latest_invoice as Stripe.Invoice;
}

describe("subscribing", () => {
  it("starts active with a paid invoice, item periods a calendar month long", async () => {
    const { customer, paymentMethod } = await customerWithCard(stripe);
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }], expand: ["latest_invoice"], metadata: { company_id: "42" } });
    expect(subscription.status).toBe("active");
    const invoice = invoiceOf(subscription);
    expect(invoice).toMatchObject({ status: "paid", billing_reason: "subscription_create", amount_due: 1500, amount_paid: 1500, amount_remaining: 0, currency: "usd" });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect(invoice.number).toMatch(/^[A-Z0-9]{8}-0001$/);
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    expect(item.price.id).toBe(pro.id);
    const start = new Date(item.current_period_start * 1000);
    const end = new Date(item.current_period_end * 1000);
    expect((end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth()).toBe(1);
    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data.map((entry) => entry.id)).toEqual([invoice.id]);
    expect(paymentMethod.customer).toBe(customer.id);
  });

  it("fails with 402 and creates nothing when the card declines under error_if_incomplete", async () => {
    const { customer } = await customerWithCard(stripe, "pm_card_chargeCustomerFail");
    const error = (await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }], payment_behavior: "error_if_incomplete" }).catch((caught: unknown) => caught)) as Stripe.errors.StripeError;
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error.code).toBe("card_declined");
    expect((await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data).toHaveLength(0);
  });

  it("stays incomplete with an open invoice under the default allow_incomplete", async () => {
    const { customer } = await customerWithCard(stripe, "pm_card_chargeCustomerFail");
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }], expand: ["latest_invoice"] });
    expect(subscription.status).toBe("incomplete");
    expect(invoiceOf(subscription)).toMatchObject({ status: "open", attempt_count: 1 });
  });

  it("refuses a customer without a card", async () => {
    const customer = await stripe.customers.create({});
    const error = (await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }] }).catch((caught: unknown) => caught)) as Stripe.errors.StripeError;
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

describe("changing plan", () => {
  it("upgrades with always_invoice: a credit for unused Pro and a charge for the rest of the month of Premium", async () => {
    const { customer } = await customerWithCard(stripe);
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }] });
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const length = item.current_period_end - item.current_period_start;
    const prorationDate = item.current_period_start + Math.floor(length / 2);

    const preview = await stripe.invoices.createPreview({ customer: customer.id, subscription: subscription.id, subscription_details: { items: [{ id: item.id, price: premium.id }], proration_date: prorationDate, proration_behavior: "always_invoice" } });
    const upgraded = await stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, price: premium.id }], proration_behavior: "always_invoice", proration_date: prorationDate, payment_behavior: "error_if_incomplete", expand: ["latest_invoice"] });

    const remaining = (item.current_period_end - prorationDate) / length;
    const invoice = invoiceOf(upgraded);
    expect(invoice.billing_reason).toBe("subscription_update");
    expect(invoice.status).toBe("paid");
    const amounts = invoice.lines.data.map((line) => line.amount);
    expect(amounts).toEqual([-Math.round(1500 * remaining), Math.round(4500 * remaining)]);
    expect(invoice.lines.data.every((line) => line.parent?.subscription_item_details?.proration === true)).toBe(true);
    expect(invoice.lines.data[1]?.pricing?.price_details?.price).toBe(premium.id);
    expect(invoice.total).toBe(amounts[0]! + amounts[1]!);
    expect(preview.lines.data.map((line) => line.amount)).toEqual(amounts);
    expect(upgraded.items.data[0]?.price.id).toBe(premium.id);
    expect(upgraded.items.data[0]?.current_period_end).toBe(item.current_period_end);
  });

  it("downgrades with create_prorations: the credit waits for the renewal invoice", async () => {
    const { customer } = await customerWithCard(stripe);
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: premium.id }] });
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const downgraded = await stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, price: pro.id }] });
    expect(downgraded.latest_invoice).toBe(subscription.latest_invoice);

    await advanceDays(stripe, 32);
    const renewed = await stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
    const invoice = invoiceOf(renewed);
    expect(invoice.billing_reason).toBe("subscription_cycle");
    const prorations = invoice.lines.data.filter((line) => line.parent?.subscription_item_details?.proration);
    expect(prorations).toHaveLength(2);
    expect(invoice.lines.data.filter((line) => !line.parent?.subscription_item_details?.proration).map((line) => line.amount)).toEqual([1500]);
    expect(renewed.items.data[0]?.current_period_start).toBe(item.current_period_end);
  });
});

describe("cancelling", () => {
  it("cancels at period end: still active until the clock passes the end, then canceled", async () => {
    const { customer } = await customerWithCard(stripe);
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }] });
    const periodEnd = subscription.items.data[0]!.current_period_end;
    const scheduled = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(scheduled).toMatchObject({ status: "active", cancel_at_period_end: true, cancel_at: periodEnd });

    const days = (periodEnd - (await emulatorNow(stripe))) / 86_400 + 1;
    await advanceDays(stripe, days);
    const ended = await stripe.subscriptions.retrieve(subscription.id);
    expect(ended.status).toBe("canceled");
    expect(ended.ended_at).toBe(periodEnd);
    const invoices = await stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data).toHaveLength(1);
  });

  it("cancels immediately with DELETE", async () => {
    const { customer } = await customerWithCard(stripe);
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }] });
    const canceled = await stripe.subscriptions.cancel(subscription.id, { invoice_now: false, prorate: false });
    expect(canceled.status).toBe("canceled");
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data).toHaveLength(1);
  });
});

describe("renewals", () => {
  it("renews monthly and charges the card again", async () => {
    const { customer } = await customerWithCard(stripe);
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }] });
    await advanceDays(stripe, 32);
    const renewed = await stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.status).toBe("active");
    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data.map((invoice) => [invoice.billing_reason, invoice.status])).toEqual([
      ["subscription_cycle", "paid"],
      ["subscription_create", "paid"],
    ]);
  });

  it("goes past_due when the renewal charge fails, and active again when a new card pays the invoice", async () => {
    const customer = await stripe.customers.create({});
    const good = await stripe.paymentMethods.attach("pm_card_visa", { customer: customer.id });
    const failing = await stripe.paymentMethods.attach("pm_card_chargeCustomerFail", { customer: customer.id });
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }], default_payment_method: good.id });
    await stripe.subscriptions.update(subscription.id, { default_payment_method: failing.id });
    await advanceDays(stripe, 32);
    const pastDue = await stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
    expect(pastDue.status).toBe("past_due");
    const invoice = invoiceOf(pastDue);
    expect(invoice).toMatchObject({ status: "open", attempt_count: 1 });
    expect(invoice.next_payment_attempt).not.toBeNull();

    const paid = await stripe.invoices.pay(invoice.id, { payment_method: good.id });
    expect(paid.status).toBe("paid");
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("active");
  });
});

describe("discounts", () => {
  it("finds a promotion code by its code and takes its coupon off the first invoice", async () => {
    const coupon = await stripe.coupons.create({ percent_off: 20, duration: "once", name: "Spring" });
    const promotionCode = await stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: "SPRING20" });
    const found = await stripe.promotionCodes.list({ code: "spring20", active: true, limit: 1 });
    expect(found.data.map((entry) => entry.id)).toEqual([promotionCode.id]);
    expect(found.data[0]?.promotion.coupon).toBe(coupon.id);

    const { customer } = await customerWithCard(stripe);
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }], discounts: [{ promotion_code: promotionCode.id }], expand: ["latest_invoice", "discounts"] });
    const invoice = invoiceOf(subscription);
    expect(invoice).toMatchObject({ subtotal: 1500, total: 1200, amount_paid: 1200 });
    expect(invoice.total_discount_amounts?.[0]?.amount).toBe(300);
    expect((await stripe.coupons.retrieve(coupon.id)).times_redeemed).toBe(1);
    expect((await stripe.promotionCodes.retrieve(promotionCode.id)).times_redeemed).toBe(1);

    await advanceDays(stripe, 32);
    const renewal = invoiceOf(await stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] }));
    expect(renewal.total).toBe(1500);
  });

  it("applies a repeating fixed-amount coupon", async () => {
    const coupon = await stripe.coupons.create({ amount_off: 500, currency: "usd", duration: "repeating", duration_in_months: 3 });
    const { customer } = await customerWithCard(stripe);
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }], discounts: [{ coupon: coupon.id }], expand: ["latest_invoice"] });
    expect(invoiceOf(subscription).total).toBe(1000);
    const discount = await stripe.subscriptions.retrieve(subscription.id, { expand: ["discounts"] });
    expect((discount.discounts[0] as Stripe.Discount).source.coupon).toBe(coupon.id);
  });

  it("refuses a promotion code that has been used up", async () => {
    const coupon = await stripe.coupons.create({ percent_off: 50, duration: "forever" });
    const promotionCode = await stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, max_redemptions: 1 });
    const first = await customerWithCard(stripe);
    await stripe.subscriptions.create({ customer: first.customer.id, items: [{ price: pro.id }], discounts: [{ promotion_code: promotionCode.id }] });
    const second = await customerWithCard(stripe);
    const error = (await stripe.subscriptions.create({ customer: second.customer.id, items: [{ price: pro.id }], discounts: [{ promotion_code: promotionCode.id }] }).catch((caught: unknown) => caught)) as Stripe.errors.StripeError;
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});
