import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import Stripe from "stripe";

import { advanceDays, createMonthlyPrice, customerWithCard, startEmulatorWithClient, type EmulatorWithClient } from "./emulator-client";

const WEBHOOK_SECRET = "whsec_emulator_tests_secret";

type Delivery = { body: string; signature: string; answered: number };

let running: EmulatorWithClient;
let stripe: Stripe;
let listener: Server;
const deliveries: Delivery[] = [];
// Event ids the listener answers with a 500 the first time, to see the emulator retry.
const failOnce = new Set<string>();

async function startListener() {
  listener = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const { id, type } = JSON.parse(body) as { id: string; type: string };
      const shouldFail = type === "customer.created" && failOnce.has("next-customer") && !deliveries.some((delivery) => delivery.body.includes(id));
      if (shouldFail) failOnce.delete("next-customer");
      const answered = shouldFail ? 500 : 200;
      deliveries.push({ body, signature: String(req.headers["stripe-signature"]), answered });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(listener.address() as AddressInfo).port}/webhooks/stripe`;
}

async function waitFor<T>(find: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() - started > timeoutMs) throw new Error("Timed out waiting for a webhook delivery");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function eventsOf(type: string, objectId: string) {
  return deliveries.filter((delivery) => {
    const event = JSON.parse(delivery.body) as Stripe.Event;
    return event.type === type && (event.data.object as { id?: string }).id === objectId;
  });
}

beforeAll(async () => {
  const url = await startListener();
  running = await startEmulatorWithClient({ webhooks: [{ url, secret: WEBHOOK_SECRET }] });
  stripe = running.stripe;
});

afterAll(async () => {
  await running?.emulator.close();
  await new Promise((resolve) => listener?.close(resolve));
});

describe("webhooks", () => {
  it("delivers signed events that stripe.webhooks.constructEvent accepts", async () => {
    const customer = await stripe.customers.create({ email: "hook@example.com" });
    const delivery = await waitFor(() => eventsOf("customer.created", customer.id)[0]);
    const event = stripe.webhooks.constructEvent(delivery.body, delivery.signature, WEBHOOK_SECRET);
    expect(event).toMatchObject({ object: "event", type: "customer.created", api_version: "2026-10-28.endive", livemode: false });
    expect((event.data.object as Stripe.Customer).email).toBe("hook@example.com");
    expect(event.request?.id).toMatch(/^req_/);
    expect(() => stripe.webhooks.constructEvent(delivery.body, delivery.signature, "whsec_someone_else")).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it("stores events for GET /v1/events, with previous_attributes on updates", async () => {
    const customer = await stripe.customers.create({ name: "Before" });
    await stripe.customers.update(customer.id, { name: "After" });
    const events = await stripe.events.list({ type: "customer.updated", limit: 5 });
    const event = events.data.find((entry) => (entry.data.object as Stripe.Customer).id === customer.id);
    expect(event?.data.previous_attributes).toEqual({ name: "Before" });
    expect((await stripe.events.retrieve(event!.id)).id).toBe(event?.id);
    const wildcard = await stripe.events.list({ type: "customer.*", limit: 100 });
    expect(wildcard.data.every((entry) => entry.type.startsWith("customer."))).toBe(true);
  });

  it("retries a delivery the listener answered with a 500, with the same event id", async () => {
    failOnce.add("next-customer");
    const customer = await stripe.customers.create({ email: "retry@example.com" });
    await waitFor(() => (eventsOf("customer.created", customer.id).length >= 2 ? true : undefined));
    const attempts = eventsOf("customer.created", customer.id);
    expect(attempts.map((attempt) => attempt.answered)).toEqual([500, 200]);
    const ids = attempts.map((attempt) => (JSON.parse(attempt.body) as Stripe.Event).id);
    expect(ids[0]).toBe(ids[1]);
    for (const attempt of attempts) expect(() => stripe.webhooks.constructEvent(attempt.body, attempt.signature, WEBHOOK_SECRET)).not.toThrow();
  });

  it("sends the subscription story: created, invoice paid, and deleted at the period end without a request", async () => {
    const price = await createMonthlyPrice(stripe, "Hooked", 900);
    const { customer } = await customerWithCard(stripe);
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], cancel_at_period_end: true });
    await waitFor(() => eventsOf("customer.subscription.created", subscription.id)[0]);
    await waitFor(() => eventsOf("invoice.paid", subscription.latest_invoice as string)[0]);
    await advanceDays(stripe, 32);
    const deleted = await waitFor(() => eventsOf("customer.subscription.deleted", subscription.id)[0]);
    const event = stripe.webhooks.constructEvent(deleted.body, deleted.signature, WEBHOOK_SECRET);
    expect((event.data.object as Stripe.Subscription).status).toBe("canceled");
    expect(event.request?.id).toBeNull();
  });

  it("delivers to endpoints created through the API, with the secret they were given", async () => {
    const received: { body: string; signature: string }[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        received.push({ body: Buffer.concat(chunks).toString("utf8"), signature: String(req.headers["stripe-signature"]) });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const endpoint = await stripe.webhookEndpoints.create({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, enabled_events: ["product.created"] });
      expect(endpoint.secret).toMatch(/^whsec_/);
      await stripe.customers.create({});
      const product = await stripe.products.create({ name: "Announced" });
      const delivery = await waitFor(() => received[0]);
      const event = stripe.webhooks.constructEvent(delivery.body, delivery.signature, endpoint.secret as string);
      expect(event.type).toBe("product.created");
      expect((event.data.object as Stripe.Product).id).toBe(product.id);
      expect(received).toHaveLength(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
