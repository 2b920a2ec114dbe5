/**
 * A page whose render failed because PostgreSQL was unreachable goes out as 503 with Retry-After,
 * through the production server's stack (cache, this handler, compression) on node:http; any
 * other answer keeps its status.
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";

import { afterEach, describe, expect, it } from "@jest/globals";

import { cacheSettingsFromEnv } from "@/lib/http-cache/cache-settings";
import { createCachingHandler } from "@/lib/http-cache/caching-handler";
import { createCompressingHandler } from "@/lib/http-cache/compression";
import { createOutageStatusHandler, DATABASE_RETRY_AFTER_SECONDS, noteDatabaseOutage } from "@/lib/observability/database-outage-pages";

type Upstream = (request: IncomingMessage, response: ServerResponse) => void;

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const errorPage = `<!DOCTYPE html><html><body><h1>This page could not be loaded</h1>${"<p>shell</p>".repeat(200)}</body></html>`;

/** Like Next for a page whose render threw: the request id from proxy.ts, then the error page. */
function renderWith(status: number, requestId: string, options: { failsDatabase: boolean; explicitHead?: boolean }): Upstream {
  return (_request, response) => {
    response.setHeader("x-request-id", requestId);
    response.setHeader("content-type", "text/html; charset=utf-8");
    // instrumentation.ts notes the outage while the error page renders, before its first byte.
    if (options.failsDatabase) noteDatabaseOutage(requestId);
    if (options.explicitHead) response.writeHead(status, "Internal Server Error", { "cache-control": "private, no-store" });
    else response.statusCode = status;
    response.end(errorPage);
  };
}

async function serve(upstream: Upstream) {
  const handler = createCachingHandler(createOutageStatusHandler(createCompressingHandler(upstream)), cacheSettingsFromEnv({}));
  const server = http.createServer((request, response) => void handler(request, response));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return async (headers: Record<string, string> = {}) => {
    const response = await fetch(`http://127.0.0.1:${port}/en/us/jobs`, { headers });
    return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.text() };
  };
}

describe("pages that failed on the database", () => {
  it.each([
    ["compressed, status set on the response", { "accept-encoding": "br" }, false],
    ["uncompressed, status given to writeHead with a reason", { "accept-encoding": "identity" }, true],
  ])("answer 503 with Retry-After (%s)", async (_case, headers, explicitHead) => {
    const get = await serve(renderWith(500, randomUUID(), { failsDatabase: true, explicitHead }));
    const answer = await get(headers);
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(answer.body).toContain("This page could not be loaded");
  });

  it("keeps a 500 that was not the database's", async () => {
    const get = await serve(renderWith(500, randomUUID(), { failsDatabase: false }));
    expect(await get()).toMatchObject({ status: 500, retryAfter: null });
  });

  it("keeps a page that answered 200, and a later 500 of the same request id is its own", async () => {
    const requestId = randomUUID();
    const ok = await serve(renderWith(200, requestId, { failsDatabase: false }));
    expect((await ok({ cookie: "next-auth.session-token=x" })).status).toBe(200);
    noteDatabaseOutage(requestId);
    const failed = await serve(renderWith(500, requestId, { failsDatabase: false }));
    expect((await failed()).status).toBe(503);
    // Taken once: the note does not outlive the answer it changed.
    expect((await failed()).status).toBe(500);
  });

  it("is not kept by the response cache", async () => {
    let renders = 0;
    const get = await serve((request, response) => {
      renders += 1;
      renderWith(500, randomUUID(), { failsDatabase: true })(request, response);
    });
    expect((await get()).status).toBe(503);
    expect((await get()).status).toBe(503);
    expect(renders).toBe(2);
  });
});
