import "server-only";

// jose comes with next-auth (which uses it for its own tokens); it does key selection, JWKS
// caching and refetching on key rotation, and the standard claim checks.
import { createRemoteJWKSet, decodeJwt, errors, jwtVerify, type JWTPayload } from "jose";

import type { TrustedIssuer } from "@/lib/auth/social-providers";
import { AppError } from "@/lib/errors";

/** Asymmetric algorithms only: an ID token may never be "signed" with a shared secret or none. */
const algorithms = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"];

type KeySet = ReturnType<typeof createRemoteJWKSet>;
const keySets = new Map<string, Promise<KeySet>>();

function refused(reason: string, message = "The sign-in token could not be verified."): AppError {
  return new AppError("invalid_social_token", { message, details: { reason } });
}

/** The issuer's signing keys, found through its discovery document (cached per process). */
function keySetFor(trusted: TrustedIssuer): Promise<KeySet> {
  let keySet = keySets.get(trusted.discoveryUrl);
  if (!keySet) {
    keySet = discover(trusted);
    keySets.set(trusted.discoveryUrl, keySet);
    keySet.catch(() => keySets.delete(trusted.discoveryUrl));
  }
  return keySet;
}

async function discover(trusted: TrustedIssuer): Promise<KeySet> {
  let document: { issuer?: unknown; jwks_uri?: unknown };
  try {
    const response = await fetch(trusted.discoveryUrl, { signal: AbortSignal.timeout(5_000), headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    document = (await response.json()) as typeof document;
  } catch (error) {
    throw new AppError("service_unavailable", { message: "The sign-in provider is not answering.", details: { provider: trusted.provider }, cause: error });
  }
  if (typeof document.jwks_uri !== "string" || typeof document.issuer !== "string" || !trusted.issuers.includes(document.issuer)) {
    throw new AppError("service_unavailable", { message: "The sign-in provider's configuration is not usable.", details: { provider: trusted.provider } });
  }
  return createRemoteJWKSet(new URL(document.jwks_uri));
}

/**
 * Verifies an OpenID Connect ID token from one of the trusted issuers: signature by the issuer's
 * published keys, issuer, audience (our client id; `azp` too when there are several audiences)
 * and expiry. Returns the issuer it came from and its claims.
 */
export async function verifyIdToken(idToken: string, trusted: TrustedIssuer[]): Promise<{ issuer: TrustedIssuer; claims: JWTPayload }> {
  let unverified: JWTPayload;
  try {
    unverified = decodeJwt(idToken);
  } catch {
    throw refused("undecodable_token", "The sign-in token is not a JWT.");
  }
  const issuer = trusted.find((candidate) => typeof unverified.iss === "string" && candidate.issuers.includes(unverified.iss));
  if (!issuer) throw refused("unknown_issuer", "The sign-in token comes from a provider this site does not use.");

  const keys = await keySetFor(issuer);
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(idToken, keys, { issuer: issuer.issuers, audience: issuer.audience, algorithms, clockTolerance: 5 }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw refused("token_expired", "The sign-in token has expired.");
    if (error instanceof errors.JWTClaimValidationFailed) throw refused("invalid_claims", `The sign-in token's ${error.claim} claim is not accepted.`);
    if (error instanceof errors.JOSEError) throw refused("invalid_signature");
    throw error;
  }
  if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== issuer.audience) throw refused("wrong_audience");
  if (typeof claims.sub !== "string" || claims.sub === "") throw refused("no_subject");
  return { issuer, claims };
}
