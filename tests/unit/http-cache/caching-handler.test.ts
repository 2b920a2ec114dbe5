/**
 * The cache wired to node:http, in front of a small upstream that answers the way Next does
 * (headers set one by one, the body streamed in chunks, next-intl's locale cookie).
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "@jest/globals";

import type { CacheSettings } from "@/lib/http-cache/cache-settings";
import { createCachingHandler } from "@/lib/http-cache/caching-handler";

type Upstream = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

const settings: CacheSettings = { ttlMs: 30_000, notFoundTtlMs: 10_000, maxBytes: 1024 * 1024, followerTimeoutMs: 5_000 };
const servers: http.Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(upstream: Upstream, options: { settings?: CacheSettings; now?: () => number } = {}) {
  let calls = 0;
  const handler = createCachingHandler(
    async (request, response) => {
      calls += 1;
      await upstream(request, response);
    },
    options.settings ?? settings,
    { now: options.now },
  );
  const server = http.createServer((request, response) => void handler(request, response));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    calls: () => calls,
    handler,
    async fetch(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
      const response = await fetch(`${base}${path}`, { ...init, redirect: "manual" });
      return { status: response.status, headers: response.headers, body: await response.text() };
    },
  };
}

/** Like a Next page: headers via setHeader, the locale cookie, the body in two writes. */
const page: Upstream = async (request, response) => {
  response.setHeader("content-type", "text/html; charset=utf-8");
  response.setHeader("x-request-id", "upstream-id");
  response.setHeader("set-cookie", "NEXT_LOCALE=es; Path=/; Max-Age=31536000; SameSite=lax");
  response.write(`<html>${request.url}`);
  await new Promise((resolve) => setTimeout(resolve, 20));
  response.end("</html>");
};

describe("the caching handler", () => {
  it("renders a miss, then answers the same page from memory with a new request id and its age", async () => {
    let clock = 0;
    const app = await serve(page, { now: () => clock });
    const miss = await app.fetch("/es/us/jobs?q=react");
    expect(miss.headers.get("x-cache")).toBe("MISS");
    expect(miss.body).toBe("<html>/es/us/jobs?q=react</html>");
    clock += 7_500;
    const hit = await app.fetch("/es/us/jobs?q=react");
    expect(hit).toMatchObject({ status: 200, body: "<html>/es/us/jobs?q=react</html>" });
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("age")).toBe("7");
    expect(hit.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(hit.headers.get("content-length")).toBe(String(Buffer.byteLength(hit.body)));
    expect(hit.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(app.calls()).toBe(1);
  });

  it("sets next-intl's locale cookie on a hit only when the visitor's request calls for it", async () => {
    const app = await serve(page);
    await app.fetch("/es/us/jobs");
    const cookieless = await app.fetch("/es/us/jobs", { headers: { "accept-language": "en-US" } });
    expect(cookieless.headers.get("x-cache")).toBe("HIT");
    expect(cookieless.headers.get("set-cookie")).toMatch(/^NEXT_LOCALE=es; Path=\/; Expires=[^;]+ GMT; Max-Age=31536000; SameSite=lax$/);
    const settled = await app.fetch("/es/us/jobs", { headers: { cookie: "NEXT_LOCALE=es" } });
    expect(settled.headers.get("set-cookie")).toBeNull();
  });

  it("expires entries after the TTL", async () => {
    let clock = 0;
    const app = await serve(page, { now: () => clock });
    await app.fetch("/en/us/jobs");
    clock += 30_000;
    expect((await app.fetch("/en/us/jobs")).headers.get("x-cache")).toBe("MISS");
    expect(app.calls()).toBe(2);
  });

  it("answers HEAD from the GET entry", async () => {
    const app = await serve(page);
    expect((await app.fetch("/en/us/jobs", { method: "HEAD" })).headers.get("x-cache")).toBe("MISS");
    await app.fetch("/en/us/jobs");
    const head = await app.fetch("/en/us/jobs", { method: "HEAD" });
    expect(head.headers.get("x-cache")).toBe("HIT");
    expect(head.body).toBe("");
    expect(app.calls()).toBe(2);
  });

  it("renders logged-in and private requests fresh every time", async () => {
    const app = await serve(page);
    for (let index = 0; index < 2; index += 1) {
      const response = await app.fetch("/en/us/jobs", { headers: { cookie: "next-auth.session-token=abc" } });
      expect(response.headers.get("x-cache")).toBe("BYPASS");
    }
    expect((await app.fetch("/en/home/chat")).headers.get("x-cache")).toBe("BYPASS");
    expect(app.calls()).toBe(3);
  });

  it("renders a page once for concurrent misses (single flight)", async () => {
    const app = await serve(page);
    const responses = await Promise.all(Array.from({ length: 8 }, () => app.fetch("/en/us/jobs")));
    expect(app.calls()).toBe(1);
    expect(responses.map((response) => response.headers.get("x-cache")).sort()).toEqual(["HIT", "HIT", "HIT", "HIT", "HIT", "HIT", "HIT", "MISS"]);
    expect(new Set(responses.map((response) => response.body))).toEqual(new Set(["<html>/en/us/jobs</html>"]));
  });

  it("lets followers render themselves when the leader's answer cannot be kept", async () => {
    const app = await serve(async (_request, response) => {
      response.setHeader("content-type", "text/html");
      response.setHeader("set-cookie", ["NEXT_LOCALE=en; Path=/", "next-auth.csrf-token=abc; Path=/"]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      response.end("<html></html>");
    });
    const responses = await Promise.all(Array.from({ length: 4 }, () => app.fetch("/en/us/jobs")));
    expect(app.calls()).toBe(4);
    expect(responses.every((response) => response.headers.get("x-cache") === "MISS")).toBe(true);
  });

  it("streams the leader's response instead of holding it back", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const app = await serve(async (_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.write("<html>first");
      await released;
      response.end("</html>");
    });
    // The first chunk arrives while the upstream is still rendering the rest.
    let firstEnded!: Promise<void>;
    const firstChunk = await new Promise<string>((resolve, reject) => {
      const request = http.get(`${app.base}/en/us/jobs`, (incoming) => {
        firstEnded = new Promise((ended) => incoming.on("end", () => ended()));
        incoming.once("data", (chunk: Buffer) => resolve(chunk.toString()));
      });
      request.on("error", reject);
    });
    expect(firstChunk).toBe("<html>first");
    release();
    await firstEnded;
    // Same client, same Accept-Encoding (none): fetch() would ask for gzip, another variant.
    const hit = await new Promise<{ cache: unknown; body: string }>((resolve, reject) => {
      http
        .get(`${app.base}/en/us/jobs`, (incoming) => {
          let body = "";
          incoming.on("data", (chunk: Buffer) => (body += chunk.toString()));
          incoming.on("end", () => resolve({ cache: incoming.headers["x-cache"], body }));
        })
        .on("error", reject);
    });
    expect(hit).toEqual({ cache: "HIT", body: "<html>first</html>" });
  });

  it("keeps a 404 for the short TTL only and never a redirect", async () => {
    let clock = 0;
    const app = await serve(
      (request, response) => {
        if (request.url === "/en/us/companies/old") {
          response.writeHead(308, { location: "/en/us/jobs" });
          return void response.end();
        }
        response.writeHead(404, { "content-type": "text/html" });
        response.end("gone");
      },
      { now: () => clock },
    );
    await app.fetch("/en/us/job/missing");
    expect((await app.fetch("/en/us/job/missing")).headers.get("x-cache")).toBe("HIT");
    clock += 10_000;
    expect((await app.fetch("/en/us/job/missing")).headers.get("x-cache")).toBe("MISS");
    const redirects = [await app.fetch("/en/us/companies/old"), await app.fetch("/en/us/companies/old")];
    expect(redirects.map((response) => response.headers.get("x-cache"))).toEqual(["MISS", "MISS"]);
  });

  it("does nothing when the TTL is 0", async () => {
    const app = await serve(page, { settings: { ...settings, ttlMs: 0 } });
    const responses = [await app.fetch("/en/us/jobs"), await app.fetch("/en/us/jobs")];
    expect(responses.map((response) => response.headers.get("x-cache"))).toEqual([null, null]);
    expect(app.calls()).toBe(2);
  });
});
