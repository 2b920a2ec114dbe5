import { describe, expect, it } from "@jest/globals";

import { createNonce, nonceOf, pagePolicy, pagePolicyTemplate, withNonce } from "@/lib/security/content-security-policy";
import { applyTransportSecurity, isServedOverHttps } from "@/lib/security/transport-security";

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(";").map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

describe("the pages' Content-Security-Policy", () => {
  it("runs only scripts with this response's nonce, and lets no site frame the page", () => {
    const nonce = createNonce();
    const policy = directives(pagePolicy(nonce, { NODE_ENV: "production" }));
    expect(policy.get("script-src")).toEqual(expect.arrayContaining([`'nonce-${nonce}'`, "'strict-dynamic'"]));
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
  });

  it("gives every response a nonce of its own, which the cache can swap", () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => createNonce()));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const policy = pagePolicy("aaaaaaaaaaaaaaaaaaaaaa", {});
    expect(nonceOf(policy)).toBe("aaaaaaaaaaaaaaaaaaaaaa");
    expect(nonceOf(withNonce(policy, "bbbbbbbbbbbbbbbbbbbbbb"))).toBe("bbbbbbbbbbbbbbbbbbbbbb");
  });

  it("lets the browser reach the chat, live events and payments servers the app is configured with", () => {
    const local = directives(
      pagePolicyTemplate({
        STREAM_API_KEY: "key",
        STREAM_API_SECRET: "secret",
        STREAM_BASE_URL: "http://127.0.0.1:4100/",
        PUSHER_APP_ID: "1",
        PUSHER_KEY: "k",
        PUSHER_SECRET: "s",
        PUSHER_HOST: "127.0.0.1",
        PUSHER_PORT: "6001",
        STRIPE_SECRET_KEY: "sk_test",
        STRIPE_API_URL: "http://127.0.0.1:12111",
      }),
    );
    expect(local.get("connect-src")).toEqual(["'self'", "http://127.0.0.1:4100", "ws://127.0.0.1:4100", "ws://127.0.0.1:6001", "http://127.0.0.1:6001"]);
    expect(local.get("img-src")).toContain("http://127.0.0.1:4100");
    // The emulator's test-card picker talks to our API only: no Stripe.js, no frames.
    expect(local.get("frame-src")).toEqual(["'none'"]);

    const hosted = directives(
      pagePolicyTemplate({ STREAM_API_KEY: "key", STREAM_API_SECRET: "secret", PUSHER_APP_ID: "1", PUSHER_KEY: "k", PUSHER_SECRET: "s", PUSHER_CLUSTER: "eu", STRIPE_PUBLISHABLE_KEY: "pk_live" }),
    );
    expect(hosted.get("connect-src")).toEqual(
      expect.arrayContaining(["https://chat.stream-io-api.com", "wss://chat.stream-io-api.com", "wss://ws-eu.pusher.com", "https://sockjs-eu.pusher.com", "https://api.stripe.com"]),
    );
    expect(hosted.get("script-src")).toContain("https://js.stripe.com");
    expect(hosted.get("frame-src")).toEqual(["https://js.stripe.com", "https://hooks.stripe.com"]);
  });

  it("allows eval and the dev server's socket in development only", () => {
    expect(directives(pagePolicyTemplate({}, { isDevelopment: true })).get("script-src")).toContain("'unsafe-eval'");
    expect(directives(pagePolicyTemplate({}, { isDevelopment: true })).get("connect-src")).toContain("ws:");
    expect(directives(pagePolicyTemplate({}, { isDevelopment: false })).get("connect-src")).toEqual(["'self'"]);
  });
});

describe("HSTS", () => {
  const viaProxy = (peerAddress: string, forwardedProto: string | undefined) => ({ isEncrypted: false, peerAddress, forwardedProto });

  it("is sent over https only: a TLS socket, or a trusted proxy that says so", () => {
    const env = { TRUSTED_PROXIES: "127.0.0.1, 10.0.0.5" };
    expect(isServedOverHttps({ isEncrypted: true, peerAddress: "203.0.113.9", forwardedProto: undefined }, env)).toBe(true);
    expect(isServedOverHttps(viaProxy("::ffff:127.0.0.1", "https"), env)).toBe(true);
    expect(isServedOverHttps(viaProxy("10.0.0.5", "https, http"), env)).toBe(true);
    expect(isServedOverHttps(viaProxy("127.0.0.1", "http"), env)).toBe(false);
    expect(isServedOverHttps(viaProxy("127.0.0.1", undefined), env)).toBe(false);
  });

  it("does not believe X-Forwarded-Proto from a client that is not a trusted proxy", () => {
    expect(isServedOverHttps(viaProxy("203.0.113.9", "https"), { TRUSTED_PROXIES: "127.0.0.1" })).toBe(false);
    expect(isServedOverHttps(viaProxy("127.0.0.1", "https"), {})).toBe(false);

    const set: Record<string, string> = {};
    const response = { setHeader: (name: string, value: string) => (set[name] = value) };
    applyTransportSecurity({ socket: { remoteAddress: "203.0.113.9" }, headers: { "x-forwarded-proto": "https" } }, response, {});
    expect(set).toEqual({});
    applyTransportSecurity({ socket: { remoteAddress: "127.0.0.1" }, headers: { "x-forwarded-proto": "https" } }, response, { TRUSTED_PROXIES: "127.0.0.1" });
    expect(set).toEqual({ "strict-transport-security": "max-age=31536000" });
  });
});
