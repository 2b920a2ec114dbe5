/** Stripe Elements with hosted Stripe, the test-card picker against the local payment server. */
export type PaymentsMode = "elements" | "test-cards";

/**
 * How cards are entered (the payments contract): Stripe Elements with hosted Stripe (a
 * publishable key and no STRIPE_API_URL), else the test-card picker of the local payment server.
 * Read on the server from the environment it is given; only the mode and the public key reach
 * the page.
 */
export function paymentsModeOf(env: Record<string, string | undefined>): { mode: PaymentsMode; publishableKey: string | null } {
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim() || null;
  const isHosted = !!publishableKey && !env.STRIPE_API_URL?.trim();
  return { mode: isHosted ? "elements" : "test-cards", publishableKey: isHosted ? publishableKey : null };
}
