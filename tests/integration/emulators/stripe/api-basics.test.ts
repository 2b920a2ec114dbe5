import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import Stripe from "stripe";

import { CONTRACT_TIMEOUT_MS, startContractTarget, stripeErrorOf, unique, type ContractTarget } from "./stripe-harness";

jest.setTimeout(CONTRACT_TIMEOUT_MS);

// Hooks inside a describe run before the setup file's afterAll, which drops the database under the emulator.
describe("Stripe contract: the API basics", () => {
  let target: ContractTarget;
  let stripe: Stripe;

  beforeAll(async () => {
    target = await startContractTarget();
    stripe = target.stripe;
  });

  afterAll(async () => {
    await target?.close();
  });

  describe("authentication and errors", () => {
    it("refuses a wrong secret key with the SDK's AuthenticationError", async () => {
      const wrongKey = target.emulator ? new Stripe("sk_test_wrong_key_123456", { host: "127.0.0.1", port: target.emulator.port, protocol: "http", telemetry: false }) : new Stripe("sk_test_wrong_key_123456", { telemetry: false });
      const error = await stripeErrorOf(wrongKey.customers.list());
      expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
      expect(error).toMatchObject({ statusCode: 401, rawType: "invalid_request_error" });
    });

    it("answers a missing object with 404 resource_missing", async () => {
      const error = await stripeErrorOf(stripe.customers.update("cus_nope", { name: "x" }));
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(error.statusCode).toBe(404);
      expect(error.code).toBe("resource_missing");
      expect(error.param).toBe("id");
    });

    it("rejects unknown parameters so drift from Stripe's API shows", async () => {
      const error = await stripeErrorOf(stripe.customers.create({ nonsense: "1" } as Stripe.CustomerCreateParams));
      expect(error.code).toBe("parameter_unknown");
      expect(error.param).toBe("nonsense");
    });

    it("sets a request id on answers", async () => {
      const customer = await stripe.customers.create({ name: "With request id" });
      expect(customer.lastResponse.requestId).toMatch(/^req_/);
    });
  });

  describe("customers", () => {
    it("creates, reads, updates with metadata merging, and deletes", async () => {
      const created = await stripe.customers.create({ email: "ada@example.com", name: "Ada", metadata: { company_id: "42", plan: "free" } });
      expect(created).toMatchObject({ object: "customer", email: "ada@example.com", balance: 0, livemode: false, invoice_settings: { default_payment_method: null } });
      expect(created.id).toMatch(/^cus_/);

      const updated = await stripe.customers.update(created.id, { name: "Ada L.", metadata: { plan: "", seats: "3" } });
      expect(updated.name).toBe("Ada L.");
      expect(updated.metadata).toEqual({ company_id: "42", seats: "3" });

      const deleted = await stripe.customers.del(created.id);
      expect(deleted).toMatchObject({ id: created.id, object: "customer", deleted: true });
      const afterDelete = await stripe.customers.retrieve(created.id);
      expect(afterDelete.deleted).toBe(true);
    });

    it("filters by email", async () => {
      const email = `${unique("filter").toLowerCase()}@example.com`;
      await stripe.customers.create({ email });
      const found = await stripe.customers.list({ email });
      expect(found.data).toHaveLength(1);
    });
  });

  describe("lists", () => {
    it("pages newest first with limit, starting_after and has_more, and the SDK's auto-pagination walks them all", async () => {
      const made: string[] = [];
      for (let index = 0; index < 5; index += 1) made.push((await stripe.products.create({ name: `Paged ${index}`, metadata: { batch: "paging" } })).id);
      // Only these five (`ids`), so products that other files make meanwhile do not interleave.
      const first = await stripe.products.list({ limit: 2, ids: made });
      expect(first).toMatchObject({ object: "list", has_more: true, url: "/v1/products" });
      expect(first.data.map((product) => product.id)).toEqual([made[4], made[3]]);
      const second = await stripe.products.list({ limit: 2, ids: made, starting_after: first.data[1]?.id });
      expect(second.data.map((product) => product.id)).toEqual([made[2], made[1]]);
      const back = await stripe.products.list({ limit: 2, ids: made, ending_before: second.data[0]?.id });
      expect(back.data.map((product) => product.id)).toEqual([made[4], made[3]]);

      const all: string[] = [];
      for await (const product of stripe.products.list({ limit: 2, ids: made })) all.push(product.id);
      expect(all).toEqual([...made].reverse());
    });

    it("rejects a limit above 100", async () => {
      const error = await stripeErrorOf(stripe.products.list({ limit: 101 }));
      expect(error.param).toBe("limit");
    });
  });

  describe("expand", () => {
    it("replaces ids with objects on one object and across a list's data", async () => {
      const price = await target.monthlyPrice("Expandable", 1500);
      const retrieved = await stripe.prices.retrieve(price.id, { expand: ["product"] });
      expect(typeof retrieved.product).toBe("object");
      expect((retrieved.product as Stripe.Product).name).toBe("Expandable");

      const listed = await stripe.prices.list({ lookup_keys: [price.lookup_key as string], active: true, type: "recurring", expand: ["data.product"] });
      expect(listed.data).toHaveLength(1);
      expect((listed.data[0]?.product as Stripe.Product).id).toBe(retrieved.product && (retrieved.product as Stripe.Product).id);
      // The SDK turns decimal strings into Decimal objects: the emulator must send strings.
      expect(String(listed.data[0]?.unit_amount_decimal)).toBe("1500");
    });

    it("refuses to expand a field that is not a reference", async () => {
      const customer = await stripe.customers.create({ email: "not-a-reference@example.com" });
      const error = await stripeErrorOf(stripe.customers.retrieve(customer.id, { expand: ["email"] }));
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    });
  });
});
