/**
 * Runs the Stripe emulator on its own:
 *   DATABASE_URL=postgres://… tsx emulators/stripe/main.ts
 * STRIPE_SECRET_KEY (default below), STRIPE_PUBLISHABLE_KEY, STRIPE_EMULATOR_PORT (12111),
 * STRIPE_EMULATOR_HOST (127.0.0.1), STRIPE_WEBHOOK_URL and STRIPE_WEBHOOK_SECRET (both or neither).
 */
import { announceListening, log } from "./log.ts";
import { startStripeEmulator } from "./server.ts";

const DEFAULT_SECRET_KEY = "sk_test_emulator_0000000000000000000000000000";

function fail(message: string): never {
  log("error", message);
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL ?? fail("DATABASE_URL is not set: the emulator keeps its objects in PostgreSQL (schema stripe_emulator).");
const webhookUrl = process.env.STRIPE_WEBHOOK_URL;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
if (Boolean(webhookUrl) !== Boolean(webhookSecret)) fail("Set STRIPE_WEBHOOK_URL and STRIPE_WEBHOOK_SECRET together.");
if (webhookSecret && !webhookSecret.startsWith("whsec_")) fail("STRIPE_WEBHOOK_SECRET must start with whsec_, as Stripe's do.");

const emulator = await startStripeEmulator({
  port: Number(process.env.STRIPE_EMULATOR_PORT ?? 12111),
  host: process.env.STRIPE_EMULATOR_HOST ?? "127.0.0.1",
  secretKey: process.env.STRIPE_SECRET_KEY ?? DEFAULT_SECRET_KEY,
  publishableKey: process.env.STRIPE_PUBLISHABLE_KEY,
  databaseUrl,
  webhooks: webhookUrl && webhookSecret ? [{ url: webhookUrl, secret: webhookSecret }] : [],
}).catch((error: unknown) => fail(`The Stripe emulator could not start: ${error instanceof Error ? error.message : String(error)}`));
announceListening({ url: emulator.url, webhookUrl });

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => fail(`Closing failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  });
}
