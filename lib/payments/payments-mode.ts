/**
 * How the premium page collects a card: Stripe Elements against hosted Stripe (a publishable key
 * and no STRIPE_API_URL), or, against the local emulator (which Stripe.js cannot reach), a picker
 * of Stripe's test cards that goes through the same server code (a SetupIntent confirmed with the
 * chosen pm_card_… id).
 */
type Env = Record<string, string | undefined>;

export type PaymentsMode = "elements" | "test-cards";

export function getPaymentsMode(env: Env = process.env): PaymentsMode {
  return env.STRIPE_PUBLISHABLE_KEY && !env.STRIPE_API_URL ? "elements" : "test-cards";
}

/** The key Stripe.js needs in "elements" mode; null otherwise. */
export function getPublishableKey(env: Env = process.env): string | null {
  return getPaymentsMode(env) === "elements" ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null;
}
