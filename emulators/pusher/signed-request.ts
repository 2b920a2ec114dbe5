import { createHash } from "node:crypto";

import type { PusherApp } from "./apps.ts";
import { hmacSha256Hex, isSameSecretString } from "./signatures.ts";

const MAX_CLOCK_SKEW_SECONDS = 600;

export type SignedRequest = { method: string; path: string; rawQuery: string; body: Buffer };

/**
 * The HTTP API's authentication, as the `pusher` package signs: HMAC-SHA256 of
 * `METHOD\npath\nsorted query` with the app secret, the body pinned by body_md5. The library puts
 * values into the URL unencoded, so the query is rebuilt from decoded values.
 * Returns why the request is refused, or undefined when it is genuine.
 */
export function refusalOfSignedRequest(app: PusherApp, request: SignedRequest, nowSeconds = Date.now() / 1000): string | undefined {
  const params = parseQuery(request.rawQuery);
  const signature = params.get("auth_signature");
  if (signature === undefined) return "Missing auth_signature";
  if (params.get("auth_key") !== app.key) return "Unknown auth_key";
  if (params.get("auth_version") !== "1.0") return "auth_version must be 1.0";
  const timestamp = Number(params.get("auth_timestamp"));
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > MAX_CLOCK_SKEW_SECONDS) {
    return `Timestamp expired: given ${params.get("auth_timestamp")}, now ${Math.floor(nowSeconds)}; at most ${MAX_CLOCK_SKEW_SECONDS} s apart`;
  }
  if (request.body.length > 0) {
    const bodyMd5 = createHash("md5").update(request.body).digest("hex");
    if (params.get("body_md5") !== bodyMd5) return "body_md5 does not match the body";
  }
  params.delete("auth_signature");
  const sortedQuery = [...params.keys()]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => `${key}=${params.get(key)}`)
    .join("&");
  const candidatePaths = new Set([request.path, decodeOrKeep(request.path)]);
  for (const path of candidatePaths) {
    if (isSameSecretString(signature, hmacSha256Hex(app.secret, `${request.method}\n${path}\n${sortedQuery}`))) return undefined;
  }
  return `Invalid signature: expected HMAC SHA256 hex digest of ${request.method}\\n${request.path}\\n${sortedQuery}`;
}

function parseQuery(rawQuery: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of rawQuery.split("&")) {
    if (pair === "") continue;
    const separator = pair.indexOf("=");
    const key = separator < 0 ? pair : pair.slice(0, separator);
    const value = separator < 0 ? "" : pair.slice(separator + 1);
    params.set(decodeOrKeep(key), decodeOrKeep(value));
  }
  return params;
}

// '+' stays '+': the library never encodes, so a literal plus is what it signed.
function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
