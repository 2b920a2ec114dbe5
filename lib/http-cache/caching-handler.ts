import { randomUUID } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

import type { CacheSettings } from "./cache-settings.ts";
import { cacheKey } from "./cache-key.ts";
import { cacheableRequest } from "./cacheable-request.ts";
import { storableResponse, type ResponseHeaders } from "./cacheable-response.ts";
import { localeCookieFor } from "./locale-cookie.ts";
import { storableWithNonce, withFreshNonce } from "./fresh-nonce.ts";
import { createResponseStore, type CachedResponse } from "./response-store.ts";
import { createSingleFlight } from "./single-flight.ts";

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * Puts the shared response cache in front of `upstream` (Next's request handler): a hit is
 * answered from memory; a miss is rendered once per key (single-flight) and streamed to its
 * client while a copy is kept; everything else goes straight through. Every answer says which
 * in `x-cache` (HIT, MISS or BYPASS); hits carry `age` in seconds, and a page's hit a nonce of
 * its own (fresh-nonce.ts).
 * The rules live in the modules beside this one; this file only wires them to node:http.
 */
export function createCachingHandler(upstream: Handler, settings: CacheSettings, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const store = createResponseStore({ maxBytes: settings.maxBytes, now });
  const flights = createSingleFlight<CachedResponse>();
  // One response may not take more than an eighth of the cache.
  const maxEntryBytes = Math.floor(settings.maxBytes / 8);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (settings.ttlMs <= 0) return void (await upstream(request, response));
    const verdict = cacheableRequest(request);
    if (!verdict.cacheable) {
      response.setHeader("x-cache", "BYPASS");
      return void (await upstream(request, response));
    }
    const key = cacheKey(verdict, request.headers);
    const cached = store.get(key);
    if (cached) return sendCached(request, response, cached, verdict.pathLocale);
    // A HEAD answer has no body to keep; it is served from the GET entry once there is one.
    if (request.method === "HEAD") return renderUncached(request, response);

    const flight = flights.join(key);
    if (flight.role === "follower") {
      const result = await Promise.race([flight.result, delay(settings.followerTimeoutMs)]);
      if (result) return sendCached(request, response, result, verdict.pathLocale);
      return renderUncached(request, response);
    }
    response.setHeader("x-cache", "MISS");
    captureResponse(response, maxEntryBytes, (captured) => {
      const storable = captured && storableResponse(captured.status, captured.headers, settings);
      const prepared = captured && storable && storableWithNonce(storable.headers, captured.body);
      if (!captured || !storable || !prepared) return flight.settle(null);
      const storedAt = now();
      const entry: CachedResponse = { status: captured.status, ...prepared, storedAt, expiresAt: storedAt + storable.ttlMs };
      store.set(key, entry);
      flight.settle(entry);
    });
    try {
      await upstream(request, response);
    } catch (error) {
      flight.settle(null);
      throw error;
    }
  }

  async function renderUncached(request: IncomingMessage, response: ServerResponse) {
    response.setHeader("x-cache", "MISS");
    await upstream(request, response);
  }

  function sendCached(request: IncomingMessage, response: ServerResponse, entry: CachedResponse, pathLocale: Parameters<typeof localeCookieFor>[0]) {
    const { headers, body } = entry.nonce ? withFreshNonce({ ...entry, nonce: entry.nonce }) : entry;
    response.statusCode = entry.status;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader("content-length", body.length);
    response.setHeader("x-request-id", randomUUID());
    response.setHeader("x-cache", "HIT");
    response.setHeader("age", Math.max(0, Math.floor((now() - entry.storedAt) / 1000)));
    const cookie = localeCookieFor(pathLocale, request.headers, now());
    if (cookie) response.setHeader("set-cookie", cookie);
    response.end(request.method === "HEAD" ? undefined : body);
  }

  return Object.assign(handle, { store, flights });
}

type Captured = { status: number; headers: ResponseHeaders; body: Buffer };

/**
 * Wraps writeHead/write/end so that what goes to the client is also copied, without holding the
 * client back: each chunk is passed on as it comes. `done` gets the copy when the response
 * ends, or null when it did not end normally (client gone, render failed) or grew too large.
 * The wrapper must be installed before compression.ts wraps write/end, so it sees the bytes as
 * they go on the wire.
 */
export function captureResponse(response: ServerResponse, maxBytes: number, done: (captured: Captured | null) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  let isTooLarge = false;
  let isDone = false;
  let headersPassed: OutgoingHttpHeaders = {};
  const finish = (captured: Captured | null) => {
    if (isDone) return;
    isDone = true;
    done(captured);
  };
  const collect = (chunk: unknown, encoding: unknown) => {
    if (isTooLarge || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) {
      isTooLarge = true;
      chunks.length = 0;
      return;
    }
    chunks.push(buffer);
  };

  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg) => typeof arg === "object" && arg !== null);
    if (Array.isArray(headers)) {
      for (let index = 0; index + 1 < headers.length; index += 2) headersPassed[String(headers[index]).toLowerCase()] = headers[index + 1] as string;
    } else if (headers) {
      headersPassed = { ...headersPassed, ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])) };
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];

  const write = response.write;
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).apply(this, [chunk, ...rest]);
  } as ServerResponse["write"];

  const end = response.end;
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    const result = (end as (...a: unknown[]) => ServerResponse).apply(this, [chunk, ...rest]);
    if (isTooLarge) finish(null);
    else finish({ status: response.statusCode, headers: stringHeaders({ ...response.getHeaders(), ...headersPassed }), body: Buffer.concat(chunks) });
    return result;
  } as ServerResponse["end"];

  response.once("close", () => finish(null));
}

function stringHeaders(headers: OutgoingHttpHeaders): ResponseHeaders {
  const result: ResponseHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    result[name.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return result;
}

function delay(ms: number): Promise<null> {
  return new Promise((resolve) => setTimeout(() => resolve(null), ms).unref());
}
