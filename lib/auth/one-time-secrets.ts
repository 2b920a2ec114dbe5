import "server-only";

import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

import { deriveKey } from "@/lib/auth/secret";

/**
 * Codes and tokens that are mailed to a user and later presented back. Only hashes are stored.
 * A 6-digit code has a million values, so a plain hash could be reversed from a leaked table in a
 * moment: codes are hashed with a key derived from the server secret (HMAC). Tokens carry 256
 * random bits, so SHA-256 alone is enough and lets them be looked up by hash.
 */
export function generateNumericCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, "0");
}

export function hashCode(scope: string, code: string): string {
  return createHmac("sha256", deriveKey("one-time codes")).update(`${scope}:${code}`).digest("hex");
}

export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Constant-time comparison of two hex digests. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
