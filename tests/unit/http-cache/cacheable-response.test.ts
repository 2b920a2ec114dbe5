import { describe, expect, it } from "@jest/globals";

import { storableResponse } from "@/lib/http-cache/cacheable-response";

const times = { ttlMs: 30_000, notFoundTtlMs: 10_000 };
const html = { "content-type": "text/html; charset=utf-8" };

describe("storableResponse", () => {
  it("keeps 200 and 410 for the TTL and 404 for the short one", () => {
    expect(storableResponse(200, html, times)?.ttlMs).toBe(30_000);
    expect(storableResponse(410, html, times)?.ttlMs).toBe(30_000);
    expect(storableResponse(404, html, times)?.ttlMs).toBe(10_000);
    expect(storableResponse(404, html, { ttlMs: 5_000, notFoundTtlMs: 10_000 })?.ttlMs).toBe(5_000);
  });

  it.each([301, 302, 307, 308, 304, 400, 401, 403, 422, 429, 500, 503])("never keeps a %i", (status) => {
    expect(storableResponse(status, html, times)).toBeNull();
  });

  it.each(["text/html; charset=utf-8", "application/json", "application/xml", "text/xml", "text/plain", "application/ld+json"])("keeps %s", (type) => {
    expect(storableResponse(200, { "content-type": type }, times)).not.toBeNull();
  });

  it.each(["image/png", "application/octet-stream", "text/x-component", "text/event-stream"])("does not keep %s", (type) => {
    expect(storableResponse(200, { "content-type": type }, times)).toBeNull();
  });

  it("does not keep a response without a content type", () => {
    expect(storableResponse(200, {}, times)).toBeNull();
  });

  it("drops next-intl's locale cookie and the per-response headers, keeps the rest", () => {
    const stored = storableResponse(
      200,
      {
        ...html,
        "set-cookie": ["NEXT_LOCALE=es; Path=/; Max-Age=31536000; SameSite=lax"],
        "x-request-id": "abc",
        date: "now",
        "content-length": "10",
        "transfer-encoding": "chunked",
        "content-encoding": "gzip",
        vary: "rsc, accept-encoding",
        "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
        link: "<https://x/es/us/jobs>; rel=alternate",
      },
      times,
    );
    expect(stored?.headers).toEqual({
      ...html,
      "content-encoding": "gzip",
      vary: "rsc, accept-encoding",
      "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
      link: "<https://x/es/us/jobs>; rel=alternate",
    });
  });

  it("does not keep a response that sets any other cookie", () => {
    expect(storableResponse(200, { ...html, "set-cookie": "next-auth.csrf-token=abc; Path=/" }, times)).toBeNull();
    expect(storableResponse(200, { ...html, "set-cookie": ["NEXT_LOCALE=en; Path=/", "session=1"] }, times)).toBeNull();
  });
});
