import type { IncomingMessage, ServerResponse } from "node:http";

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;

/** How long a client should wait before trying again: PostgreSQL restarts in one or two seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * Pages whose render failed because PostgreSQL could not be reached, by the request id proxy.ts
 * gave them, with when. Next answers such a page 500 (app/[locale]/error.tsx inside the shell);
 * the production server turns it into 503 with Retry-After, as the APIs answer an outage
 * (lib/api/database-unavailable.ts), so that crawlers, monitors and proxies read it as temporary.
 * One map per process, shared by Next's bundle (instrumentation.ts notes) and
 * scripts/next-server.ts (which answers), each of which loads this file on its own.
 */
const storeKey = Symbol.for("remote-jobs.database-outage-pages");
const globalStore = globalThis as unknown as Record<symbol, Map<string, number> | undefined>;
const outages = (globalStore[storeKey] ??= new Map<string, number>());

/** A page answered 200 before its render failed is never asked about: its entry goes after this. */
const KEEP_MS = 60_000;

export function noteDatabaseOutage(requestId: string, now: number = Date.now()): void {
  // A Map iterates in insertion order: the oldest entries come first.
  for (const [id, notedAt] of outages) {
    if (now - notedAt <= KEEP_MS) break;
    outages.delete(id);
  }
  outages.set(requestId, now);
}

function takeDatabaseOutage(requestId: unknown): boolean {
  return typeof requestId === "string" && outages.delete(requestId);
}

/**
 * Wraps `upstream` (Next's handler, inside the response cache, which so never stores the 503): a
 * 500 whose request was noted above goes out as 503 with Retry-After, nothing else changes.
 */
export function createOutageStatusHandler(upstream: Handler): Handler {
  return (request, response) => {
    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      if (status !== 500 || !takeDatabaseOutage(response.getHeader("x-request-id"))) return writeHead.call(this, status, ...(rest as []));
      response.setHeader("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      // A reason phrase given with the 500 would be wrong for the 503: Node supplies the right one.
      return writeHead.call(this, 503, ...(rest.filter((arg) => typeof arg !== "string") as []));
    } as ServerResponse["writeHead"];
    return upstream(request, response);
  };
}
