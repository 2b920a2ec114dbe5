import { startStripeEmulator } from "../../emulators/stripe/server.ts";
import { emulatorPort } from "./free-port.ts";

/**
 * The app's payments server for `npm run dev`, `npm start` and the end-to-end tests: hosted Stripe
 * (or the server named by STRIPE_API_URL, e.g. another instance's emulator) when STRIPE_SECRET_KEY
 * is set, otherwise the local emulator (emulators/stripe), started here in the same PostgreSQL
 * with fixed test-mode keys. It delivers its signed webhooks to `${appUrl}/api/stripe/webhook`.
 * Its address and keys reach Next through `env`, read at run time by lib/payments/stripe-client.ts,
 * so a second app instance given the same STRIPE_* values shares this emulator.
 */
export const LOCAL_STRIPE_KEYS = {
  secretKey: "sk_test_remote_jobs_local_0000000000000000",
  publishableKey: "pk_test_remote_jobs_local_0000000000000000",
  webhookSecret: "whsec_remote_jobs_local_0000000000000000",
} as const;

const DEFAULT_EMULATOR_PORT = 12111;

export type PaymentsServer = { env: Record<string, string>; url: string | null; stop(): Promise<void> };

type Options = {
  databaseUrl: string;
  /** Where the app listens, e.g. http://127.0.0.1:3000: its webhook route receives the emulator's events. */
  appUrl: string;
  log?: (line: string) => void;
  /** The tests pass 0: any free port, whatever STRIPE_EMULATOR_PORT says. */
  port?: number;
};

export async function startPaymentsServer({ databaseUrl, appUrl, log, port: requestedPort }: Options): Promise<PaymentsServer> {
  const { STRIPE_SECRET_KEY, STRIPE_API_URL } = process.env;
  if (STRIPE_SECRET_KEY) {
    log?.(`payments: ${STRIPE_API_URL ? `Stripe server at ${STRIPE_API_URL}` : "hosted Stripe"}`);
    return { env: {}, url: null, stop: async () => {} };
  }
  const port = requestedPort ?? (await emulatorPort("STRIPE_EMULATOR_PORT", DEFAULT_EMULATOR_PORT));
  const emulator = await startStripeEmulator({
    port,
    secretKey: LOCAL_STRIPE_KEYS.secretKey,
    publishableKey: LOCAL_STRIPE_KEYS.publishableKey,
    databaseUrl,
    webhooks: [{ url: `${appUrl.replace(/\/$/, "")}/api/stripe/webhook`, secret: LOCAL_STRIPE_KEYS.webhookSecret }],
  });
  log?.(`payments: Stripe emulator on ${emulator.url} (webhooks to ${appUrl}/api/stripe/webhook)`);
  return {
    url: emulator.url,
    env: {
      STRIPE_SECRET_KEY: LOCAL_STRIPE_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: LOCAL_STRIPE_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_KEYS.webhookSecret,
      STRIPE_API_URL: emulator.url,
    },
    stop: () => emulator.close(),
  };
}
