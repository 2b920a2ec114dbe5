import { trustedProxiesOf } from "../api/client-ip.ts";

type Env = Record<string, string | undefined>;

/**
 * HSTS for a year, this host only: the app does not own its parent domain's other hosts, and
 * preloading is a decision for whoever owns the domain.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

/** What the app's server (scripts/next-server.ts) knows about how a request reached it. */
export type Arrival = {
  /** The socket is TLS (the server itself terminates https). */
  isEncrypted: boolean;
  /** The TCP peer's address: the client, or the reverse proxy in front of the app. */
  peerAddress: string | undefined;
  /** X-Forwarded-Proto as received; believed only from a trusted proxy. */
  forwardedProto: string | undefined;
};

/** Whether the TCP peer is one of TRUSTED_PROXIES (lib/api/client-ip.ts), so that its X-Forwarded-Proto is believed. */
export function isTrustedProxy(peerAddress: string | undefined, env: Env = process.env): boolean {
  return peerAddress !== undefined && trustedProxiesOf(env.TRUSTED_PROXIES).has(peerAddress);
}

/**
 * Whether the browser reached the site over https: the app's own TLS socket, or a trusted
 * proxy's X-Forwarded-Proto (its first value: the hop nearest the client). A client that sends
 * X-Forwarded-Proto itself, straight to the app, is not believed.
 */
export function isServedOverHttps(arrival: Arrival, env: Env = process.env): boolean {
  if (arrival.isEncrypted) return true;
  if (!isTrustedProxy(arrival.peerAddress, env)) return false;
  return arrival.forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https";
}

/** The app's public address (NEXTAUTH_URL) is https: the cookies it sets are Secure. */
export function isHttpsSite(env: Env = process.env): boolean {
  return (env.NEXTAUTH_URL ?? "").startsWith("https://");
}

type IncomingRequest = { socket: { remoteAddress?: string; encrypted?: boolean }; headers: Record<string, string | string[] | undefined> };

/**
 * Strict-Transport-Security on every answer of the app's server (pages, APIs, files, cache
 * hits) that reached it over https, and only those: a browser ignores it over http anyway, and a
 * site tried out on http://localhost must not be pinned to https.
 */
export function applyTransportSecurity(request: IncomingRequest, response: { setHeader(name: string, value: string): unknown }, env: Env = process.env): void {
  const forwarded = request.headers["x-forwarded-proto"];
  const arrival: Arrival = {
    isEncrypted: request.socket.encrypted === true,
    peerAddress: request.socket.remoteAddress,
    forwardedProto: Array.isArray(forwarded) ? forwarded[0] : forwarded,
  };
  if (isServedOverHttps(arrival, env)) response.setHeader("strict-transport-security", STRICT_TRANSPORT_SECURITY);
}
