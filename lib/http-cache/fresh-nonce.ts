import zlib from "node:zlib";

import { createNonce, nonceOf, withNonce } from "../security/content-security-policy.ts";
import type { ResponseHeaders } from "./cacheable-response.ts";
import { compressBody, type Coding } from "./compression.ts";

/**
 * Where a stored page's nonce is, so that each hit gets a nonce of its own. A page's scripts run
 * only with the nonce its Content-Security-Policy names (proxy.ts); a nonce that every visitor of
 * a cached page saw for its whole lifetime would be one an attacker could read and reuse. So an
 * entry that has one keeps its body uncompressed with the nonce's offsets; a hit writes a new
 * nonce at those offsets and in the header, then compresses for its client (a few milliseconds
 * for a page, against tens for a render).
 */
export type NonceSlots = { coding: Coding | null; offsets: number[]; length: number };

type Storable = { headers: ResponseHeaders; body: Buffer; nonce?: NonceSlots };

const POLICY = "content-security-policy";

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The entry to store for a response as it went on the wire: as it is when its policy names no
 * nonce (APIs, sitemaps), else its body decoded and the nonce's places found. Null when it cannot
 * be stored safely: a coding this server does not produce, or a nonce of an unexpected length.
 */
export function storableWithNonce(headers: ResponseHeaders, wireBody: Buffer): Storable | null {
  const policy = single(headers[POLICY]);
  const nonce = policy ? nonceOf(policy) : null;
  if (!nonce) return { headers, body: wireBody };
  if (nonce.length !== createNonce().length) return null;
  const encoding = single(headers["content-encoding"])?.trim().toLowerCase();
  const coding: Coding | null = encoding === "br" || encoding === "gzip" ? encoding : null;
  if (encoding && !coding) return null;
  let body: Buffer;
  try {
    body = coding === "br" ? zlib.brotliDecompressSync(wireBody) : coding === "gzip" ? zlib.gunzipSync(wireBody) : wireBody;
  } catch {
    return null;
  }
  const offsets: number[] = [];
  for (let at = body.indexOf(nonce); at !== -1; at = body.indexOf(nonce, at + nonce.length)) offsets.push(at);
  return { headers, body, nonce: { coding, offsets, length: nonce.length } };
}

/** The headers and body of one hit: a new nonce in both, compressed as the entry was sent. */
export function withFreshNonce(entry: { headers: ResponseHeaders; body: Buffer; nonce: NonceSlots }): { headers: ResponseHeaders; body: Buffer } {
  const nonce = createNonce();
  const body = Buffer.from(entry.body);
  for (const offset of entry.nonce.offsets) body.write(nonce, offset, entry.nonce.length, "latin1");
  const policy = single(entry.headers[POLICY]) ?? "";
  return {
    headers: { ...entry.headers, [POLICY]: withNonce(policy, nonce) },
    body: entry.nonce.coding ? compressBody(body, entry.nonce.coding) : body,
  };
}
