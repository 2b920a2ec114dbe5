/**
 * The security headers as Next is told to send them: proxy.ts for pages (a policy with a nonce
 * of its own per request, given to Next on the request so it puts it on its scripts), and
 * next.config.ts headers() for every answer, APIs included (the proxy does not run for them).
 */
import { describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";

import { getAuthOptions } from "@/lib/auth/auth-options";
import { localeCookieFor } from "@/lib/http-cache/locale-cookie";
import { countryCookie } from "@/lib/navigation/country";
import { nonceOf } from "@/lib/security/content-security-policy";
import { themeCookie } from "@/lib/theme/theme";
import nextConfig from "@/next.config";
import { proxy } from "@/proxy";

/** The request headers proxy.ts hands to Next (NextResponse.next({ request: { headers } })). */
function forwardedRequestHeader(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

describe("proxy.ts on pages", () => {
  it("gives every page request a policy with a new nonce, on the response and on the request Next renders", async () => {
    const responses = await Promise.all([1, 2, 3].map(() => proxy(new NextRequest("http://localhost/en/us/jobs"))));
    const nonces = responses.map((response) => {
      const policy = response.headers.get("content-security-policy")!;
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(forwardedRequestHeader(response, "content-security-policy")).toBe(policy);
      return nonceOf(policy);
    });
    expect(new Set(nonces).size).toBe(3);
    expect(nonces.every((nonce) => nonce && /^[A-Za-z0-9_-]{22}$/.test(nonce))).toBe(true);
  });

  it("puts the policy on its redirects too (a missing language, a visitor sent away from a dashboard)", async () => {
    for (const path of ["/us/jobs", "/en/home/employers-jobs"]) {
      const response = await proxy(new NextRequest(`http://localhost${path}`));
      expect(response.status).toBeGreaterThanOrEqual(300);
      expect(response.status).toBeLessThan(400);
      expect(nonceOf(response.headers.get("content-security-policy") ?? "")).not.toBeNull();
    }
  });

  it("replaces a policy the client sent, so nobody chooses the nonce", async () => {
    const response = await proxy(new NextRequest("http://localhost/en", { headers: { "content-security-policy": "script-src 'nonce-chosen-by-client'" } }));
    expect(forwardedRequestHeader(response, "content-security-policy")).not.toContain("chosen-by-client");
  });
});

describe("next.config.ts headers()", () => {
  it("sends nosniff, a referrer policy, a permissions policy and no framing on everything, and a policy that allows nothing on APIs", async () => {
    const rules = await nextConfig.headers!();
    const everything = rules.find((rule) => rule.source === "/:path*")!;
    const everyHeader = Object.fromEntries(everything.headers.map(({ key, value }) => [key.toLowerCase(), value]));
    expect(everyHeader).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
      "permissions-policy": expect.stringContaining("camera=()"),
    });
    expect(everyHeader["content-security-policy"]).toBeUndefined();
    const api = rules.find((rule) => rule.source === "/api/:path*")!;
    expect(api.headers).toEqual([{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }]);
  });
});


describe("cookies", () => {
  it("next-auth is told to use Secure cookies (__Secure-/__Host- names) exactly when the site is on https", () => {
    // next-auth's cookies are HttpOnly and SameSite=Lax either way (the e2e security spec reads them in the browser).
    expect(getAuthOptions({ ...process.env, NEXTAUTH_URL: "https://jobs.example.org" }).useSecureCookies).toBe(true);
    expect(getAuthOptions({ ...process.env, NEXTAUTH_URL: "http://localhost:3000" }).useSecureCookies).toBe(false);
  });

  it("the preference cookies (theme, country, language) are SameSite=Lax, and Secure on https", () => {
    expect(themeCookie("dark", true)).toBe("NEXT_THEME=dark; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    expect(countryCookie("mx", true)).toBe("NEXT_COUNTRY=mx; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    const saved = process.env.NEXTAUTH_URL;
    try {
      process.env.NEXTAUTH_URL = "https://jobs.example.org";
      expect(localeCookieFor("es", { "accept-language": "en" })).toMatch(/^NEXT_LOCALE=es; .*; Secure; SameSite=lax$/);
      process.env.NEXTAUTH_URL = "http://localhost:3000";
      expect(localeCookieFor("es", { "accept-language": "en" })).not.toContain("Secure");
    } finally {
      process.env.NEXTAUTH_URL = saved;
    }
  });
});
