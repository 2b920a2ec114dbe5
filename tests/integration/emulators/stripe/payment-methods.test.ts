import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import Stripe from "stripe";

import { CONTRACT_TIMEOUT_MS, itEmulatorOnly, startContractTarget, stripeErrorOf, type ContractTarget } from "./stripe-harness";

jest.setTimeout(CONTRACT_TIMEOUT_MS);

// Hooks inside a describe run before the setup file's afterAll, which drops the database under the emulator.
describe("Stripe contract: cards and setup intents", () => {
  let target: ContractTarget;
  let stripe: Stripe;

  beforeAll(async () => {
    target = await startContractTarget();
    stripe = target.stripe;
  });

  afterAll(async () => {
    await target?.close();
  });

  describe("test cards", () => {
    it("attaches pm_card_visa as a new payment method with the card's details", async () => {
      const customer = await stripe.customers.create({});
      const attached = await stripe.paymentMethods.attach("pm_card_visa", { customer: customer.id });
      expect(attached.id).toMatch(/^pm_/);
      expect(attached.id).not.toBe("pm_card_visa");
      expect(attached).toMatchObject({ object: "payment_method", customer: customer.id, type: "card", livemode: false, card: { brand: "visa", last4: "4242", funding: "credit" } });
      expect(attached.card?.exp_year).toBeGreaterThan(new Date().getUTCFullYear());
      const again = await stripe.paymentMethods.attach("pm_card_visa", { customer: customer.id });
      expect(again.id).not.toBe(attached.id);
    });

    it.each([
      ["pm_card_mastercard", "mastercard", "4444"],
      ["pm_card_amex", "amex", "0005"],
      ["pm_card_visa_debit", "visa", "5556"],
    ])("attaches %s with its brand and last four digits", async (alias, brand, last4) => {
      const customer = await stripe.customers.create({});
      const attached = await stripe.paymentMethods.attach(alias, { customer: customer.id });
      expect(attached.card).toMatchObject({ brand, last4 });
    });

    // Stripe's declining test cards fail when they are attached, with the code and decline code of
    // https://docs.stripe.com/testing#declined-payments (no decline code for the last three).
    it.each([
      ["pm_card_visa_chargeDeclined", "card_declined", "generic_decline"],
      ["pm_card_visa_chargeDeclinedInsufficientFunds", "card_declined", "insufficient_funds"],
      ["pm_card_visa_chargeDeclinedLostCard", "card_declined", "lost_card"],
      ["pm_card_visa_chargeDeclinedStolenCard", "card_declined", "stolen_card"],
      ["pm_card_chargeDeclinedExpiredCard", "expired_card", undefined],
      ["pm_card_chargeDeclinedIncorrectCvc", "incorrect_cvc", undefined],
      ["pm_card_chargeDeclinedProcessingError", "processing_error", undefined],
    ])("declines %s at attach: 402 card_error %s / %s, and attaches nothing", async (alias, code, declineCode) => {
      const customer = await stripe.customers.create({});
      const error = await stripeErrorOf(stripe.paymentMethods.attach(alias, { customer: customer.id }));
      expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect(error).toMatchObject({ type: "StripeCardError", rawType: "card_error", statusCode: 402, code });
      // The SDK turns a missing decline_code into ""; what Stripe sent is in `raw`.
      expect((error.raw as { decline_code?: string }).decline_code).toBe(declineCode);
      expect(error.doc_url).toMatch(new RegExp(`/error-codes/${code.replaceAll("_", "-")}$`));
      expect(error.message).toEqual(expect.any(String));
      expect(error.requestId).toMatch(/^req_/);
      expect((await stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(0);
    });

    it("accepts the older pm_card_chargeDeclined… spellings as well", async () => {
      const customer = await stripe.customers.create({});
      const error = await stripeErrorOf(stripe.paymentMethods.attach("pm_card_chargeDeclinedInsufficientFunds", { customer: customer.id }));
      expect(error).toMatchObject({ code: "card_declined", decline_code: "insufficient_funds", statusCode: 402 });
    });

    it("declines insufficient funds from a raw card number too", async () => {
      const customer = await stripe.customers.create({});
      const paymentMethod = await stripe.paymentMethods.create({ type: "card", card: { token: "tok_visa_chargeDeclinedInsufficientFunds" } });
      const error = await stripeErrorOf(stripe.paymentMethods.attach(paymentMethod.id, { customer: customer.id }));
      expect(error).toMatchObject({ code: "card_declined", decline_code: "insufficient_funds" });
    });

    it("accepts pm_card_chargeCustomerFail at attach: it only fails when charged", async () => {
      const customer = await stripe.customers.create({});
      const attached = await stripe.paymentMethods.attach("pm_card_chargeCustomerFail", { customer: customer.id });
      expect(attached.card?.last4).toBe("0341");
    });
  });

  describe("a customer's cards", () => {
    it("lists, sets the default, and clears a default that is detached", async () => {
      const customer = await stripe.customers.create({});
      const visa = await stripe.paymentMethods.attach("pm_card_visa", { customer: customer.id });
      const mastercard = await stripe.paymentMethods.attach("pm_card_mastercard", { customer: customer.id });
      const listed = await stripe.customers.listPaymentMethods(customer.id, { type: "card" });
      expect(listed.data.map((card) => card.id).sort()).toEqual([visa.id, mastercard.id].sort());

      const updated = await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: mastercard.id } });
      expect(updated.invoice_settings.default_payment_method).toBe(mastercard.id);

      const detached = await stripe.paymentMethods.detach(mastercard.id);
      expect(detached.customer).toBeNull();
      const after = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
      expect(after.invoice_settings.default_payment_method).toBeNull();
      expect((await stripe.paymentMethods.list({ customer: customer.id, type: "card" })).data.map((card) => card.id)).toEqual([visa.id]);
    });

    it("refuses a default card that belongs to someone else", async () => {
      const owner = await stripe.customers.create({});
      const other = await stripe.customers.create({});
      const card = await stripe.paymentMethods.attach("pm_card_visa", { customer: owner.id });
      const error = await stripeErrorOf(stripe.customers.update(other.id, { invoice_settings: { default_payment_method: card.id } }));
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(error.statusCode).toBe(400);
    });
  });

  describe("setup intents", () => {
    it("confirms server-side with a test card and attaches the card", async () => {
      const customer = await stripe.customers.create({});
      const intent = await stripe.setupIntents.create({ customer: customer.id, payment_method: "pm_card_visa", confirm: true, usage: "off_session", automatic_payment_methods: { enabled: true, allow_redirects: "never" } });
      expect(intent.status).toBe("succeeded");
      expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
      const paymentMethod = await stripe.paymentMethods.retrieve(intent.payment_method as string);
      expect(paymentMethod.customer).toBe(customer.id);
    });

    it("answers a declined card with 402 carrying the intent, and leaves it waiting for another card", async () => {
      const customer = await stripe.customers.create({});
      const intent = await stripe.setupIntents.create({ customer: customer.id, usage: "off_session", automatic_payment_methods: { enabled: true, allow_redirects: "never" } });
      const error = await stripeErrorOf(stripe.setupIntents.confirm(intent.id, { payment_method: "pm_card_visa_chargeDeclinedInsufficientFunds" }));
      expect(error).toMatchObject({ code: "card_declined", decline_code: "insufficient_funds", statusCode: 402 });
      expect((error.raw as { setup_intent?: { id: string } }).setup_intent?.id).toBe(intent.id);
      const after = await stripe.setupIntents.retrieve(intent.id);
      expect(after.status).toBe("requires_payment_method");
      expect(after.last_setup_error).toMatchObject({ code: "card_declined", decline_code: "insufficient_funds" });
      expect((await stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(0);
    });

    itEmulatorOnly("holds a 3-D Secure card in requires_action until the emulator's authenticate step", async () => {
      const customer = await stripe.customers.create({});
      const intent = await stripe.setupIntents.create({ customer: customer.id, payment_method: "pm_card_authenticationRequired", confirm: true });
      expect(intent.status).toBe("requires_action");
      const done = (await stripe.rawRequest("POST", `/_emulator/setup_intents/${intent.id}/authenticate`, { outcome: "succeed" })) as unknown as { status: string };
      expect(done.status).toBe("succeeded");
      expect((await stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(1);
    });
  });
});
