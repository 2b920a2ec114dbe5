import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { describe, expect, it } from "@jest/globals";
import Stripe from "stripe";

import { startStripeEmulator, type StripeEmulator, type StripeEmulatorOptions } from "@/emulators/stripe/server";

/**
 * The Stripe contract suite runs against the local emulator by default. With
 * STRIPE_COMPAT_SECRET_KEY (an sk_test_… key) it runs against Stripe's test mode instead; the
 * webhook checks also need STRIPE_COMPAT_WEBHOOK_SECRET, the whsec_… that
 * `stripe listen --forward-to http://127.0.0.1:$STRIPE_COMPAT_WEBHOOK_PORT/` prints (port 4343
 * unless set). What only the emulator can do (restarts, its clock endpoint, a listener that fails
 * on purpose) is marked with describeEmulatorOnly / itEmulatorOnly.
 */
const hosted = process.env.STRIPE_COMPAT_SECRET_KEY
  ? {
      secretKey: process.env.STRIPE_COMPAT_SECRET_KEY,
      webhookSecret: process.env.STRIPE_COMPAT_WEBHOOK_SECRET ?? null,
      webhookPort: Number(process.env.STRIPE_COMPAT_WEBHOOK_PORT ?? 4343),
    }
  : null;

if (hosted && !hosted.secretKey.startsWith("sk_test_")) throw new Error("STRIPE_COMPAT_SECRET_KEY must be a test-mode key (sk_test_…): the suite creates and charges customers.");

export const againstStripe = hosted !== null;
export const SECRET_KEY = "sk_test_emulator_tests_0123456789";
const EMULATOR_WEBHOOK_SECRET = "whsec_emulator_tests_secret";

export const describeEmulatorOnly = hosted ? describe.skip : describe;
export const itEmulatorOnly = hosted ? it.skip : it;
/** Webhook checks: always on the emulator; against Stripe only with a forwarded webhook secret. */
export const describeWithWebhooks = hosted && !hosted.webhookSecret ? describe.skip : describe;

/**
 * How far past a period end to move a test clock for the renewal to be charged: Stripe creates a
 * renewal invoice as a draft and finalizes and charges it about an hour later.
 */
export const PAST_RENEWAL = 2 * 3_600;

/** Stripe test mode is slower than a local server, and its test clocks advance in the background. */
export const CONTRACT_TIMEOUT_MS = hosted ? 120_000 : 30_000;

// Names that are unique per account (lookup keys, promotion codes) get a per-run suffix, so runs
// against one Stripe account never collide.
const RUN = Date.now().toString(36).toUpperCase();
export const unique = (name: string) => `${name}_${RUN}`;
/** Promotion codes take letters and digits only. */
export const uniqueCode = (name: string) => `${name}${RUN}`;

export function databaseUrl() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: run with `npm test -- integration`.");
  return url;
}

export function startEmulator(options: Partial<StripeEmulatorOptions> = {}) {
  return startStripeEmulator({ port: 0, secretKey: SECRET_KEY, publishableKey: "pk_test_emulator_tests", databaseUrl: databaseUrl(), ...options });
}

export function clientFor(emulator: Pick<StripeEmulator, "port">, options: { key?: string; maxNetworkRetries?: number } = {}) {
  return new Stripe(options.key ?? SECRET_KEY, { host: "127.0.0.1", port: emulator.port, protocol: "http", telemetry: false, maxNetworkRetries: options.maxNetworkRetries });
}

// ---------------------------------------------------------------------------------------------
// Webhooks: a local listener that records every delivery with its raw body and signature.

export type Delivery = { body: string; signature: string; status: number; event: Stripe.Event; receivedAt: number };

export type WebhookListener = {
  url: string;
  secret: string;
  deliveries: Delivery[];
  /** Answers the next deliveries of events that match with this status instead of 200. */
  failNext(matches: (event: Stripe.Event) => boolean, status?: number, times?: number): void;
  close(): Promise<void>;
};

async function startWebhookListener(port: number, secret: string): Promise<WebhookListener> {
  const deliveries: Delivery[] = [];
  const failures: { matches: (event: Stripe.Event) => boolean; status: number; left: number }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const event = JSON.parse(body) as Stripe.Event;
      const failure = failures.find((entry) => entry.left > 0 && entry.matches(event));
      if (failure) failure.left -= 1;
      const status = failure?.status ?? 200;
      deliveries.push({ body, signature: String(req.headers["stripe-signature"]), status, event, receivedAt: Date.now() });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`,
    secret,
    deliveries,
    failNext: (matches, status = 500, times = 1) => failures.push({ matches, status, left: times }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function waitFor<T>(find: () => T | undefined | Promise<T | undefined>, options: { timeoutMs?: number; what?: string } = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? (hosted ? 60_000 : 15_000);
  const started = Date.now();
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${options.what ?? "a condition"}`);
    await new Promise((resolve) => setTimeout(resolve, hosted ? 1_000 : 50));
  }
}

// ---------------------------------------------------------------------------------------------
// The target: the emulator on the test file's own database, or Stripe test mode.

export type TestClock = { id: string; now: number };

export type ContractTarget = {
  stripe: Stripe;
  /** Another SDK client for the same target, e.g. without the automatic retries. */
  newClient(options: { maxNetworkRetries?: number }): Stripe;
  /** Present when the target delivers webhooks to this process. */
  webhooks: WebhookListener | null;
  /** The emulator, when the target is the emulator. */
  emulator: StripeEmulator | null;
  /** The target's present time in unix seconds (the emulator's clock runs ahead of the real one once advanced). */
  serverNow(): Promise<number>;
  /** A new test clock at the target's present time; customers made with it follow its time. */
  startClock(): Promise<TestClock>;
  /** Moves a test clock forward and waits until Stripe has run the billing that fell due. */
  advanceClock(clock: TestClock, to: number): Promise<TestClock>;
  /** A customer (on the clock, when one is given) with a card attached and set as its default. */
  customerWithCard(options?: { card?: string; clock?: TestClock; email?: string }): Promise<{ customer: Stripe.Customer; paymentMethod: Stripe.PaymentMethod }>;
  /** A product with a monthly recurring price in USD. */
  monthlyPrice(name: string, unitAmount: number): Promise<Stripe.Price>;
  /** Deliveries received for one object, in arrival order. */
  deliveriesFor(objectId: string, type?: string): Delivery[];
  close(): Promise<void>;
};

export async function startContractTarget(options: { webhooks?: boolean } = {}): Promise<ContractTarget> {
  let webhooks: WebhookListener | null = null;
  let emulator: StripeEmulator | null = null;
  if (hosted) {
    if (options.webhooks && hosted.webhookSecret) webhooks = await startWebhookListener(hosted.webhookPort, hosted.webhookSecret);
  } else {
    if (options.webhooks) webhooks = await startWebhookListener(0, EMULATOR_WEBHOOK_SECRET);
    emulator = await startEmulator({ webhooks: webhooks ? [{ url: webhooks.url, secret: webhooks.secret }] : [] });
  }
  const running = emulator;
  const newClient = (settings: { maxNetworkRetries?: number } = {}) =>
    // Against Stripe a few more retries ride out test mode's rate limits and lock timeouts (it marks them Stripe-Should-Retry).
    hosted ? new Stripe(hosted.secretKey, { telemetry: false, maxNetworkRetries: 4, ...settings }) : clientFor(running as StripeEmulator, settings);
  const stripe = newClient();
  const clocks: string[] = [];
  const clockNow = async () => (hosted ? Math.floor(Date.now() / 1000) : ((await stripe.rawRequest("GET", "/_emulator/clock")) as unknown as { now: number }).now);

  return {
    stripe,
    newClient,
    webhooks,
    emulator,
    serverNow: clockNow,
    async startClock() {
      const clock = await stripe.testHelpers.testClocks.create({ frozen_time: await clockNow(), name: unique("contract") });
      clocks.push(clock.id);
      return { id: clock.id, now: clock.frozen_time };
    },
    async advanceClock(clock, to) {
      let advanced = await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: to });
      while (advanced.status !== "ready") {
        if (advanced.status === "internal_failure") throw new Error(`Test clock ${clock.id} failed to advance`);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        advanced = await stripe.testHelpers.testClocks.retrieve(clock.id);
      }
      return { id: clock.id, now: advanced.frozen_time };
    },
    async customerWithCard({ card = "pm_card_visa", clock, email } = {}) {
      const customer = await stripe.customers.create({ email: email ?? `contract-${Date.now()}@example.com`, test_clock: clock?.id });
      const paymentMethod = await stripe.paymentMethods.attach(card, { customer: customer.id });
      const updated = await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: paymentMethod.id } });
      return { customer: updated, paymentMethod };
    },
    async monthlyPrice(name, unitAmount) {
      const product = await stripe.products.create({ name });
      return stripe.prices.create({ product: product.id, currency: "usd", unit_amount: unitAmount, recurring: { interval: "month" }, lookup_key: unique(name.toLowerCase().replace(/\W+/g, "_")) });
    },
    deliveriesFor(objectId, type) {
      return (webhooks?.deliveries ?? []).filter((delivery) => (delivery.event.data.object as { id?: string }).id === objectId && (!type || delivery.event.type === type));
    },
    async close() {
      // Deleting a clock on Stripe deletes its customers and subscriptions too.
      if (hosted) for (const id of clocks) await stripe.testHelpers.testClocks.del(id).catch(() => undefined);
      await emulator?.close();
      await webhooks?.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Assertions shared by the files.

/** The rejection of a call that must fail, as the SDK's error. */
export async function stripeErrorOf(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  const outcome = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(outcome).toBeInstanceOf(Stripe.errors.StripeError);
  return outcome as Stripe.errors.StripeError;
}

export function latestInvoiceOf(subscription: Stripe.Subscription) {
  return subscription.latest_invoice as Stripe.Invoice;
}
