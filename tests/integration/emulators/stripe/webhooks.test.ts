import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import Stripe from "stripe";

import { CONTRACT_TIMEOUT_MS, describeWithWebhooks, itEmulatorOnly, startContractTarget, waitFor, type ContractTarget, type Delivery, type WebhookListener } from "./stripe-harness";

jest.setTimeout(CONTRACT_TIMEOUT_MS);

// Hooks inside a describe run before the setup file's afterAll, which drops the database under the emulator.
describe("Stripe contract: webhooks", () => {
  let target: ContractTarget;
  let stripe: Stripe;
  let webhooks: WebhookListener;

  const HOUR = 3_600;

  beforeAll(async () => {
    target = await startContractTarget({ webhooks: true });
    stripe = target.stripe;
    webhooks = target.webhooks as WebhookListener;
  });

  afterAll(async () => {
    await target?.close();
  });

  function firstDelivery(objectId: string, type: string) {
    return waitFor(() => target.deliveriesFor(objectId, type)[0], { what: `${type} for ${objectId}` });
  }

  const timestampOf = (delivery: Delivery) => Number(/t=(\d+)/.exec(delivery.signature)?.[1]);

  describeWithWebhooks("webhook signatures", () => {
    let delivery: Delivery;

    beforeAll(async () => {
      const customer = await stripe.customers.create({ email: "signed@example.com" });
      delivery = await firstDelivery(customer.id, "customer.created");
    });

    it("signs each delivery so that stripe.webhooks.constructEvent accepts the raw body", () => {
      expect(delivery.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}/);
      const event = stripe.webhooks.constructEvent(delivery.body, delivery.signature, webhooks.secret);
      expect(event).toMatchObject({ object: "event", type: "customer.created", api_version: "2026-10-28.endive", livemode: false });
      expect(event.id).toMatch(/^evt_/);
      expect((event.data.object as Stripe.Customer).email).toBe("signed@example.com");
      expect(event.request?.id).toMatch(/^req_/);
    });

    it("is rejected for a tampered body", () => {
      const tampered = delivery.body.replace("signed@example.com", "signed@example.org");
      expect(tampered).not.toBe(delivery.body);
      expect(() => stripe.webhooks.constructEvent(tampered, delivery.signature, webhooks.secret)).toThrow(Stripe.errors.StripeSignatureVerificationError);
      // A body parsed and serialised again is not the signed body either.
      expect(() => stripe.webhooks.constructEvent(JSON.stringify(JSON.parse(delivery.body)), delivery.signature, webhooks.secret)).toThrow(/No signatures found/);
    });

    it("is rejected when its timestamp is older than the tolerance, and accepted within it", () => {
      const signedAt = timestampOf(delivery) * 1000;
      expect(Math.abs(signedAt - delivery.receivedAt)).toBeLessThan(60_000);
      expect(() => stripe.webhooks.constructEvent(delivery.body, delivery.signature, webhooks.secret, 300, undefined, signedAt + 299_000)).not.toThrow();
      expect(() => stripe.webhooks.constructEvent(delivery.body, delivery.signature, webhooks.secret, 300, undefined, signedAt + 301_000)).toThrow(/Timestamp outside the tolerance zone/);
    });

    it("is rejected with another endpoint's secret", () => {
      expect(() => stripe.webhooks.constructEvent(delivery.body, delivery.signature, "whsec_someone_else_0123456789")).toThrow(Stripe.errors.StripeSignatureVerificationError);
      expect(() => stripe.webhooks.constructEvent(delivery.body, delivery.signature, webhooks.secret.replace(/^whsec_/, ""))).toThrow(Stripe.errors.StripeSignatureVerificationError);
    });
  });

  describeWithWebhooks("events", () => {
    it("carries the object as it was at that moment, and previous_attributes on updates", async () => {
      const customer = await stripe.customers.create({ metadata: { step: "1" } });
      await stripe.customers.update(customer.id, { metadata: { step: "2" } });
      await stripe.customers.update(customer.id, { metadata: { step: "3" } });
      const updates = await waitFor(() => {
        const found = target.deliveriesFor(customer.id, "customer.updated");
        return found.length >= 2 ? found : undefined;
      }, { what: "two customer.updated deliveries" });
      const steps = updates.map(({ event }) => [(event.data.object as Stripe.Customer).metadata.step, (event.data.previous_attributes as { metadata?: { step?: string } }).metadata?.step]);
      expect(steps.sort()).toEqual([
        ["2", "1"],
        ["3", "2"],
      ]);
      const created = await firstDelivery(customer.id, "customer.created");
      expect((created.event.data.object as Stripe.Customer).metadata.step).toBe("1");
      expect(created.event.data.previous_attributes).toBeUndefined();

      const listed = await stripe.events.list({ type: "customer.updated", limit: 10 });
      const stored = listed.data.find((event) => event.id === updates[0]?.event.id);
      expect(stored?.data).toEqual(updates[0]?.event.data);
      expect((await stripe.events.retrieve(updates[0]!.event.id)).id).toBe(updates[0]?.event.id);
    });

    it("tells the subscription story: created, invoice paid, then deleted at the period end by no request", async () => {
      const clock = await target.startClock();
      const price = await target.monthlyPrice("Hooked", 900);
      const { customer } = await target.customerWithCard({ clock });
      const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], cancel_at_period_end: true });
      // Created after the first charge was tried: the event shows the outcome, not a passing "incomplete".
      const created = await firstDelivery(subscription.id, "customer.subscription.created");
      expect(created.event.data.object).toMatchObject({ status: "active", latest_invoice: subscription.latest_invoice, cancel_at_period_end: true });
      const paid = await firstDelivery(subscription.latest_invoice as string, "invoice.paid");
      expect((paid.event.data.object as Stripe.Invoice).amount_paid).toBe(900);
      await target.advanceClock(clock, (subscription.items.data[0] as Stripe.SubscriptionItem).current_period_end + HOUR);
      const deleted = await firstDelivery(subscription.id, "customer.subscription.deleted");
      const event = stripe.webhooks.constructEvent(deleted.body, deleted.signature, webhooks.secret);
      expect((event.data.object as Stripe.Subscription).status).toBe("canceled");
      expect(event.request?.id ?? null).toBeNull();
    });
  });

  describeWithWebhooks("deliveries", () => {
    itEmulatorOnly("retries a delivery the endpoint failed, with the same event id and a fresh signature", async () => {
      webhooks.failNext((event) => event.type === "customer.created" && (event.data.object as Stripe.Customer).email === "retry@example.com", 500, 2);
      const customer = await stripe.customers.create({ email: "retry@example.com" });
      const attempts = await waitFor(() => {
        const found = target.deliveriesFor(customer.id, "customer.created");
        return found.length >= 3 ? found : undefined;
      }, { what: "three delivery attempts" });
      expect(attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200]);
      expect(new Set(attempts.map((attempt) => attempt.event.id)).size).toBe(1);
      expect(attempts[2]!.receivedAt - attempts[0]!.receivedAt).toBeGreaterThanOrEqual(2_500);
      // Each attempt is signed when it is sent, so a late retry is not refused as too old.
      expect(timestampOf(attempts[2]!)).toBeGreaterThanOrEqual(timestampOf(attempts[0]!) + 2);
      for (const attempt of attempts) expect(() => stripe.webhooks.constructEvent(attempt.body, attempt.signature, webhooks.secret)).not.toThrow();
      const event = await stripe.events.retrieve(attempts[0]!.event.id);
      expect(event.pending_webhooks).toBe(0);
    });

    itEmulatorOnly("delivers out of order when a delivery is retried, each event still holding the object of its moment", async () => {
      const price = await target.monthlyPrice("Reordered", 1200);
      const { customer } = await target.customerWithCard();
      webhooks.failNext((event) => event.type === "customer.subscription.created" && (event.data.object as Stripe.Subscription).customer === customer.id);
      const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], metadata: { step: "created" } });
      await stripe.subscriptions.update(subscription.id, { metadata: { step: "renamed" } });

      const [failed, retried] = await waitFor(() => {
        const found = target.deliveriesFor(subscription.id, "customer.subscription.created");
        return found.length >= 2 ? found : undefined;
      }, { what: "the retried customer.subscription.created" });
      const arrival = webhooks.deliveries.filter((delivery) => delivery.status === 200).map((delivery) => delivery.event.id);
      const renamed = target.deliveriesFor(subscription.id, "customer.subscription.updated").find((delivery) => (delivery.event.data.object as Stripe.Subscription).metadata.step === "renamed");
      expect(failed?.status).toBe(500);
      expect(renamed).toBeDefined();
      expect(renamed!.event.created).toBeGreaterThanOrEqual(retried!.event.created);
      // Created first, delivered last: a receiver must not take the order of arrival for the order of changes.
      expect(arrival.indexOf(retried!.event.id)).toBeGreaterThan(arrival.indexOf(renamed!.event.id));
      expect((retried!.event.data.object as Stripe.Subscription).metadata.step).toBe("created");
      expect((await stripe.subscriptions.retrieve(subscription.id)).metadata.step).toBe("renamed");
    });

    itEmulatorOnly("sends an event again on request, as often and in the order asked, to test a receiver", async () => {
      const customer = await stripe.customers.create({ metadata: { step: "1" } });
      await stripe.customers.update(customer.id, { metadata: { step: "2" } });
      await stripe.customers.update(customer.id, { metadata: { step: "3" } });
      const created = await firstDelivery(customer.id, "customer.created");
      const [second, third] = await waitFor(() => {
        const found = target.deliveriesFor(customer.id, "customer.updated");
        return found.length >= 2 ? found : undefined;
      }, { what: "both updates" });

      await stripe.rawRequest("POST", `/_emulator/events/${created.event.id}/resend`, { times: 3 });
      // Newest change first: what a receiver sees when Stripe's deliveries overtake each other.
      await stripe.rawRequest("POST", `/_emulator/events/${third!.event.id}/resend`, {});
      await stripe.rawRequest("POST", `/_emulator/events/${second!.event.id}/resend`, {});
      const resent = await waitFor(() => {
        const found = webhooks.deliveries.filter((delivery) => (delivery.event.data.object as { id?: string }).id === customer.id);
        return found.length >= 8 ? found.slice(3) : undefined;
      }, { what: "the resent deliveries" });
      expect(resent.map((delivery) => delivery.event.id)).toEqual([created.event.id, created.event.id, created.event.id, third!.event.id, second!.event.id]);
      for (const delivery of resent) expect(stripe.webhooks.constructEvent(delivery.body, delivery.signature, webhooks.secret).id).toBe(delivery.event.id);

      const log = await waitFor(async () => {
        const current = (await stripe.rawRequest("GET", `/_emulator/webhook_deliveries?event=${created.event.id}`)) as unknown as { data: { status: string }[] };
        return current.data.every((entry) => entry.status === "succeeded") ? current : undefined;
      }, { what: "every delivery to succeed" });
      expect(log.data).toHaveLength(4);
    });

    itEmulatorOnly("delivers to endpoints created through the API, only the events they asked for, signed with their own secret", async () => {
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
        expect((await stripe.webhookEndpoints.retrieve(endpoint.id)).secret).toBeUndefined();
        await stripe.customers.create({});
        const product = await stripe.products.create({ name: "Announced" });
        const delivery = await waitFor(() => received[0], { what: "the endpoint's delivery" });
        const event = stripe.webhooks.constructEvent(delivery.body, delivery.signature, endpoint.secret as string);
        expect(event.type).toBe("product.created");
        expect((event.data.object as Stripe.Product).id).toBe(product.id);
        expect(received).toHaveLength(1);
        await stripe.webhookEndpoints.del(endpoint.id);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });
});
