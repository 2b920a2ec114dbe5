import { BlockList, isIP } from "node:net";

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/**
 * The TCP peer's address, as the app's own server (scripts/next-server.ts) writes it on every
 * request after deleting any copy the client sent. Route handlers in Next cannot see the socket.
 */
export const PEER_ADDRESS_HEADER = "x-remote-jobs-peer-address";

/**
 * Set in its own process by the server that writes PEER_ADDRESS_HEADER. Elsewhere (next dev, a
 * server of someone else's) nothing strips a forged header, so it is not read at all.
 */
export const PEER_ADDRESS_FLAG = "REMOTE_JOBS_PEER_ADDRESS_HEADER";

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/** "::ffff:127.0.0.1" (an IPv4 client on a dual-stack socket) is 127.0.0.1; anything that is not an IP address is null. */
export function normalizeAddress(value: string | undefined): string | null {
  let address = value?.trim() ?? "";
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) address = address.slice(7);
  return isIP(address) ? address.toLowerCase() : null;
}

export type TrustedProxies = { has(address: string): boolean; isEmpty: boolean };

/**
 * TRUSTED_PROXIES: comma-separated addresses and CIDR blocks (IPv4 or IPv6) of the reverse
 * proxies in front of the app, e.g. "127.0.0.1" for an nginx on the same machine. Default none.
 * An entry that is neither fails loudly: a typo must not silently trust nothing, or everything.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const list = new BlockList();
  const entries = (value ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split("/");
    const normalized = normalizeAddress(address);
    const family = normalized ? (isIP(normalized) === 6 ? "ipv6" : "ipv4") : null;
    const bits = prefix === undefined ? null : Number(prefix);
    const maxBits = family === "ipv6" ? 128 : 32;
    if (!normalized || !family || rest.length > 0 || (bits !== null && (!/^\d{1,3}$/.test(prefix!) || bits > maxBits))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR block (e.g. 127.0.0.1, 10.0.0.0/8, ::1).`);
    }
    if (bits === null) list.addAddress(normalized, family);
    else list.addSubnet(normalized, bits, family);
  }
  return {
    isEmpty: entries.length === 0,
    has: (address) => {
      const normalized = normalizeAddress(address);
      return normalized !== null && list.check(normalized, isIP(normalized) === 6 ? "ipv6" : "ipv4");
    },
  };
}

let cached: { value: string | undefined; proxies: TrustedProxies } | undefined;
/** TRUSTED_PROXIES parsed once per value: it is read on every request (client address, HSTS). */
export function trustedProxiesOf(value: string | undefined = process.env.TRUSTED_PROXIES): TrustedProxies {
  if (!cached || cached.value !== value) cached = { value, proxies: parseTrustedProxies(value) };
  return cached.proxies;
}

/**
 * The client's address, the key of every per-address limit. It is the socket's peer unless that
 * peer is a trusted proxy (TRUSTED_PROXIES); then X-Forwarded-For is read from the right, each
 * trusted hop skipped, and the first address no trusted proxy vouches for is the client. What a
 * client writes further left is never believed, so rotating X-Forwarded-For (or X-Real-IP, which
 * is not read) changes nothing. Null when the peer is unknown: the app is not behind its own
 * server (next dev), and limits fall back to their shared keys.
 */
export function clientIp(headers: HeaderSource, { env = process.env, trusted }: { env?: Record<string, string | undefined>; trusted?: TrustedProxies } = {}): string | null {
  if (env[PEER_ADDRESS_FLAG] !== "1") return null;
  const peer = normalizeAddress(header(headers, PEER_ADDRESS_HEADER));
  if (!peer) return null;
  const proxies = trusted ?? trustedProxiesOf();
  if (proxies.isEmpty || !proxies.has(peer)) return peer;

  const forwarded = (header(headers, "x-forwarded-for") ?? "").split(",").map((hop) => hop.trim()).filter(Boolean);
  let client = peer;
  for (let index = forwarded.length - 1; index >= 0; index -= 1) {
    const hop = normalizeAddress(forwarded[index]);
    // A hop that is not an address was written by someone untrusted: the last trusted hop is the
    // nearest address known to be true.
    if (!hop) return client;
    client = hop;
    if (!proxies.has(hop)) return hop;
  }
  return client;
}

/**
 * For the app's own server, on every request before Next sees it: replaces whatever the client
 * sent as PEER_ADDRESS_HEADER (in any letter case, any number of times) by the socket's address.
 */
export function stampPeerAddress(request: { headers: Record<string, string | string[] | undefined>; rawHeaders: string[]; socket: { remoteAddress?: string } }): void {
  delete request.headers[PEER_ADDRESS_HEADER];
  const raw: string[] = [];
  for (let index = 0; index + 1 < request.rawHeaders.length; index += 2) {
    if (request.rawHeaders[index]!.toLowerCase() !== PEER_ADDRESS_HEADER) raw.push(request.rawHeaders[index]!, request.rawHeaders[index + 1]!);
  }
  const peer = request.socket.remoteAddress ?? "";
  request.headers[PEER_ADDRESS_HEADER] = peer;
  raw.push(PEER_ADDRESS_HEADER, peer);
  request.rawHeaders = raw;
}
