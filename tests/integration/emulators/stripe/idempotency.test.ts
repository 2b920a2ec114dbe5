import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import Stripe from "stripe";

import { CONTRACT_TIMEOUT_MS, startContractTarget, stripeErrorOf, unique, type ContractTarget } from "./stripe-harness";

jest.setTimeout(CONTRACT_TIMEOUT_MS);

// Hooks inside a describe run before the setup file's afterAll, which drops the database under the emulator.
describe("Stripe contract: idempotency", () => {
  let target: ContractTarget;
  let stripe: Stripe;
  let price: Stripe.Price;

  beforeAll(async () => {
    target = await startContractTarget();
    stripe = target.stripe;
    price = await target.monthlyPrice("Idempotent Pro", 1500);
  });

  afterAll(async () => {
    await target?.close();
  });

  describe("idempotent requests", () => {
    it("replays the first answer for the same key and parameters, marked Idempotent-Replayed", async () => {
      const key = unique("company-42-customer");
      const email = `${key.toLowerCase()}@example.com`;
      const first = await stripe.customers.create({ email }, { idempotencyKey: key });
      const again = await stripe.customers.create({ email }, { idempotencyKey: key });
      expect(again.id).toBe(first.id);
      expect(first.lastResponse.headers["idempotent-replayed"]).toBeUndefined();
      expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
      expect(again.lastResponse.requestId).not.toBe(first.lastResponse.requestId);
      expect(again.lastResponse.headers["original-request"]).toBe(first.lastResponse.requestId);
      expect(again.lastResponse.idempotencyKey).toBe(key);
      expect((await stripe.customers.list({ email })).data).toHaveLength(1);
    });

    it("refuses the same key with other parameters with an idempotency_error", async () => {
      const key = unique("reused-key");
      await stripe.customers.create({ email: "first@example.com" }, { idempotencyKey: key });
      const error = await stripeErrorOf(stripe.customers.create({ email: "second@example.com" }, { idempotencyKey: key }));
      expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
      expect(error).toMatchObject({ rawType: "idempotency_error", statusCode: 400 });
    });

    it("replays a card decline too", async () => {
      const key = unique("declined-once");
      const customer = await stripe.customers.create({});
      const first = await stripeErrorOf(stripe.paymentMethods.attach("pm_card_visa_chargeDeclined", { customer: customer.id }, { idempotencyKey: key }));
      const again = await stripeErrorOf(stripe.paymentMethods.attach("pm_card_visa_chargeDeclined", { customer: customer.id }, { idempotencyKey: key }));
      expect(first.code).toBe("card_declined");
      expect(again).toMatchObject({ code: "card_declined", decline_code: "generic_decline", statusCode: 402 });
      expect(again.headers?.["idempotent-replayed"]).toBe("true");
    });

    it("makes one subscription of two concurrent creates with the same key; the SDK's retry gets the first answer", async () => {
      const { customer } = await target.customerWithCard();
      const key = unique("concurrent-subscription");
      const params = { customer: customer.id, items: [{ price: price.id }], payment_behavior: "error_if_incomplete" as const };
      const [one, two] = await Promise.all([stripe.subscriptions.create(params, { idempotencyKey: key }), stripe.subscriptions.create(params, { idempotencyKey: key })]);
      expect(two.id).toBe(one.id);
      expect((await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data.map((subscription) => subscription.id)).toEqual([one.id]);
      expect((await stripe.invoices.list({ customer: customer.id })).data).toHaveLength(1);
    });

    it("answers a duplicate still in flight with 409 idempotency_key_in_use, which the SDK retries", async () => {
      const { customer } = await target.customerWithCard();
      const key = unique("in-flight");
      // Without the SDK's retries, to see the first answer each request gets.
      const bare = target.newClient({ maxNetworkRetries: 0 });
      const params = { customer: customer.id, items: [{ price: price.id }] };
      const outcomes = await Promise.allSettled([bare.subscriptions.create(params, { idempotencyKey: key }), bare.subscriptions.create(params, { idempotencyKey: key }), bare.subscriptions.create(params, { idempotencyKey: key })]);
      const created = outcomes.filter((outcome) => outcome.status === "fulfilled").map((outcome) => (outcome as PromiseFulfilledResult<Stripe.Subscription>).value.id);
      const refused = outcomes.filter((outcome) => outcome.status === "rejected").map((outcome) => (outcome as PromiseRejectedResult).reason as Stripe.errors.StripeError);
      expect(new Set(created).size).toBe(1);
      for (const error of refused) expect(error).toMatchObject({ statusCode: 409, code: "idempotency_key_in_use" });
      expect((await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data).toHaveLength(1);
    });
  });
});
