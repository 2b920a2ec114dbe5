import { apiPolicy } from "./content-security-policy.ts";

type Header = { key: string; value: string };

/**
 * The headers every answer carries, the same for all (next.config.ts sends them; the response
 * cache stores and replays them). The per-response ones live elsewhere: the pages' policy with
 * its nonce in proxy.ts, HSTS in scripts/next-server.ts.
 */
export const everyResponseHeaders: Header[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Nothing in the product uses these; the card form's iframe (Stripe Elements) needs none either.
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), usb=(), payment=(self)" },
  // frame-ancestors 'none' for browsers that predate it.
  { key: "X-Frame-Options", value: "DENY" },
];

/** APIs run nothing in a browser: a policy that allows nothing (proxy.ts does not run for them). */
export const apiResponseHeaders: Header[] = [{ key: "Content-Security-Policy", value: apiPolicy }];
