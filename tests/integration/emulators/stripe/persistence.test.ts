import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import Stripe from "stripe";

import { startStripeEmulator, type StripeEmulator } from "@/emulators/stripe/server";

import { advanceDays, clientFor, createMonthlyPrice, customerWithCard, emulatorNow, SECRET_KEY } from "./emulator-client";

const started: StripeEmulator[] = [];

async function start() {
  const emulator = await startStripeEmulator({ port: 0, secretKey: SECRET_KEY, databaseUrl: process.env.DATABASE_URL as string });
  started.push(emulator);
  return { emulator, stripe: clientFor(emulator) };
}

let first: { emulator: StripeEmulator; stripe: Stripe };

beforeAll(async () => {
  first = await start();
});

afterAll(async () => {
  for (const emulator of started) await emulator.close().catch(() => undefined);
});

describe("persistence", () => {
  it("keeps customers, subscriptions, idempotency keys and the advanced clock across a restart", async () => {
    const price = await createMonthlyPrice(first.stripe, "Durable", 2000, "durable_monthly");
    const { customer } = await customerWithCard(first.stripe);
    const subscription = await first.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] }, { idempotencyKey: "durable-subscription" });
    await advanceDays(first.stripe, 3);
    const clockBefore = await emulatorNow(first.stripe);
    await first.emulator.close();

    const second = await start();
    expect((await second.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    expect((await second.stripe.subscriptions.retrieve(subscription.id)).status).toBe("active");
    expect((await second.stripe.prices.list({ lookup_keys: ["durable_monthly"] })).data[0]?.id).toBe(price.id);
    const replay = await second.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] }, { idempotencyKey: "durable-subscription" });
    expect(replay.id).toBe(subscription.id);
    expect(await emulatorNow(second.stripe)).toBeGreaterThanOrEqual(clockBefore);
  });

  it("lets two emulators on one database answer for the same objects", async () => {
    const one = await start();
    const two = await start();
    const customer = await one.stripe.customers.create({ email: "shared@example.com" });
    expect((await two.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
  });
});
