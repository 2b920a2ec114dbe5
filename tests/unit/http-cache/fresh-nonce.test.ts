/**
 * A cached page must not replay the nonce of the render that filled the cache: the production
 * server's cache and compression on node:http, in front of an upstream that renders like Next with
 * a nonce (its scripts carry the nonce the request's policy names, the response has the policy).
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

import { afterEach, describe, expect, it } from "@jest/globals";

import { createCachingHandler } from "@/lib/http-cache/caching-handler";
import { createCompressingHandler } from "@/lib/http-cache/compression";
import { storableWithNonce } from "@/lib/http-cache/fresh-nonce";
import { createNonce, nonceOf, pagePolicy } from "@/lib/security/content-security-policy";

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const filler = '<article class="job-card">Senior engineer, remote</article>'.repeat(300);

/** Like a Next page rendered behind proxy.ts: a new nonce per render, on three scripts and in the header. */
function nonceRenderingPage() {
  const rendered: string[] = [];
  const upstream = async (_request: IncomingMessage, response: ServerResponse) => {
    const nonce = createNonce();
    rendered.push(nonce);
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("content-security-policy", pagePolicy(nonce, {}));
    response.write(`<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" nonce="${nonce}" async></script></head><body>${filler}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    response.end(`<script nonce="${nonce}">self.__next_f.push([1,"a"])</script><script nonce="${nonce}">self.__next_f.push([1,"b"])</script></body></html>`);
  };
  return { upstream, rendered };
}

async function serve(upstream: (request: IncomingMessage, response: ServerResponse) => Promise<void>) {
  const handler = createCachingHandler(createCompressingHandler(upstream), { ttlMs: 30_000, notFoundTtlMs: 10_000, maxBytes: 4 * 1024 * 1024, followerTimeoutMs: 5_000 });
  const server = http.createServer((request, response) => void handler(request, response));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Answer>((resolve, reject) => {
      http
        .request({ port, host: "127.0.0.1", path, headers, method }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const body = Buffer.concat(chunks);
            const coding = response.headers["content-encoding"];
            const text = body.length === 0 ? body : coding === "br" ? zlib.brotliDecompressSync(body) : coding === "gzip" ? zlib.gunzipSync(body) : body;
            // A hit's length is that of its own bytes, not of the entry's.
            if (method === "GET" && response.headers["content-length"] !== undefined) expect(Number(response.headers["content-length"])).toBe(body.length);
            resolve({ status: response.statusCode!, headers: response.headers, text: text.toString() });
          });
        })
        .on("error", reject)
        .end();
    });
}

/** The nonce of the header, and every nonce attribute of the body. */
function noncesOf(answer: Answer): { header: string | null; body: string[] } {
  return { header: nonceOf(String(answer.headers["content-security-policy"] ?? "")), body: [...answer.text.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]!) };
}

describe("a cached page's nonce", () => {
  it.each([["br"], ["gzip"], ["identity"]])("is new on every hit, in the header and on every script alike (%s)", async (coding) => {
    const page = nonceRenderingPage();
    const get = await serve(page.upstream);
    const accept = { "accept-encoding": coding };

    const miss = await get("/en/us/jobs", accept);
    const hits = [await get("/en/us/jobs", accept), await get("/en/us/jobs", accept)];

    expect(miss.headers["x-cache"]).toBe("MISS");
    expect(hits.map((hit) => hit.headers["x-cache"])).toEqual(["HIT", "HIT"]);
    expect(page.rendered).toHaveLength(1);
    const seen = [miss, ...hits].map(noncesOf);
    for (const { header, body } of seen) {
      expect(body).toEqual([header, header, header]);
    }
    expect(new Set(seen.map(({ header }) => header)).size).toBe(3);
    expect(hits.every((hit) => !hit.text.includes(page.rendered[0]!))).toBe(true);
    expect(hits.map((hit) => hit.headers["content-encoding"])).toEqual(coding === "identity" ? [undefined, undefined] : [coding, coding]);
    // Nothing but the nonce differs from the render.
    expect(hits[0]!.text.replaceAll(seen[1]!.header!, "N")).toBe(miss.text.replaceAll(page.rendered[0]!, "N"));
  });

  it("is new on a HEAD hit's header too", async () => {
    const page = nonceRenderingPage();
    const get = await serve(page.upstream);
    await get("/en/us/jobs", { "accept-encoding": "br" });
    const head = await get("/en/us/jobs", { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["x-cache"]).toBe("HIT");
    expect(noncesOf(head).header).not.toBe(page.rendered[0]);
    expect(head.text).toBe("");
  });

  it("leaves answers without a nonce (APIs) as they were sent", () => {
    const body = zlib.brotliCompressSync(Buffer.from('{"success":true}'));
    const stored = storableWithNonce({ "content-type": "application/json", "content-encoding": "br", "content-security-policy": "default-src 'none'" }, body);
    expect(stored).toEqual({ headers: expect.any(Object), body });
  });

  it("does not store a page whose body cannot be decoded or whose nonce is not one of ours", () => {
    const policy = pagePolicy(createNonce(), {});
    expect(storableWithNonce({ "content-encoding": "br", "content-security-policy": policy }, Buffer.from("not brotli"))).toBeNull();
    expect(storableWithNonce({ "content-encoding": "deflate", "content-security-policy": policy }, Buffer.from("x"))).toBeNull();
    expect(storableWithNonce({ "content-security-policy": "script-src 'nonce-short'" }, Buffer.from("<script nonce=\"short\">"))).toBeNull();
  });
});
