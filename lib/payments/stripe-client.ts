import Stripe from "stripe";

import { AppError } from "@/lib/errors";

/**
 * The one Stripe server client, from the environment at run time (scripts/support/stripe-emulator.ts
 * sets it for the local emulator):
 *
 *   STRIPE_SECRET_KEY   the account's secret key; without it, payments answer 503 payments_unavailable
 *   STRIPE_API_URL      another Stripe-compatible server (the emulator); absent for api.stripe.com
 */
type Env = Record<string, string | undefined>;

let cached: { key: string; client: Stripe } | null = null;

export function stripeConfig(env: Env = process.env): { secretKey: string; apiUrl: URL | null } | null {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return null;
  return { secretKey, apiUrl: env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null };
}

export function createStripeClient(config: { secretKey: string; apiUrl: URL | null }): Stripe {
  const { apiUrl } = config;
  const server = apiUrl
    ? { host: apiUrl.hostname, port: Number(apiUrl.port || (apiUrl.protocol === "https:" ? 443 : 80)), protocol: apiUrl.protocol === "https:" ? ("https" as const) : ("http" as const) }
    : {};
  return new Stripe(config.secretKey, { ...server, telemetry: false });
}

/** The client for the current STRIPE_* values (tests change them between files). */
export function getStripe(): Stripe {
  const config = stripeConfig();
  if (!config) throw new AppError("payments_unavailable", { message: "Payments are not available right now." });
  const key = `${config.secretKey}@${config.apiUrl?.href ?? "stripe"}`;
  if (cached?.key !== key) cached = { key, client: createStripeClient(config) };
  return cached.client;
}
