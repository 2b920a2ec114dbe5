import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import Stripe from "stripe";

import { CONTRACT_TIMEOUT_MS, itEmulatorOnly, latestInvoiceOf, PAST_RENEWAL, startContractTarget, stripeErrorOf, waitFor, type ContractTarget } from "./stripe-harness";

jest.setTimeout(CONTRACT_TIMEOUT_MS);

// Hooks inside a describe run before the setup file's afterAll, which drops the database under the emulator.
describe("Stripe contract: subscriptions", () => {
  let target: ContractTarget;
  let stripe: Stripe;
  let pro: Stripe.Price;
  let premium: Stripe.Price;

  const DAY = 86_400;
  const HOUR = 3_600;

  beforeAll(async () => {
    target = await startContractTarget();
    stripe = target.stripe;
    pro = await target.monthlyPrice("Pro", 1500);
    premium = await target.monthlyPrice("Premium", 4500);
  });

  afterAll(async () => {
    await target?.close();
  });

  const firstItem = (subscription: Stripe.Subscription) => subscription.items.data[0] as Stripe.SubscriptionItem;

  /** The subscription's events of one type, oldest first (Stripe lists newest first). */
  async function eventsOf(subscriptionId: string, type: string) {
    const events = await stripe.events.list({ type, limit: 100 });
    return events.data.filter((event) => (event.data.object as { id: string }).id === subscriptionId).reverse();
  }

  /** Prorations are by the second, each line rounded to the cent: allow that one cent. */
  function expectCents(actual: number | undefined, expected: number) {
    expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(1);
  }

  describe("subscribing", () => {
    it("starts active with a paid invoice and item periods a calendar month long", async () => {
      const { customer } = await target.customerWithCard();
      const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }], payment_behavior: "error_if_incomplete", expand: ["latest_invoice"], metadata: { company_id: "42" } });
      expect(subscription).toMatchObject({ object: "subscription", status: "active", customer: customer.id, cancel_at_period_end: false, metadata: { company_id: "42" } });
      const invoice = latestInvoiceOf(subscription);
      expect(invoice).toMatchObject({ status: "paid", billing_reason: "subscription_create", amount_due: 1500, amount_paid: 1500, amount_remaining: 0, currency: "usd" });
      expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
      expect(invoice.number).toMatch(/^[A-Z0-9]+-\d{4}$/);
      expect(invoice.hosted_invoice_url).toMatch(/^https?:\/\//);
      const item = firstItem(subscription);
      expect(item.price.id).toBe(pro.id);
      expect(item.price.lookup_key).toBe(pro.lookup_key);
      const start = new Date(item.current_period_start * 1000);
      const end = new Date(item.current_period_end * 1000);
      expect((end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth()).toBe(1);
      expect((await stripe.invoices.list({ customer: customer.id })).data.map((entry) => entry.id)).toEqual([invoice.id]);
    });

    it("fails with 402 and creates nothing when the card declines under error_if_incomplete", async () => {
      const { customer } = await target.customerWithCard({ card: "pm_card_chargeCustomerFail" });
      const error = await stripeErrorOf(stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }], payment_behavior: "error_if_incomplete" }));
      expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect(error).toMatchObject({ statusCode: 402, code: "card_declined", decline_code: "generic_decline" });
      expect((await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data).toHaveLength(0);
    });

    it("stays incomplete with an open invoice under the default allow_incomplete", async () => {
      const { customer } = await target.customerWithCard({ card: "pm_card_chargeCustomerFail" });
      const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }], expand: ["latest_invoice"] });
      expect(subscription.status).toBe("incomplete");
      expect(latestInvoiceOf(subscription)).toMatchObject({ status: "open", attempt_count: 1, amount_remaining: 1500 });
    });

    // Stripe documents that the first invoice covers the time since the backdated start; how it splits
    // that into lines is not pinned here, so this describes the emulator's answer (one line per period).
    itEmulatorOnly("backdates a subscription: its first invoice charges every period from the start to the current one", async () => {
      const { customer } = await target.customerWithCard();
      const backdate = (await target.serverNow()) - 70 * DAY;
      const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }], backdate_start_date: backdate, payment_behavior: "error_if_incomplete", expand: ["latest_invoice"] });
      expect(subscription).toMatchObject({ status: "active", start_date: backdate, billing_cycle_anchor: backdate });
      const invoice = latestInvoiceOf(subscription);
      expect(invoice).toMatchObject({ status: "paid", billing_reason: "subscription_create", amount_paid: 4500 });
      const periods = invoice.lines.data.map((line) => line.period);
      expect(periods[0]?.start).toBe(backdate);
      periods.slice(1).forEach((period, index) => expect(period.start).toBe(periods[index]?.end));
      expect(periods[2]).toEqual({ start: firstItem(subscription).current_period_start, end: firstItem(subscription).current_period_end });
      expect(firstItem(subscription).current_period_start).toBeLessThanOrEqual(subscription.created);
      expect(firstItem(subscription).current_period_end).toBeGreaterThan(subscription.created);
    });

    it("refuses a customer without a card", async () => {
      const customer = await stripe.customers.create({});
      const error = await stripeErrorOf(stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }], payment_behavior: "error_if_incomplete" }));
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    });
  });

  describe("changing plan", () => {
    it("upgrades with always_invoice: the preview is exactly what is then charged", async () => {
      const clock = await target.startClock();
      const { customer } = await target.customerWithCard({ clock });
      const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }] });
      const item = firstItem(subscription);
      const tenDaysIn = await target.advanceClock(clock, clock.now + 10 * DAY);
      const prorationDate = tenDaysIn.now;
      const change = { items: [{ id: item.id, price: premium.id }], proration_date: prorationDate, proration_behavior: "always_invoice" as const };

      const preview = await stripe.invoices.createPreview({ customer: customer.id, subscription: subscription.id, subscription_details: change });
      const upgraded = await stripe.subscriptions.update(subscription.id, { ...change, payment_behavior: "error_if_incomplete", expand: ["latest_invoice"] });

      const invoice = latestInvoiceOf(upgraded);
      expect(invoice).toMatchObject({ billing_reason: "subscription_update", status: "paid" });
      expect(invoice.lines.data.map((line) => line.amount)).toEqual(preview.lines.data.map((line) => line.amount));
      expect(invoice.amount_paid).toBe(preview.amount_due);
      expect(invoice.total).toBe(preview.total);

      const remaining = (item.current_period_end - prorationDate) / (item.current_period_end - item.current_period_start);
      const credit = invoice.lines.data.find((line) => line.amount < 0);
      const charge = invoice.lines.data.find((line) => line.amount > 0);
      expectCents(credit?.amount, -1500 * remaining);
      expectCents(charge?.amount, 4500 * remaining);
      expect(charge?.pricing?.price_details?.price).toBe(premium.id);
      expect(invoice.lines.data.every((line) => line.parent?.subscription_item_details?.proration === true)).toBe(true);
      expect(firstItem(upgraded).price.id).toBe(premium.id);
      expect(firstItem(upgraded).current_period_end).toBe(item.current_period_end);
    });

    it("downgrades with create_prorations: nothing is charged now, and the renewal charges what the preview said", async () => {
      const clock = await target.startClock();
      const { customer } = await target.customerWithCard({ clock });
      const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: premium.id }] });
      const item = firstItem(subscription);
      await target.advanceClock(clock, clock.now + 20 * DAY);

      const downgraded = await stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, price: pro.id }], proration_behavior: "create_prorations" });
      expect(downgraded.latest_invoice).toBe(subscription.latest_invoice);
      expect(firstItem(downgraded).price.id).toBe(pro.id);
      const preview = await stripe.invoices.createPreview({ customer: customer.id, subscription: subscription.id });
      expect(preview.lines.data.filter((line) => line.parent?.subscription_item_details?.proration)).toHaveLength(2);

      await target.advanceClock(clock, item.current_period_end + PAST_RENEWAL);
      const renewed = await stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
      const invoice = latestInvoiceOf(renewed);
      expect(invoice.billing_reason).toBe("subscription_cycle");
      expect(invoice.total).toBe(preview.total);
      expect(invoice.lines.data.map((line) => line.amount).sort()).toEqual(preview.lines.data.map((line) => line.amount).sort());
      expect(invoice.lines.data.filter((line) => !line.parent?.subscription_item_details?.proration).map((line) => line.amount)).toEqual([1500]);
      expect(firstItem(renewed).current_period_start).toBe(item.current_period_end);
    });

    it("downgrades with always_invoice: the negative total becomes credit that pays the next invoice", async () => {
      const clock = await target.startClock();
      const { customer } = await target.customerWithCard({ clock });
      const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: premium.id }] });
      const item = firstItem(subscription);
      const advanced = await target.advanceClock(clock, clock.now + 10 * DAY);
      const change = { items: [{ id: item.id, price: pro.id }], proration_date: advanced.now, proration_behavior: "always_invoice" as const };
      const preview = await stripe.invoices.createPreview({ customer: customer.id, subscription: subscription.id, subscription_details: change });
      const downgraded = await stripe.subscriptions.update(subscription.id, { ...change, expand: ["latest_invoice"] });

      const invoice = latestInvoiceOf(downgraded);
      expect(invoice.total).toBeLessThan(0);
      expect(invoice.total).toBe(preview.total);
      expect(invoice).toMatchObject({ status: "paid", amount_due: 0, amount_paid: 0, ending_balance: invoice.total });
      expect(((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).balance).toBe(invoice.total);

      await target.advanceClock(clock, item.current_period_end + PAST_RENEWAL);
      const renewal = latestInvoiceOf(await stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] }));
      expect(renewal).toMatchObject({ total: 1500, starting_balance: invoice.total, amount_due: Math.max(0, 1500 + invoice.total), status: "paid" });
    });

    it("refuses an upgrade the card declines under error_if_incomplete, and changes nothing", async () => {
      const customer = await stripe.customers.create({});
      const good = await stripe.paymentMethods.attach("pm_card_visa", { customer: customer.id });
      const failing = await stripe.paymentMethods.attach("pm_card_chargeCustomerFail", { customer: customer.id });
      const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }], default_payment_method: good.id });
      await stripe.subscriptions.update(subscription.id, { default_payment_method: failing.id });
      const error = await stripeErrorOf(stripe.subscriptions.update(subscription.id, { items: [{ id: firstItem(subscription).id, price: premium.id }], proration_behavior: "always_invoice", payment_behavior: "error_if_incomplete" }));
      expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect(error).toMatchObject({ statusCode: 402, code: "card_declined" });
      const after = await stripe.subscriptions.retrieve(subscription.id);
      expect(after).toMatchObject({ status: "active", latest_invoice: subscription.latest_invoice });
      expect(firstItem(after).price.id).toBe(pro.id);
    });
  });

  describe("cancelling", () => {
    it("cancels at period end: active until the end, then canceled with updated and deleted events and no new invoice", async () => {
      const clock = await target.startClock();
      const { customer } = await target.customerWithCard({ clock });
      const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }] });
      const periodEnd = firstItem(subscription).current_period_end;
      const scheduled = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
      expect(scheduled).toMatchObject({ status: "active", cancel_at_period_end: true, cancel_at: periodEnd });

      await target.advanceClock(clock, periodEnd - HOUR);
      expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("active");
      await target.advanceClock(clock, periodEnd + HOUR);
      const ended = await stripe.subscriptions.retrieve(subscription.id);
      expect(ended).toMatchObject({ status: "canceled", ended_at: periodEnd, cancellation_details: { reason: "cancellation_requested" } });
      expect((await stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);

      const updated = await waitFor(async () => (await eventsOf(subscription.id, "customer.subscription.updated")).find((event) => (event.data.object as Stripe.Subscription).cancel_at_period_end), { what: "the cancel_at_period_end event" });
      expect(updated.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
      expect(updated.request?.id).toMatch(/^req_/);
      const deleted = await waitFor(async () => (await eventsOf(subscription.id, "customer.subscription.deleted"))[0], { what: "customer.subscription.deleted" });
      expect((deleted.data.object as Stripe.Subscription).status).toBe("canceled");
      expect(deleted.request?.id ?? null).toBeNull();
    });

    it("resumes a pending cancellation", async () => {
      const { customer } = await target.customerWithCard();
      const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }] });
      await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
      const resumed = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
      expect(resumed).toMatchObject({ status: "active", cancel_at_period_end: false, cancel_at: null });
    });

    it("cancels immediately with DELETE", async () => {
      const { customer } = await target.customerWithCard();
      const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }] });
      const canceled = await stripe.subscriptions.cancel(subscription.id, { invoice_now: false, prorate: false });
      expect(canceled.status).toBe("canceled");
      expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
      expect((await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data).toHaveLength(1);
    });
  });

  describe("renewals", () => {
    it("renews monthly: a draft at the period end, finalized and charged about an hour later", async () => {
      const clock = await target.startClock();
      const { customer } = await target.customerWithCard({ clock });
      const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }] });
      const periodEnd = firstItem(subscription).current_period_end;
      await target.advanceClock(clock, periodEnd + 600);
      const drafted = await stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
      expect(firstItem(drafted).current_period_start).toBe(periodEnd);
      expect(latestInvoiceOf(drafted)).toMatchObject({ status: "draft", billing_reason: "subscription_cycle", amount_paid: 0, number: null, hosted_invoice_url: null });
      expect(latestInvoiceOf(drafted).automatically_finalizes_at).toBeGreaterThan(periodEnd);

      await target.advanceClock(clock, periodEnd + PAST_RENEWAL);
      expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("active");
      const invoices = await stripe.invoices.list({ customer: customer.id });
      expect(invoices.data.map((invoice) => [invoice.billing_reason, invoice.status, invoice.amount_paid])).toEqual([
        ["subscription_cycle", "paid", 1500],
        ["subscription_create", "paid", 1500],
      ]);
    });

    itEmulatorOnly("charges nothing for a renewal draft whose subscription is canceled before it is finalized", async () => {
      const clock = await target.startClock();
      const { customer } = await target.customerWithCard({ clock });
      const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }] });
      const periodEnd = firstItem(subscription).current_period_end;
      await target.advanceClock(clock, periodEnd + 600);
      await stripe.subscriptions.cancel(subscription.id);
      await target.advanceClock(clock, periodEnd + PAST_RENEWAL);
      const invoices = await stripe.invoices.list({ customer: customer.id });
      expect(invoices.data.map((invoice) => [invoice.billing_reason, invoice.status, invoice.amount_paid])).toEqual([
        ["subscription_cycle", "draft", 0],
        ["subscription_create", "paid", 1500],
      ]);
    });

    it("goes past_due when the renewal charge fails, and active again when another card pays the invoice", async () => {
      const clock = await target.startClock();
      const customer = await stripe.customers.create({ test_clock: clock.id });
      const good = await stripe.paymentMethods.attach("pm_card_visa", { customer: customer.id });
      const failing = await stripe.paymentMethods.attach("pm_card_chargeCustomerFail", { customer: customer.id });
      const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: pro.id }], default_payment_method: good.id });
      await stripe.subscriptions.update(subscription.id, { default_payment_method: failing.id });
      await target.advanceClock(clock, firstItem(subscription).current_period_end + PAST_RENEWAL);
      const pastDue = await stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
      expect(pastDue.status).toBe("past_due");
      const invoice = latestInvoiceOf(pastDue);
      expect(invoice).toMatchObject({ status: "open", attempt_count: 1, billing_reason: "subscription_cycle" });
      expect(invoice.next_payment_attempt).not.toBeNull();
      const failed = await waitFor(async () => (await stripe.events.list({ type: "invoice.payment_failed", limit: 20 })).data.find((event) => (event.data.object as Stripe.Invoice).id === invoice.id), { what: "invoice.payment_failed" });
      expect((failed.data.object as Stripe.Invoice).attempt_count).toBe(1);

      const paid = await stripe.invoices.pay(invoice.id, { payment_method: good.id });
      expect(paid.status).toBe("paid");
      expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("active");
    });
  });
});
