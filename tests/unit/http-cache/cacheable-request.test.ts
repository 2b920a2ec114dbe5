import { describe, expect, it } from "@jest/globals";

import { cacheableRequest, hasSessionCookie, isPublicPath } from "@/lib/http-cache/cacheable-request";

const get = (url: string, headers: Record<string, string> = {}) => cacheableRequest({ method: "GET", url, headers });

describe("the public pages and APIs the cache may answer", () => {
  it.each([
    "/en",
    "/es/",
    "/en/us",
    "/en/us/jobs",
    "/es/mx/jobs/software-development",
    "/en/us/job/senior-react-developer-0b7e1c2a-5d1f-4c53-9a51-3f7d0e2b9c11",
    "/en/us/candidates",
    "/en/ar/companies/acme",
    "/en/us/terms-conditions",
    "/es/us/privacy-policy",
    "/api/posts",
    "/api/posts/0b7e1c2a-5d1f-4c53-9a51-3f7d0e2b9c11/public",
    "/api/users/public",
    "/api/job-titles/autocomplete",
    "/api/industries",
    "/api/countries",
    "/api/companies/blog/latest-posts",
    "/sitemap.xml",
    "/sitemaps/jobs-1.xml",
    "/robots.txt",
  ])("%s is public", (path) => expect(isPublicPath(path)).toBe(true));

  it.each([
    "/",
    "/fr/us/jobs",
    "/en/USA/jobs",
    "/en/home/chat",
    "/en/auth/login",
    "/en/admin",
    "/en/us/jobs/a/b",
    "/api/health",
    "/api/users",
    "/api/users/profile",
    "/api/posts/not-a-uuid/public",
    "/api/posts/0b7e1c2a-5d1f-4c53-9a51-3f7d0e2b9c11",
    "/_next/static/chunks/main.js",
  ])("%s is not", (path) => expect(isPublicPath(path)).toBe(false));
});

describe("cacheableRequest", () => {
  it("accepts an anonymous GET or HEAD of a public page, with its query and language", () => {
    const verdict = get("/es/us/jobs?q=react&page=2");
    expect(verdict).toMatchObject({ cacheable: true, pathname: "/es/us/jobs", pathLocale: "es" });
    expect(verdict.cacheable && verdict.searchParams.get("q")).toBe("react");
    expect(cacheableRequest({ method: "HEAD", url: "/en/us/jobs", headers: {} }).cacheable).toBe(true);
    expect(get("/api/posts")).toMatchObject({ cacheable: true, pathLocale: null });
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"])("bypasses %s", (method) => {
    expect(cacheableRequest({ method, url: "/api/posts", headers: {} })).toEqual({ cacheable: false, reason: "method" });
  });

  it("bypasses a request with a session cookie, whole or chunked, plain or __Secure-", () => {
    for (const cookie of [
      "next-auth.session-token=abc",
      "__Secure-next-auth.session-token=abc",
      "NEXT_LOCALE=en; next-auth.session-token.0=abc; next-auth.session-token.1=def",
      "__Secure-next-auth.session-token.0=abc",
    ]) {
      expect(get("/en/us/jobs", { cookie })).toEqual({ cacheable: false, reason: "session" });
    }
  });

  it("keeps cookies that say nothing about who the visitor is", () => {
    expect(hasSessionCookie("NEXT_LOCALE=en; NEXT_THEME=dark; next-auth.csrf-token=x; next-auth.callback-url=y")).toBe(false);
    expect(get("/en/us/jobs", { cookie: "NEXT_LOCALE=en; next-auth.csrf-token=x" }).cacheable).toBe(true);
  });

  it("bypasses a Bearer token", () => {
    expect(get("/api/posts", { authorization: "Bearer abc" })).toEqual({ cacheable: false, reason: "authorization" });
  });

  it.each([["rsc", "1"], ["next-router-prefetch", "1"], ["next-router-state-tree", "%5B%5D"]])("bypasses the router's RSC requests (%s)", (name, value) => {
    expect(get("/en/us/jobs", { [name]: value })).toEqual({ cacheable: false, reason: "router" });
  });

  it("bypasses the _rsc query", () => {
    expect(get("/en/us/jobs?_rsc=1x2y")).toEqual({ cacheable: false, reason: "router" });
  });

  it("bypasses paths outside the allow-list", () => {
    expect(get("/en/home/chat")).toEqual({ cacheable: false, reason: "path" });
  });
});
