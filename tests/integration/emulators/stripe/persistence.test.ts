import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, describe, expect, it } from "@jest/globals";
import Stripe from "stripe";

import type { StripeEmulator, StripeEmulatorOptions } from "@/emulators/stripe/server";

import { clientFor, describeEmulatorOnly, startEmulator, waitFor } from "./stripe-harness";

// What only a self-hosted server has: restarts, and several processes on one database.
// Hooks inside a describe run before the setup file's afterAll, which drops the database under the emulator.
describeEmulatorOnly("Stripe emulator: persistence", () => {
  const started: StripeEmulator[] = [];

  async function start(options: Partial<StripeEmulatorOptions> = {}) {
    const emulator = await startEmulator(options);
    started.push(emulator);
    return { emulator, stripe: clientFor(emulator) };
  }

  afterAll(async () => {
    for (const emulator of started) await emulator.close().catch(() => undefined);
  });

  async function monthlyPrice(stripe: Stripe, name: string) {
    const product = await stripe.products.create({ name });
    return stripe.prices.create({ product: product.id, currency: "usd", unit_amount: 2000, recurring: { interval: "month" }, lookup_key: `${name.toLowerCase()}_monthly` });
  }

  async function customerWithCard(stripe: Stripe) {
    const customer = await stripe.customers.create({});
    const card = await stripe.paymentMethods.attach("pm_card_visa", { customer: customer.id });
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } });
    return customer;
  }

  async function freePort() {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    return port;
  }

  describe("a restart", () => {
    it("keeps customers, subscriptions, prices, idempotency keys and the advanced clock", async () => {
      const first = await start();
      const price = await monthlyPrice(first.stripe, "Durable");
      const customer = await customerWithCard(first.stripe);
      const subscription = await first.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] }, { idempotencyKey: "durable-subscription" });
      const clock = await first.stripe.testHelpers.testClocks.create({ frozen_time: subscription.created });
      await first.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: subscription.created + 3 * 86_400 });
      await first.emulator.close();

      const second = await start();
      expect((await second.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
      expect(await second.stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: "active", latest_invoice: subscription.latest_invoice });
      expect((await second.stripe.prices.list({ lookup_keys: ["durable_monthly"] })).data[0]?.id).toBe(price.id);
      const replay = await second.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] }, { idempotencyKey: "durable-subscription" });
      expect(replay.id).toBe(subscription.id);
      expect(replay.lastResponse.headers["idempotent-replayed"]).toBe("true");
      const now = ((await second.stripe.rawRequest("GET", "/_emulator/clock")) as unknown as { now: number }).now;
      expect(now).toBeGreaterThanOrEqual(subscription.created + 3 * 86_400);
    });

    it("keeps webhooks that could not be delivered yet, and the next emulator delivers them", async () => {
      const port = await freePort();
      const webhooks = [{ url: `http://127.0.0.1:${port}/hooks`, secret: "whsec_restart_test_secret" }];
      const first = await start({ webhooks });
      const customer = await first.stripe.customers.create({ email: "while-down@example.com" });
      const event = (await first.stripe.events.list({ type: "customer.created", limit: 5 })).data.find((entry) => (entry.data.object as Stripe.Customer).id === customer.id);
      // Nothing listens on the port yet: the first attempt fails and the delivery waits for a retry.
      await waitFor(async () => ((await first.stripe.events.retrieve(event!.id)).pending_webhooks === 1 ? true : undefined));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await first.emulator.close();

      const received: { body: string; signature: string }[] = [];
      const listener = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (chunk: Buffer) => chunks.push(chunk));
        req.on("end", () => {
          received.push({ body: Buffer.concat(chunks).toString("utf8"), signature: String(req.headers["stripe-signature"]) });
          res.writeHead(200).end();
        });
      });
      await new Promise<void>((resolve) => listener.listen(port, "127.0.0.1", resolve));
      try {
        const second = await start({ webhooks });
        const delivery = await waitFor(() => received.find((entry) => entry.body.includes(customer.id)), { what: "the delivery after the restart" });
        const delivered = second.stripe.webhooks.constructEvent(delivery.body, delivery.signature, webhooks[0]!.secret);
        expect(delivered.id).toBe(event?.id);
        await waitFor(async () => ((await second.stripe.events.retrieve(event!.id)).pending_webhooks === 0 ? true : undefined));
      } finally {
        await new Promise((resolve) => listener.close(resolve));
      }
    });
  });

  describe("several emulators on one database", () => {
    it("answer for the same objects", async () => {
      const one = await start();
      const two = await start();
      const customer = await one.stripe.customers.create({ email: "shared@example.com" });
      expect((await two.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    });

    it("make one subscription of the same idempotent create sent to both at once", async () => {
      const one = await start();
      const two = await start();
      const price = await monthlyPrice(one.stripe, "Contended");
      const customer = await customerWithCard(one.stripe);
      const params = { customer: customer.id, items: [{ price: price.id }], payment_behavior: "error_if_incomplete" as const };
      const answers = await Promise.all([
        one.stripe.subscriptions.create(params, { idempotencyKey: "company-7-subscribe" }),
        two.stripe.subscriptions.create(params, { idempotencyKey: "company-7-subscribe" }),
        one.stripe.subscriptions.create(params, { idempotencyKey: "company-7-subscribe" }),
      ]);
      expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
      expect((await two.stripe.subscriptions.list({ customer: customer.id, status: "all" })).data).toHaveLength(1);
      expect((await two.stripe.invoices.list({ customer: customer.id })).data).toHaveLength(1);
    });
  });
});
