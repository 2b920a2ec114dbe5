import { createHmac, timingSafeEqual } from "node:crypto";

import { ErrorCode, StreamError } from "./errors.ts";

export type Auth = { kind: "server" } | { kind: "user"; userId: string };

export type AuthSettings = { apiKey: string; apiSecret: string; allowDevTokens: boolean };

const authError = (code: number, message: string) => new StreamError(code, 401, `JWTAuth error: ${message}`);

function decodeSegment(segment: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // falls through to the error below
  }
  throw authError(ErrorCode.auth, "token is not a valid JWT");
}

function hasValidSignature(signingInput: string, signature: string, secret: string): boolean {
  const expected = createHmac("sha256", secret).update(signingInput).digest();
  const given = Buffer.from(signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Verifies an HS256 token signed with the app secret, or a dev token when they are allowed. */
export function verifyToken(token: string | undefined, settings: AuthSettings): Auth {
  if (!token || token === "undefined") throw authError(ErrorCode.auth, "token is missing; anonymous users are not supported");
  const parts = token.split(".");
  if (parts.length !== 3) throw authError(ErrorCode.auth, "token is not a valid JWT");
  const [header, payload, signature] = parts as [string, string, string];
  const claims = decodeSegment(payload);
  if (signature === "devtoken") {
    if (!settings.allowDevTokens) throw authError(ErrorCode.tokenSignatureInvalid, "development tokens are not allowed for this app");
  } else {
    if (decodeSegment(header).alg !== "HS256") throw authError(ErrorCode.auth, "only HS256 tokens are accepted");
    if (!hasValidSignature(`${header}.${payload}`, signature, settings.apiSecret)) {
      throw authError(ErrorCode.tokenSignatureInvalid, `signature is not valid. Make sure the token is created using the secret for API key "${settings.apiKey}"`);
    }
  }
  const now = Date.now() / 1000;
  if (typeof claims.exp === "number" && claims.exp < now) throw authError(ErrorCode.tokenExpired, "token is expired");
  if (typeof claims.nbf === "number" && claims.nbf > now) throw authError(ErrorCode.tokenNotValidYet, "token is not valid yet");
  if (typeof claims.iat === "number" && claims.iat > now + 5) throw authError(ErrorCode.tokenUsedBeforeIssuedAt, "token used before issued at (iat)");
  if (claims.server === true) return { kind: "server" };
  if (typeof claims.user_id !== "string" || !claims.user_id) throw authError(ErrorCode.auth, "token has no user_id claim");
  return { kind: "user", userId: claims.user_id };
}

export function checkApiKey(apiKey: string | null, settings: AuthSettings) {
  if (apiKey !== settings.apiKey) throw new StreamError(ErrorCode.accessKey, 401, `api_key not found`);
}
