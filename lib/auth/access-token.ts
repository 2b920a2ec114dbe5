import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { z } from "zod";

import { getAuthSecret } from "@/lib/auth/secret";
import { AppError } from "@/lib/errors";
import type { AccountRole, WorkingSide } from "@/lib/generated/prisma/enums";
import { roleToWire, sideToWire, wireRoles, wireSides } from "@/lib/users/wire";

/**
 * The API access token (spec: data.accessToken, sent back as `Authorization: Bearer`): a JWT
 * signed with HS256 under the server secret, carrying the user id (sub), the account role and the
 * working side at the time of issue. Role and side are for clients to read; the server re-reads
 * the user on every request (lib/auth/current-user.ts), so bans and side switches apply at once.
 *
 * `iat` is a NumericDate with millisecond precision (RFC 7519 allows fractions): a password reset
 * must refuse a token issued earlier in the same second, and accept one issued just after.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export type TokenRefusal = "malformed_token" | "undecodable_token" | "invalid_signature" | "token_expired" | "token_revoked";

export function tokenRefused(reason: TokenRefusal, message: string): AppError {
  return new AppError("unauthorized", { message, details: { reason } });
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  role: z.enum(wireRoles),
  side: z.enum(wireSides),
  iat: z.number().optional(),
  exp: z.number().optional(),
});

export type AccessTokenClaims = z.infer<typeof claimsSchema>;

type Options = { secret?: string; now?: number };

const base64url = /^[A-Za-z0-9_-]*$/;

function encodePart(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

function sign(signingInput: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(signingInput).digest();
}

export function signAccessToken(
  user: { id: string; role: AccountRole; side: WorkingSide },
  { secret = getAuthSecret(), now = Date.now(), ttlSeconds = ACCESS_TOKEN_TTL_SECONDS }: Options & { ttlSeconds?: number } = {},
): string {
  const claims: AccessTokenClaims = {
    sub: user.id,
    role: roleToWire(user.role),
    side: sideToWire(user.side),
    iat: Math.floor(now) / 1000,
    exp: Math.floor(now / 1000) + ttlSeconds,
  };
  const signingInput = `${encodePart({ alg: "HS256", typ: "JWT" })}.${encodePart(claims)}`;
  return `${signingInput}.${sign(signingInput, secret).toString("base64url")}`;
}

/**
 * Splits and decodes a JWT without trusting it (spec section 5): anything but three dot-separated
 * parts does not look like a JWT; a header or payload that is not base64url-encoded JSON
 * cannot be decoded.
 */
export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown>; signingInput: string; signature: string } {
  const parts = token.split(".");
  if (parts.length !== 3) throw tokenRefused("malformed_token", "The token does not look like a JWT.");
  const [header, payload, signature] = parts as [string, string, string];
  return { header: decodeObject(header), payload: decodeObject(payload), signingInput: `${header}.${payload}`, signature };
}

function decodeObject(part: string): Record<string, unknown> {
  const undecodable = () => tokenRefused("undecodable_token", "Cannot decode the token.");
  if (part === "" || !base64url.test(part)) throw undecodable();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  } catch {
    throw undecodable();
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw undecodable();
  return value as Record<string, unknown>;
}

/** Spec section 5: a token past its `exp` is expired; a token with no `exp` is not. */
export function isTokenExpired(payload: { exp?: unknown }, now: number = Date.now()): boolean {
  if (payload.exp === undefined) return false;
  return typeof payload.exp !== "number" || payload.exp * 1000 <= now;
}

/**
 * Checks an access token's form, algorithm, signature (constant-time) and expiry, and returns
 * its claims. Whether the user may still use it (banned, deleted, password changed since) is
 * the current-user module's question, since it needs the database.
 */
export function verifyAccessToken(token: string, { secret = getAuthSecret(), now = Date.now() }: Options = {}): AccessTokenClaims {
  const { header, payload, signingInput, signature } = decodeJwt(token);
  // Only HS256: a token may not choose its own algorithm ("none", or RS256 keyed with our secret).
  if (header.alg !== "HS256") throw tokenRefused("invalid_signature", "The token is not signed with an accepted algorithm.");
  const expected = sign(signingInput, secret);
  const given = base64url.test(signature) ? Buffer.from(signature, "base64url") : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw tokenRefused("invalid_signature", "The token's signature is not valid.");
  }
  if (isTokenExpired(payload, now)) throw tokenRefused("token_expired", "The session has expired. Please log in again.");
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw tokenRefused("undecodable_token", "Cannot decode the token.");
  return claims.data;
}
