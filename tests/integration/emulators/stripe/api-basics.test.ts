import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import Stripe from "stripe";

import { clientFor, createMonthlyPrice, startEmulatorWithClient, type EmulatorWithClient } from "./emulator-client";

let running: EmulatorWithClient;
let stripe: Stripe;

beforeAll(async () => {
  running = await startEmulatorWithClient();
  stripe = running.stripe;
});

afterAll(async () => {
  await running?.emulator.close();
});

describe("authentication and errors", () => {
  it("refuses a wrong secret key with the SDK's AuthenticationError", async () => {
    const error = await clientFor(running.emulator, "sk_test_wrong_key_123456").customers.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((error as Stripe.errors.StripeError).statusCode).toBe(401);
  });

  it("answers a missing object with 404 resource_missing", async () => {
    const error = (await stripe.customers.update("cus_nope", { name: "x" }).catch((caught: unknown) => caught)) as Stripe.errors.StripeError;
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(404);
    expect(error.code).toBe("resource_missing");
    expect(error.param).toBe("id");
  });

  it("rejects unknown parameters so drift from Stripe's API shows", async () => {
    const error = (await stripe.customers.create({ nonsense: "1" } as Stripe.CustomerCreateParams).catch((caught: unknown) => caught)) as Stripe.errors.StripeError;
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
    await stripe.customers.create({ email: "unique-filter@example.com" });
    const found = await stripe.customers.list({ email: "unique-filter@example.com" });
    expect(found.data).toHaveLength(1);
  });
});

describe("lists", () => {
  it("pages newest first with limit, starting_after and has_more, and the SDK's auto-pagination walks them all", async () => {
    const made: string[] = [];
    for (let index = 0; index < 5; index += 1) made.push((await stripe.products.create({ name: `Paged ${index}`, metadata: { batch: "paging" } })).id);
    const first = await stripe.products.list({ limit: 2 });
    expect(first).toMatchObject({ object: "list", has_more: true, url: "/v1/products" });
    expect(first.data.map((product) => product.id)).toEqual([made[4], made[3]]);
    const second = await stripe.products.list({ limit: 2, starting_after: first.data[1]?.id });
    expect(second.data.map((product) => product.id)).toEqual([made[2], made[1]]);
    const back = await stripe.products.list({ limit: 2, ending_before: second.data[0]?.id });
    expect(back.data.map((product) => product.id)).toEqual([made[4], made[3]]);

    const all: string[] = [];
    for await (const product of stripe.products.list({ limit: 2 })) all.push(product.id);
    expect(all.slice(0, 5)).toEqual([...made].reverse());
  });

  it("rejects a limit above 100", async () => {
    const error = (await stripe.products.list({ limit: 101 }).catch((caught: unknown) => caught)) as Stripe.errors.StripeError;
    expect(error.param).toBe("limit");
  });
});

describe("expand", () => {
  it("replaces ids with objects on one object and across a list's data", async () => {
    const price = await createMonthlyPrice(stripe, "Expandable", 1500, "expand_monthly");
    const retrieved = await stripe.prices.retrieve(price.id, { expand: ["product"] });
    expect(typeof retrieved.product).toBe("object");
    expect((retrieved.product as Stripe.Product).name).toBe("Expandable");

    const listed = await stripe.prices.list({ lookup_keys: ["expand_monthly"], active: true, type: "recurring", expand: ["data.product"] });
    expect(listed.data).toHaveLength(1);
    expect((listed.data[0]?.product as Stripe.Product).id).toBe(retrieved.product && (retrieved.product as Stripe.Product).id);
    // The SDK turns decimal strings into Decimal objects: the emulator must send strings.
    expect(String(listed.data[0]?.unit_amount_decimal)).toBe("1500");
  });

  it("refuses to expand a field that is not a reference", async () => {
    const customer = await stripe.customers.create({ email: "not-a-reference@example.com" });
    const error = (await stripe.customers.retrieve(customer.id, { expand: ["email"] }).catch((caught: unknown) => caught)) as Stripe.errors.StripeError;
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

describe("idempotency", () => {
  it("replays the first answer for the same key and parameters", async () => {
    const first = await stripe.customers.create({ email: "once@example.com" }, { idempotencyKey: "company-42-customer" });
    const again = await stripe.customers.create({ email: "once@example.com" }, { idempotencyKey: "company-42-customer" });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    const listed = await stripe.customers.list({ email: "once@example.com" });
    expect(listed.data).toHaveLength(1);
  });

  it("refuses the same key with other parameters", async () => {
    await stripe.customers.create({ email: "first@example.com" }, { idempotencyKey: "reused-key" });
    const error = await stripe.customers.create({ email: "second@example.com" }, { idempotencyKey: "reused-key" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it("replays errors too", async () => {
    const customer = await stripe.customers.create({});
    const first = (await stripe.paymentMethods.attach("pm_card_chargeDeclined", { customer: customer.id }, { idempotencyKey: "declined-once" }).catch((caught: unknown) => caught)) as Stripe.errors.StripeError;
    const again = (await stripe.paymentMethods.attach("pm_card_chargeDeclined", { customer: customer.id }, { idempotencyKey: "declined-once" }).catch((caught: unknown) => caught)) as Stripe.errors.StripeError;
    expect(first.code).toBe("card_declined");
    expect(again.requestId).not.toBe(first.requestId);
    expect(again.code).toBe("card_declined");
  });
});
