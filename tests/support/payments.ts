import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import Stripe from "stripe";

import { POST as stripeWebhook } from "@/app/api/stripe/webhook/route";
import { startStripeEmulator, type StripeEmulator } from "@/emulators/stripe/server";
import { callRoute } from "@/tests/support/api";

const KEYS = { secretKey: "sk_test_payments_tests_0123456789", publishableKey: "pk_test_payments_tests", webhookSecret: "whsec_payments_tests_0123456789" };
const variables = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_URL"] as const;

export type PaymentsHarness = {
  emulator: StripeEmulator;
  stripe: Stripe;
  webhookSecret: string;
  /** Webhook deliveries the app answered, by status. */
  deliveries: { type: string; status: number }[];
  advanceDays(days: number): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The Stripe emulator on the test file's database, with its webhooks delivered to the app's real
 * webhook route (a small HTTP server hands each request to the handler), and the STRIPE_*
 * variables the app reads pointed at it.
 */
export async function startPayments(): Promise<PaymentsHarness> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set: run with `npm test -- integration`.");
  const deliveries: PaymentsHarness["deliveries"] = [];
  const receiver: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      callRoute(stripeWebhook, { body, headers: { "stripe-signature": String(req.headers["stripe-signature"] ?? "") }, path: "/api/stripe/webhook" }).then(
        (answer) => {
          deliveries.push({ type: (JSON.parse(body) as { type: string }).type, status: answer.status });
          res.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
        },
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const receiverPort = (receiver.address() as AddressInfo).port;
  const emulator = await startStripeEmulator({
    port: 0,
    secretKey: KEYS.secretKey,
    publishableKey: KEYS.publishableKey,
    databaseUrl,
    webhooks: [{ url: `http://127.0.0.1:${receiverPort}/api/stripe/webhook`, secret: KEYS.webhookSecret }],
  });
  Object.assign(process.env, { STRIPE_SECRET_KEY: KEYS.secretKey, STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey, STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret, STRIPE_API_URL: emulator.url });
  const stripe = new Stripe(KEYS.secretKey, { host: "127.0.0.1", port: emulator.port, protocol: "http", telemetry: false });
  return {
    emulator,
    stripe,
    webhookSecret: KEYS.webhookSecret,
    deliveries,
    async advanceDays(days) {
      await stripe.rawRequest("POST", "/_emulator/clock/advance", { days });
    },
    async stop() {
      await emulator.close();
      await new Promise<void>((resolve) => {
        receiver.close(() => resolve());
        receiver.closeAllConnections();
      });
      for (const name of variables) delete process.env[name];
    },
  };
}
