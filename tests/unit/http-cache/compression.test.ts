/**
 * The production server's compression on node:http, in front of upstreams that answer the way
 * Next does (headers one by one or in writeHead, bodies streamed or whole), and behind the cache.
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

import { afterEach, describe, expect, it } from "@jest/globals";

import { createCachingHandler } from "@/lib/http-cache/caching-handler";
import { createCompressingHandler, preferredCoding } from "@/lib/http-cache/compression";

type Upstream = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; firstChunkAfterMs: number; totalMs: number };

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(handler: (request: IncomingMessage, response: ServerResponse) => unknown) {
  const server = http.createServer((request, response) => void handler(request, response));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // node:http, not fetch: the raw bytes and when each arrives, without automatic decoding.
  return (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Answer>((resolve, reject) => {
      const sent = Date.now();
      let firstChunkAfterMs = -1;
      http
        .request({ port, host: "127.0.0.1", path, headers, method }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => {
            if (firstChunkAfterMs < 0) firstChunkAfterMs = Date.now() - sent;
            chunks.push(chunk);
          });
          response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks), firstChunkAfterMs, totalMs: Date.now() - sent }));
        })
        .on("error", reject)
        .end();
    });
}

const html = `<!DOCTYPE html><html><body>${"<article class=\"job-card\">Senior engineer, remote</article>".repeat(200)}</body></html>`;

/** Like a Next page: headers via setHeader, the shell at once, the rest after a wait (a Suspense boundary). */
const streamedPage: Upstream = async (_request, response) => {
  response.setHeader("content-type", "text/html; charset=utf-8");
  response.setHeader("vary", "rsc, next-router-state-tree");
  response.write(html.slice(0, 5000));
  response.write(html.slice(5000, 6000));
  await new Promise((resolve) => setTimeout(resolve, 300));
  response.end(html.slice(6000));
};

function decode(answer: Answer): string {
  const coding = answer.headers["content-encoding"];
  if (coding === "br") return zlib.brotliDecompressSync(answer.body).toString();
  if (coding === "gzip") return zlib.gunzipSync(answer.body).toString();
  return answer.body.toString();
}

describe("compression", () => {
  it("sends a streamed page in brotli when accepted, the shell before the rest is ready", async () => {
    const get = await serve(createCompressingHandler(streamedPage));
    const answer = await get("/en/us/jobs", { "accept-encoding": "gzip, deflate, br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBeUndefined();
    expect(answer.headers.vary).toBe("rsc, next-router-state-tree, Accept-Encoding");
    expect(decode(answer)).toBe(html);
    expect(answer.body.length).toBeLessThan(html.length / 10);
    expect(answer.firstChunkAfterMs).toBeLessThan(answer.totalMs - 200);
  });

  it("uses gzip for clients without brotli and nothing for clients without either", async () => {
    const get = await serve(createCompressingHandler(streamedPage));
    const gzip = await get("/en/us/jobs", { "accept-encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decode(gzip)).toBe(html);
    const plain = await get("/en/us/jobs", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
  });

  it("leaves small bodies, images, answers already encoded and HEAD requests as they are", async () => {
    const get = await serve(
      createCompressingHandler((request, response) => {
        if (request.url === "/small") {
          response.writeHead(200, { "content-type": "application/json" });
          response.end(JSON.stringify({ ok: true }));
        } else if (request.url === "/image") {
          response.setHeader("content-type", "image/png");
          response.end(Buffer.alloc(4096, 7));
        } else if (request.url === "/encoded") {
          response.writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" });
          response.end(zlib.gzipSync("already"));
        } else {
          response.writeHead(200, { "content-type": "text/html", "content-length": String(Buffer.byteLength(html)) });
          response.end(request.method === "HEAD" ? undefined : html);
        }
      }),
    );
    const accept = { "accept-encoding": "br, gzip" };
    const small = await get("/small", accept);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe('{"ok":true}');
    const image = await get("/image", accept);
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.length).toBe(4096);
    const encoded = await get("/encoded", accept);
    expect(zlib.gunzipSync(encoded.body).toString()).toBe("already");
    const head = await get("/page", accept, "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(html)));
    const whole = await get("/page", accept);
    expect(whole.headers["content-encoding"]).toBe("br");
    expect(whole.headers["content-length"]).toBeUndefined();
    expect(decode(whole)).toBe(html);
  });

  it("compresses a body written in pieces whether it ends in the same turn or a later one", async () => {
    const json = JSON.stringify({ success: true, data: { result: Array.from({ length: 40 }, (_, index) => ({ _id: index, email: `user-${index}@example.com` })) } });
    const get = await serve(
      createCompressingHandler(async (request, response) => {
        response.setHeader("content-type", "application/json");
        response.write(json.slice(0, 100));
        response.write(json.slice(100, 200));
        if (request.url === "/later") await new Promise((resolve) => setImmediate(resolve));
        response.end(json.slice(200));
      }),
    );
    for (const path of ["/same-turn", "/later"]) {
      for (const accept of ["br", "gzip"]) {
        const answer = await get(path, { "accept-encoding": accept });
        expect(answer.headers["content-encoding"]).toBe(accept);
        expect(decode(answer)).toBe(json);
      }
    }
  });

  it("keeps the compressed bytes in the response cache and answers hits with them", async () => {
    let renders = 0;
    const get = await serve(
      createCachingHandler(
        createCompressingHandler((request, response) => {
          renders += 1;
          return streamedPage(request, response);
        }),
        { ttlMs: 30_000, notFoundTtlMs: 10_000, maxBytes: 1024 * 1024, followerTimeoutMs: 5_000 },
      ),
    );
    const miss = await get("/en/us/jobs", { "accept-encoding": "gzip, deflate, br" });
    const hit = await get("/en/us/jobs", { "accept-encoding": "gzip, deflate, br" });
    expect(renders).toBe(1);
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["content-encoding"]).toBe("br");
    expect(decode(hit)).toBe(html);
    expect(hit.body.equals(miss.body)).toBe(true);
    const plain = await get("/en/us/jobs", {});
    expect(plain.headers["x-cache"]).toBe("MISS");
    expect(plain.body.toString()).toBe(html);
  });
});

describe("preferredCoding", () => {
  it("prefers br, then gzip, and honours q=0 and *", () => {
    expect(preferredCoding("gzip, deflate, br")).toBe("br");
    expect(preferredCoding("gzip, br;q=0")).toBe("gzip");
    expect(preferredCoding("deflate")).toBeNull();
    expect(preferredCoding("*")).toBe("br");
    expect(preferredCoding("*, br;q=0")).toBe("gzip");
    expect(preferredCoding(undefined)).toBeNull();
  });
});
