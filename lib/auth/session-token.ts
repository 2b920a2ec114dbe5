import { decode, getToken, type GetTokenParams, type JWT, type JWTDecodeParams } from "next-auth/jwt";

/**
 * next-auth's decode, remembered per token. Decoding derives the key from the secret (HKDF) and
 * decrypts the JWE on every call: a third of a millisecond, paid by the proxy and again by the
 * page on every logged-in request. A token decodes to the same claims for as long as it is
 * valid, so the claims are kept (at most MAX_TOKENS, the oldest dropped first) and a kept token
 * past its expiry is refused as decode would. A token that does not decrypt never will: it is kept
 * as refused, so a stale or forged cookie sent on every request costs the work once. Whether the
 * account may still use a token is checked against the database on every request
 * (lib/auth/current-user.ts), not here.
 */
const MAX_TOKENS = 1_000;
const decoded = new Map<string, { secret: JWTDecodeParams["secret"]; salt: string | undefined; claims: JWT | null }>();

export async function decodeSessionToken(params: JWTDecodeParams): Promise<JWT | null> {
  const { token, secret, salt } = params;
  if (!token) return null;
  const kept = decoded.get(token);
  if (kept && kept.secret === secret && kept.salt === salt) {
    if (kept.claims === null || isUnexpired(kept.claims)) return kept.claims;
    decoded.delete(token);
    return null;
  }
  const claims = await decode(params).catch(() => null);
  // decode forgives 15 s past expiry; a kept token is refused at it, so a fresh one is too.
  if (claims && !isUnexpired(claims)) return null;
  if (decoded.size >= MAX_TOKENS) decoded.delete(decoded.keys().next().value!);
  decoded.set(token, { secret, salt, claims });
  return claims;
}

function isUnexpired(claims: JWT): boolean {
  return typeof claims.exp !== "number" || claims.exp * 1000 > Date.now();
}

/** The claims of the request's next-auth session cookie, decoded through decodeSessionToken; null without a valid one. */
export function readSessionToken(req: GetTokenParams["req"], secret: string): Promise<JWT | null> {
  return getToken({ req, secret, decode: decodeSessionToken });
}
