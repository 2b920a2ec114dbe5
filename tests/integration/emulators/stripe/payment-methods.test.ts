import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import Stripe from "stripe";

import { startEmulatorWithClient, type EmulatorWithClient } from "./emulator-client";

let running: EmulatorWithClient;
let stripe: Stripe;

beforeAll(async () => {
  running = await startEmulatorWithClient();
  stripe = running.stripe;
});

afterAll(async () => {
  await running?.emulator.close();
});

async function cardErrorOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
  return error as Stripe.errors.StripeCardError;
}

describe("test cards", () => {
  it("attaches pm_card_visa as a new payment method with the card's details", async () => {
    const customer = await stripe.customers.create({});
    const attached = await stripe.paymentMethods.attach("pm_card_visa", { customer: customer.id });
    expect(attached.id).toMatch(/^pm_/);
    expect(attached.id).not.toBe("pm_card_visa");
    expect(attached).toMatchObject({ customer: customer.id, type: "card", card: { brand: "visa", last4: "4242", funding: "credit" } });
    expect(attached.card?.exp_year).toBeGreaterThan(new Date().getUTCFullYear());
  });

  it("declines 4000 0000 0000 0002 at attach with card_declined / generic_decline", async () => {
    const customer = await stripe.customers.create({});
    const error = await cardErrorOf(stripe.paymentMethods.attach("pm_card_visa_chargeDeclined", { customer: customer.id }));
    expect(error).toMatchObject({ code: "card_declined", decline_code: "generic_decline", statusCode: 402, rawType: "card_error" });
  });

  it("declines insufficient funds from a raw card number", async () => {
    const customer = await stripe.customers.create({});
    const paymentMethod = await stripe.paymentMethods.create({ type: "card", card: { number: "4000000000009995", exp_month: 12, exp_year: 2040, cvc: "123" } });
    const error = await cardErrorOf(stripe.paymentMethods.attach(paymentMethod.id, { customer: customer.id }));
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
    const error = (await stripe.customers.update(other.id, { invoice_settings: { default_payment_method: card.id } }).catch((caught: unknown) => caught)) as Stripe.errors.StripeError;
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
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

  it("answers a declined card with 402 and leaves the intent waiting for another card", async () => {
    const customer = await stripe.customers.create({});
    const intent = await stripe.setupIntents.create({ customer: customer.id, usage: "off_session" });
    const error = await cardErrorOf(stripe.setupIntents.confirm(intent.id, { payment_method: "pm_card_chargeDeclinedInsufficientFunds" }));
    expect(error.decline_code).toBe("insufficient_funds");
    const after = await stripe.setupIntents.retrieve(intent.id);
    expect(after.status).toBe("requires_payment_method");
    expect(after.last_setup_error?.code).toBe("card_declined");
  });

  it("holds a 3-D Secure card in requires_action until the emulator's authenticate step", async () => {
    const customer = await stripe.customers.create({});
    const intent = await stripe.setupIntents.create({ customer: customer.id, payment_method: "pm_card_authenticationRequired", confirm: true });
    expect(intent.status).toBe("requires_action");
    const done = (await stripe.rawRequest("POST", `/_emulator/setup_intents/${intent.id}/authenticate`, { outcome: "succeed" })) as { status: string };
    expect(done.status).toBe("succeeded");
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(1);
  });
});
