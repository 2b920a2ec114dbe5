/**
 * The nginx that `npm run start:cluster` and the end-to-end tier put in front of the app instances
 * (scripts/support/nginx.ts), with two small HTTP servers standing in for the instances: which
 * requests alternate, which stay with one instance, what the instances learn about the client,
 * and that a dead instance is skipped. The real app behind it is tests/e2e/instances.spec.ts.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";

import { freePort } from "@/scripts/support/free-port";
import { findNginx, startNginx, upstreamsInAccessLog, type RunningNginx } from "@/scripts/support/nginx";

type Echo = { port: number; method: string; host: string; forwardedFor: string; forwardedProto: string; realIp: string };

function startEcho(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url === "/api/busy") {
      // What an instance answers while the database is down or its pool is saturated.
      response.writeHead(503, { "content-type": "application/json", "retry-after": "2" });
      response.end(JSON.stringify({ success: false, error: { code: "service_unavailable", message: "Try again shortly." } }));
      return;
    }
    if (request.url === "/en/streamed") {
      // A page that streams: its shell at once, the rest a while later (React Suspense).
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.write("<p>shell</p>");
      setTimeout(() => response.end("<p>rest</p>"), 1_500);
      return;
    }
    request.resume();
    request.on("end", () => {
      const { port } = server.address() as AddressInfo;
      const echo: Echo = {
        port,
        method: request.method ?? "",
        host: request.headers.host ?? "",
        forwardedFor: String(request.headers["x-forwarded-for"] ?? ""),
        forwardedProto: String(request.headers["x-forwarded-proto"] ?? ""),
        realIp: String(request.headers["x-real-ip"] ?? ""),
      };
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(echo));
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

const portOf = (server: http.Server) => (server.address() as AddressInfo).port;
const sessionCookie = "next-auth.session-token=abc";

const hasNginx = findNginx() !== null;
// CI installs nginx (.ci/run); a laptop without it skips this file and says why.
const describeWithNginx = hasNginx ? describe : describe.skip;
if (!hasNginx) console.warn("nginx-cluster.test.ts: nginx is not installed (scripts/install-nginx.sh); skipped");

describeWithNginx("nginx in front of two instances", () => {
  let first: http.Server;
  let second: http.Server;
  let nginx: RunningNginx;
  let ports: number[];

  beforeAll(async () => {
    [first, second] = await Promise.all([startEcho(), startEcho()]);
    ports = [portOf(first), portOf(second)].sort();
    nginx = await startNginx({ port: await freePort(), host: "127.0.0.1", upstreams: ports.map((port) => `127.0.0.1:${port}`), exposeUpstream: true });
  });

  afterAll(async () => {
    await nginx?.stop();
    for (const server of [first, second]) {
      if (!server?.listening) continue;
      server.closeAllConnections();
      server.close();
    }
  });

  async function ask(path: string, init: RequestInit = {}): Promise<Echo & { upstream: string | null }> {
    const response = await fetch(`${nginx.url}${path}`, init);
    expect(response.status).toBe(200);
    return { ...((await response.json()) as Echo), upstream: response.headers.get("x-upstream") };
  }

  it("alternates a logged-in user's requests between the instances, one request each", async () => {
    const answered: number[] = [];
    for (let index = 0; index < 8; index += 1) answered.push((await ask("/en/home/profile", { headers: { cookie: `NEXT_THEME=dark; ${sessionCookie}` } })).port);
    for (let index = 1; index < answered.length; index += 1) expect(answered[index]).not.toBe(answered[index - 1]);
    expect(new Set(answered)).toEqual(new Set(ports));
  });

  it("alternates writes and Bearer requests too, with or without a session", async () => {
    const writes: number[] = [];
    for (let index = 0; index < 4; index += 1) writes.push((await ask("/api/users", { method: "POST", body: "{}", headers: { "content-type": "application/json" } })).port);
    expect(new Set(writes)).toEqual(new Set(ports));
    const bearer: number[] = [];
    for (let index = 0; index < 4; index += 1) bearer.push((await ask("/api/posts", { headers: { authorization: "Bearer token" } })).port);
    expect(new Set(bearer)).toEqual(new Set(ports));
  });

  it("counts a chunked or __Secure- session cookie as a session", async () => {
    for (const cookie of ["__Secure-next-auth.session-token=abc", "next-auth.session-token.0=abc; next-auth.session-token.1=def"]) {
      const answered = new Set<number>();
      for (let index = 0; index < 4; index += 1) answered.add((await ask("/en/us/jobs", { headers: { cookie } })).port);
      expect(answered).toEqual(new Set(ports));
    }
  });

  it("sends every anonymous read of one URL to the same instance, and different URLs to both", async () => {
    const samePage = new Set<number>();
    for (let index = 0; index < 6; index += 1) samePage.add((await ask("/en/us/jobs?search=designer", { headers: { cookie: "NEXT_THEME=dark" } })).port);
    expect(samePage.size).toBe(1);

    const pages = new Set<number>();
    for (let index = 0; index < 30; index += 1) pages.add((await ask(`/en/us/job/job-${index}`)).port);
    expect(pages).toEqual(new Set(ports));
  });

  it("tells the instances the address it saw, never the one the client claims, and keeps the Host", async () => {
    const echo = await ask("/api/auth/session", { headers: { "x-forwarded-for": "203.0.113.9, 198.51.100.1", "x-real-ip": "203.0.113.9", cookie: sessionCookie } });
    expect(echo.forwardedFor).toBe("127.0.0.1");
    expect(echo.realIp).toBe("127.0.0.1");
    expect(echo.forwardedProto).toBe("http");
    expect(echo.host).toBe(new URL(nginx.url).host);
    expect(echo.upstream).toBe(`127.0.0.1:${echo.port}`);
    expect(upstreamsInAccessLog(nginx.accessLog)).toContain(`127.0.0.1:${echo.port}`);
  });

  it("passes on a URL or cookie as long as an instance accepts (a 10 KB search is the app's to answer)", async () => {
    expect((await ask(`/en/us/jobs?search=${"x".repeat(10 * 1024)}`)).method).toBe("GET");
    expect((await ask("/en/home/profile", { headers: { cookie: `${sessionCookie}; filler=${"y".repeat(10 * 1024)}` } })).method).toBe("GET");
  });

  it("passes a streamed page on as it comes, not once it is whole", async () => {
    const started = Date.now();
    const response = await fetch(`${nginx.url}/en/streamed`, { headers: { cookie: sessionCookie } });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe("<p>shell</p>");
    expect(Date.now() - started).toBeLessThan(1_000);
    await reader.cancel();
  });

  it("passes an instance's 503 on with its Retry-After, without trying the other instance or taking either out", async () => {
    for (let index = 0; index < 4; index += 1) {
      const response = await fetch(`${nginx.url}/api/busy`, { headers: { cookie: sessionCookie } });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("2");
      // One address: nginx asked one instance only.
      expect(response.headers.get("x-upstream")).toMatch(/^127\.0\.0\.1:\d+$/);
    }
    const answered = new Set<number>();
    for (let index = 0; index < 4; index += 1) answered.add((await ask("/en/home/profile", { headers: { cookie: sessionCookie } })).port);
    expect(answered).toEqual(new Set(ports));
  });

  it("refuses a body over its limit with the API's 413 envelope", async () => {
    const response = await fetch(`${nginx.url}/api/users`, { method: "POST", body: "x".repeat(17 * 1024 * 1024), headers: { "content-type": "application/json" } });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, error: { code: "payload_too_large" } });
  });

  it("answers from the other instance while one is down", async () => {
    const victim = first;
    const survivor = portOf(second);
    victim.closeAllConnections();
    await new Promise<void>((resolve) => victim.close(() => resolve()));
    for (let index = 0; index < 10; index += 1) {
      expect((await ask(`/en/us/job/other-${index}`)).port).toBe(survivor);
      expect((await ask("/en/home/profile", { headers: { cookie: sessionCookie } })).port).toBe(survivor);
    }
  });

  it("answers 503 service_unavailable with Retry-After when no instance is reachable", async () => {
    second.closeAllConnections();
    await new Promise<void>((resolve) => second.close(() => resolve()));
    for (const init of [{}, { method: "POST", body: "{}", headers: { cookie: sessionCookie } }]) {
      const response = await fetch(`${nginx.url}/api/posts`, init);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toMatchObject({ success: false, error: { code: "service_unavailable" } });
    }
  });
});
