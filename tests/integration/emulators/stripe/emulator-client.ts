import Stripe from "stripe";

import { startStripeEmulator, type StripeEmulator } from "@/emulators/stripe/server";

export const SECRET_KEY = "sk_test_emulator_tests_0123456789";

export type EmulatorWithClient = { emulator: StripeEmulator; stripe: Stripe };

/** The emulator on a free port, on the test file's own database, and the real SDK pointed at it. */
export async function startEmulatorWithClient(options: { webhooks?: { url: string; secret: string }[] } = {}): Promise<EmulatorWithClient> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set: run with `npm test -- integration`.");
  const emulator = await startStripeEmulator({ port: 0, secretKey: SECRET_KEY, publishableKey: "pk_test_emulator_tests", databaseUrl, webhooks: options.webhooks });
  return { emulator, stripe: clientFor(emulator) };
}

export function clientFor(emulator: StripeEmulator, key = SECRET_KEY) {
  return new Stripe(key, { host: "127.0.0.1", port: emulator.port, protocol: "http", telemetry: false });
}

/** A product with a monthly price, as the app's plans are. */
export async function createMonthlyPrice(stripe: Stripe, name: string, unitAmount: number, lookupKey?: string) {
  const product = await stripe.products.create({ name });
  return stripe.prices.create({ product: product.id, currency: "usd", unit_amount: unitAmount, recurring: { interval: "month" }, lookup_key: lookupKey });
}

export async function customerWithCard(stripe: Stripe, card = "pm_card_visa") {
  const customer = await stripe.customers.create({ email: `c${Date.now()}@example.com` });
  const paymentMethod = await stripe.paymentMethods.attach(card, { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: paymentMethod.id } });
  return { customer, paymentMethod };
}

/** The emulator's current time (it runs ahead of the real clock once advanced). */
export async function emulatorNow(stripe: Stripe): Promise<number> {
  const clock = (await stripe.rawRequest("GET", "/_emulator/clock")) as { now: number };
  return clock.now;
}

/** Moves the emulator's clock forward through Stripe's test-clock API, as a test against Stripe test mode would. */
export async function advanceDays(stripe: Stripe, days: number) {
  const now = await emulatorNow(stripe);
  const clock = await stripe.testHelpers.testClocks.create({ frozen_time: now });
  return stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: now + Math.round(days * 86_400) });
}
