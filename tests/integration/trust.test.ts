import { afterEach, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { z } from "zod";

import { GET as nextAuthGet, POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as viewPost } from "@/app/api/posts/[id]/view/route";
import { GET as checkByEmail } from "@/app/api/users/checkByEmail/[email]/route";
import { readJsonBody } from "@/lib/api/read-json-body";
import { route } from "@/lib/api/route";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { loginLimits } from "@/lib/auth/login-attempts";
import { consumeSignInLink, SIGN_IN_LINK_TTL_MS } from "@/lib/auth/sign-in-link";
import { db } from "@/lib/db";
import { readFileUpload } from "@/lib/files/read-file-upload";
import { hitRateLimit } from "@/lib/rate-limit/hit-rate-limit";
import { createEmployerWithCompany, createJob, createUser, FACTORY_PASSWORD } from "@/prisma/factories";
import { callRoute, fromAddress, type RouteHandler } from "@/tests/support/api";

let sequence = 0;
const uniqueEmail = (name = "user") => `${name}.${process.pid}.${++sequence}@example.test`;
const DAY = 24 * 60 * 60_000;

const savedTrustedProxies = process.env.TRUSTED_PROXIES;
afterEach(() => {
  if (savedTrustedProxies === undefined) delete process.env.TRUSTED_PROXIES;
  else process.env.TRUSTED_PROXIES = savedTrustedProxies;
});

/** A different made-up client address for each call, in X-Forwarded-For. */
let rotation = 0;
const rotatedForwardedFor = () => `198.18.${Math.floor(++rotation / 250)}.${rotation % 250}`;

const logIn = (email: string, password: string, headers: Record<string, string>) => callRoute(login, { body: { email, password }, headers });

describe("client address behind proxies", () => {
  it("does not let a rotated X-Forwarded-For lift any limit when no proxy is trusted", async () => {
    delete process.env.TRUSTED_PROXIES;
    const attacker = "203.0.113.5";
    const user = await createUser(db, { email: uniqueEmail("target") });

    // E-mail lookups: 30 a minute per address.
    const lookups: number[] = [];
    for (let index = 0; index < 31; index++) {
      const answer = await callRoute(checkByEmail as RouteHandler, { method: "GET", params: { email: uniqueEmail("probe") }, headers: fromAddress(attacker, rotatedForwardedFor()) });
      lookups.push(answer.status);
    }
    expect(lookups.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(lookups[30]).toBe(429);

    // Job views: 60 a minute per address.
    const { company, employer } = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    const job = await createJob(db, { company, createdBy: employer, status: "OPEN", publishedAt: new Date(Date.now() - DAY), isPublic: true, expiresAt: null });
    const views: number[] = [];
    for (let index = 0; index < 61; index++) views.push((await callRoute(viewPost, { params: { id: job.id }, headers: fromAddress(attacker, rotatedForwardedFor()) })).status);
    expect(views.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(views[60]).toBe(429);

    // Logins: 5 failures at one account from one address, whatever it forwards (or claims in X-Real-IP).
    const logins: number[] = [];
    for (let index = 0; index < 6; index++) {
      logins.push((await logIn(user.email, `wrong ${index}`, { ...fromAddress(attacker, rotatedForwardedFor()), "x-real-ip": rotatedForwardedFor() })).status);
    }
    expect(logins).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await db.loginAttempt.count({ where: { email: user.email, ip: attacker } })).toBe(5);
  }, 60_000);

  it("keys on the forwarded client when the peer is a trusted proxy, and only then", async () => {
    process.env.TRUSTED_PROXIES = "127.0.0.1";
    const user = await createUser(db, { email: uniqueEmail("behind-nginx") });
    // Through nginx, each client is its own address: one guessing does not throttle the owner.
    for (let index = 0; index < loginLimits.failuresPerPair; index++) {
      expect((await logIn(user.email, `wrong ${index}`, fromAddress("127.0.0.1", "203.0.113.66"))).status).toBe(401);
    }
    expect((await logIn(user.email, "wrong again", fromAddress("127.0.0.1", "203.0.113.66"))).status).toBe(429);
    // A client cannot pose as another by writing its own X-Forwarded-For: nginx appends the real one.
    expect((await logIn(user.email, "wrong again", fromAddress("127.0.0.1", "198.51.100.3, 203.0.113.66"))).status).toBe(429);
    expect((await logIn(user.email, FACTORY_PASSWORD, fromAddress("127.0.0.1", "198.51.100.3"))).status).toBe(200);
    expect(await db.loginAttempt.count({ where: { email: user.email, ip: "203.0.113.66" } })).toBe(loginLimits.failuresPerPair);

    // Lookups through the trusted proxy are counted per forwarded client.
    const statuses: number[] = [];
    for (let index = 0; index < 35; index++) {
      statuses.push((await callRoute(checkByEmail as RouteHandler, { method: "GET", params: { email: uniqueEmail("probe") }, headers: fromAddress("127.0.0.1", rotatedForwardedFor()) })).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);

    // A peer that is not the trusted proxy is keyed on itself, whatever it forwards.
    const direct: number[] = [];
    for (let index = 0; index < 31; index++) {
      direct.push((await callRoute(checkByEmail as RouteHandler, { method: "GET", params: { email: uniqueEmail("probe") }, headers: fromAddress("192.0.2.200", rotatedForwardedFor()) })).status);
    }
    expect(direct[30]).toBe(429);
  }, 60_000);
});

describe("rate limits in PostgreSQL", () => {
  it("counts concurrent hits exactly, as two instances sharing the database would", async () => {
    const limit = { key: `test:${uniqueEmail()}`, limit: 30, windowMs: 60_000 };
    const hits = await Promise.all(Array.from({ length: 45 }, () => hitRateLimit(limit)));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(30);
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 45 }, (_, index) => index + 1));
    expect(Math.max(...hits.map((hit) => hit.retryAfterSeconds))).toBeLessThanOrEqual(60);
  });

  it("starts the window at the earliest clock of its hits when they take the lock out of order", async () => {
    const limit = { key: `test:${uniqueEmail()}`, limit: 5, windowMs: 60_000 };
    const start = new Date("2026-01-01T00:00:00.000Z");
    expect(await hitRateLimit(limit, new Date(start.getTime() + 400))).toEqual({ allowed: true, hits: 1, retryAfterSeconds: 60 });
    expect(await hitRateLimit(limit, start)).toEqual({ allowed: true, hits: 2, retryAfterSeconds: 60 });
    expect(await hitRateLimit(limit, new Date(start.getTime() + 59_500))).toEqual({ allowed: true, hits: 3, retryAfterSeconds: 1 });
    expect(await hitRateLimit(limit, new Date(start.getTime() + 60_000))).toEqual({ allowed: true, hits: 1, retryAfterSeconds: 60 });
  });

  it("opens a fresh window once the last one has ended", async () => {
    const limit = { key: `test:${uniqueEmail()}`, limit: 1, windowMs: 60_000 };
    const start = new Date("2026-01-01T00:00:00Z");
    expect((await hitRateLimit(limit, start)).allowed).toBe(true);
    expect(await hitRateLimit(limit, new Date(start.getTime() + 59_000))).toEqual({ allowed: false, hits: 2, retryAfterSeconds: 1 });
    expect(await hitRateLimit(limit, new Date(start.getTime() + 60_000))).toEqual({ allowed: true, hits: 1, retryAfterSeconds: 60 });
  });
});

/** The token of the newest sign-in link mailed to `email`, from the outbox. */
async function mailedLinkToken(email: string): Promise<string | null> {
  const mail = await db.outboxEmail.findFirst({ where: { to: email, template: "sign_in_link" }, orderBy: { createdAt: "desc" }, select: { text: true } });
  const match = mail?.text.match(/\/auth\/sign-in-link\?token=([^\s]+)/);
  return match ? decodeURIComponent(match[1]!) : null;
}

async function failLogins(email: string, ip: string, count: number) {
  for (let index = 0; index < count; index++) await logIn(email, `wrong ${index}`, fromAddress(ip));
}

describe("login throttling without lockout", () => {
  it("lets the owner in with the right password while an attacker elsewhere keeps failing", async () => {
    const user = await createUser(db, { email: uniqueEmail("owner") });
    const attacker = "203.0.113.77";
    await failLogins(user.email, attacker, 8);
    // Guesses spread over many addresses, one each, are not a lockout either.
    for (let index = 0; index < 12; index++) await logIn(user.email, `spread ${index}`, fromAddress(`198.51.100.${100 + index}`));
    expect((await logIn(user.email, FACTORY_PASSWORD, fromAddress("192.0.2.55"))).status).toBe(200);
    expect((await logIn(user.email, "still guessing", fromAddress(attacker))).status).toBe(429);
    expect((await logIn(user.email, FACTORY_PASSWORD, fromAddress("192.0.2.55"))).status).toBe(200);
  }, 60_000);

  it("mails the owner one sign-in link after repeated failures, never for an unknown e-mail, and no more than one a quarter hour", async () => {
    const user = await createUser(db, { email: uniqueEmail("mailed"), locale: "es" });
    await failLogins(user.email, "203.0.113.80", loginLimits.failuresBeforeSignInLink - 1);
    expect(await mailedLinkToken(user.email)).toBeNull();
    await failLogins(user.email, "203.0.113.81", 1);
    const mails = await db.outboxEmail.findMany({ where: { to: user.email, template: "sign_in_link" } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.locale).toBe("es");
    expect(mails[0]!.text).toContain("/es/auth/sign-in-link?token=");
    await failLogins(user.email, "203.0.113.82", 6);
    expect(await db.outboxEmail.count({ where: { to: user.email, template: "sign_in_link" } })).toBe(1);

    const nobody = uniqueEmail("nobody");
    await failLogins(nobody, "203.0.113.83", 6);
    expect(await db.outboxEmail.count({ where: { to: nobody } })).toBe(0);
  }, 60_000);

  it("lets the owner in once with the link, lifts their address's throttle, and refuses it used or expired", async () => {
    const user = await createUser(db, { email: uniqueEmail("unlocked") });
    const home = "192.0.2.90";
    await failLogins(user.email, home, 6);
    expect((await logIn(user.email, FACTORY_PASSWORD, fromAddress(home))).status).toBe(429);
    const token = await mailedLinkToken(user.email);
    expect(token).not.toBeNull();

    // Through next-auth, as the page's button does.
    const provider = getAuthOptions().providers.find((candidate) => (candidate.options as { id?: string } | undefined)?.id === "sign-in-link");
    const authorize = (provider!.options as { authorize: (credentials: Record<string, string>, request: { headers: Record<string, string> }) => Promise<{ id: string } | null> }).authorize;
    await expect(authorize({ token: token! }, { headers: fromAddress(home) })).resolves.toMatchObject({ id: user.id, email: user.email });
    await expect(authorize({ token: token! }, { headers: fromAddress(home) })).rejects.toThrow("sign_in_link_used");
    await expect(authorize({ token: "nonsense" }, { headers: fromAddress(home) })).rejects.toThrow("sign_in_link_unknown");
    // The owner's address is forgiven: the password works there again.
    expect((await logIn(user.email, FACTORY_PASSWORD, fromAddress(home))).status).toBe(200);

    // A newer link: it expires after 30 minutes.
    await db.rateLimitWindow.deleteMany({ where: { key: `sign-in-link:user:${user.id}` } });
    await failLogins(user.email, "203.0.113.91", 5);
    const second = await mailedLinkToken(user.email);
    expect(second).not.toBe(token);
    await expect(consumeSignInLink({ token: second!, ip: null }, new Date(Date.now() + SIGN_IN_LINK_TTL_MS + 1000))).rejects.toMatchObject({ code: "invalid_token", details: { reason: "expired" } });
    await expect(consumeSignInLink({ token: second!, ip: null })).resolves.toMatchObject({ id: user.id });
  }, 60_000);

  it("refuses a link to a banned account, and a tampered one", async () => {
    const user = await createUser(db, { email: uniqueEmail("banned-later") });
    await failLogins(user.email, "203.0.113.95", 5);
    const token = (await mailedLinkToken(user.email))!;
    const [id, secret] = token.split(".") as [string, string];
    const tampered = `${id}.${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    await expect(consumeSignInLink({ token: tampered, ip: null })).rejects.toMatchObject({ code: "invalid_token", details: { reason: "unknown" } });
    await db.user.update({ where: { id: user.id }, data: { bannedAt: new Date() } });
    await expect(consumeSignInLink({ token, ip: null })).rejects.toMatchObject({ code: "account_banned" });
  }, 60_000);
});

describe("JSON body limits", () => {
  const echo = route({ body: z.unknown() }, async ({ body }) => ({ size: JSON.stringify(body).length }));
  const large = route({ body: z.unknown() }, async ({ body }) => ({ size: JSON.stringify(body).length }), { maxBodyBytes: 512 * 1024 });
  const bodyOf = (bytes: number) => JSON.stringify({ text: "x".repeat(bytes - 12) });
  const streamed = (stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    new NextRequest("http://localhost/api/test", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: stream, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]);

  it("refuses by Content-Length before reading a byte", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({ pull(controller) { pulled += 1; controller.enqueue(new Uint8Array(1024)); } });
    const answer = await echo(streamed(stream, { "content-length": String(5 * 1024 * 1024) }), { params: Promise.resolve({}) });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ success: false, error: { code: "payload_too_large", details: { maxBytes: 100 * 1024 } } });
    // A ReadableStream pulls once to fill its queue when it is made; nothing more was read.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("stops reading a chunked body as soon as it passes the limit", async () => {
    let sent = 0;
    let isCancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024;
        controller.enqueue(new TextEncoder().encode("x".repeat(16 * 1024)));
        if (sent >= 5 * 1024 * 1024) controller.close();
      },
      cancel() {
        isCancelled = true;
      },
    });
    const answer = await echo(streamed(stream), { params: Promise.resolve({}) });
    expect(answer.status).toBe(413);
    expect(isCancelled).toBe(true);
    expect(sent).toBeLessThan(200 * 1024);
  });

  it("answers 400 body_incomplete, not 500, when the client breaks a body off mid-way", async () => {
    const brokenOff = () => {
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += 1;
          if (sent > 2) controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
          else controller.enqueue(new TextEncoder().encode('{"text":"'));
        },
      });
    };
    const answer = await echo(streamed(brokenOff()), { params: Promise.resolve({}) });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ success: false, error: { code: "body_incomplete" } });
    await expect(readFileUpload(streamed(brokenOff(), { "content-type": "multipart/form-data; boundary=x" }), { maxFileBytes: 1024 })).rejects.toMatchObject({ code: "body_incomplete", status: 400 });
  });

  it("reads bodies within the route's limit, a larger one where the route allows it", async () => {
    expect((await callRoute(echo as RouteHandler, { body: bodyOf(90 * 1024) })).status).toBe(200);
    expect((await callRoute(echo as RouteHandler, { body: bodyOf(101 * 1024) })).status).toBe(413);
    expect((await callRoute(large as RouteHandler, { body: bodyOf(400 * 1024) })).status).toBe(200);
    expect((await callRoute(large as RouteHandler, { body: bodyOf(513 * 1024) })).status).toBe(413);
    // The login route, like every route, answers 413 rather than reading 5 MB.
    const huge = await callRoute(login, { body: JSON.stringify({ email: "a@example.test", password: "x".repeat(5 * 1024 * 1024) }) });
    expect(huge.status).toBe(413);
    expect(huge.body.error?.code).toBe("payload_too_large");
    // Multi-byte characters are counted in bytes, and decoded whole across chunks.
    await expect(readJsonBody(new Request("http://localhost/", { method: "POST", body: JSON.stringify({ name: "Peña ✓ 日本" }) }))).resolves.toEqual({ name: "Peña ✓ 日本" });
  });
});

describe("next-auth's endpoints", () => {
  const get = nextAuthGet as unknown as RouteHandler;
  const post = nextAuthPost as unknown as RouteHandler;
  const segments = (path: string) => ({ nextauth: path.split("/") }) as unknown as Record<string, string>;

  // next-auth's handler itself needs Next's request scope (cookies()), so its sign-ins are
  // exercised end to end (tests/e2e/auth.spec.ts); what runs before it is tested here.
  it("refuses an oversize sign-in form with 413 before next-auth reads it", async () => {
    const body = new URLSearchParams({ email: "a@example.test", password: "x".repeat(200 * 1024), csrfToken: "t", json: "true" }).toString();
    const answer = await callRoute(post, { path: "/api/auth/callback/credentials", params: segments("callback/credentials"), body, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(answer.status).toBe(413);
    expect(answer.body.error?.code).toBe("payload_too_large");
  });

  it("answers the sign-in link callback opened with GET with 405", async () => {
    const answer = await callRoute(get, { method: "GET", path: "/api/auth/callback/sign-in-link", params: segments("callback/sign-in-link") });
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 405, code: "method_not_allowed" });
  });
});
