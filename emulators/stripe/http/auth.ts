import { StripeError } from "./stripe-error.ts";

export type ApiKeys = { secretKey: string; publishableKey?: string };

function keyFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, credentials = ""] = header.trim().split(/\s+/, 2);
  if (scheme?.toLowerCase() === "bearer") return credentials || null;
  if (scheme?.toLowerCase() === "basic") return Buffer.from(credentials, "base64").toString("utf8").split(":")[0] || null;
  return null;
}

function mask(key: string) {
  return `${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
}

function unauthorized(message: string) {
  return new StripeError(401, { type: "invalid_request_error", message });
}

/** The caller's key, checked as Stripe does: Bearer or Basic, the secret key, or the publishable key where Stripe.js may call. */
export function authenticate(header: string | undefined, keys: ApiKeys, acceptsPublishableKey: boolean): { apiKey: string; isPublishable: boolean } {
  const apiKey = keyFromHeader(header);
  if (!apiKey) {
    throw unauthorized("You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').");
  }
  if (apiKey === keys.secretKey) return { apiKey, isPublishable: false };
  if (keys.publishableKey && apiKey === keys.publishableKey) {
    if (acceptsPublishableKey) return { apiKey, isPublishable: true };
    throw unauthorized("This API call cannot be made with a publishable API key. Please use a secret API key.");
  }
  throw unauthorized(`Invalid API Key provided: ${mask(apiKey)}`);
}
