import { describe, expect, it } from "@jest/globals";

import { acceptedCodings, cacheKey } from "@/lib/http-cache/cache-key";
import { cacheableRequest, type CacheableRequest } from "@/lib/http-cache/cacheable-request";

function keyOf(url: string, headers: Record<string, string> = {}, method = "GET") {
  const verdict = cacheableRequest({ method, url, headers });
  if (!verdict.cacheable) throw new Error(`${url} is not cacheable`);
  return cacheKey(verdict as CacheableRequest, headers);
}

describe("cacheKey", () => {
  it("is the same for GET and HEAD", () => {
    expect(keyOf("/en/us/jobs", {}, "HEAD")).toBe(keyOf("/en/us/jobs"));
  });

  it("keeps every query parameter in its order: a list answers 200 to one order and redirects the other", () => {
    expect(keyOf("/en/us/jobs?q=react&page=2")).not.toBe(keyOf("/en/us/jobs?page=2&q=react"));
    expect(keyOf("/en/us/jobs?q=react%20dev")).toBe(keyOf("/en/us/jobs?q=react+dev"));
    expect(keyOf("/en/us/jobs?q=react&page=2")).not.toBe(keyOf("/en/us/jobs?q=react"));
    expect(keyOf("/en/us/jobs?utm_source=x")).not.toBe(keyOf("/en/us/jobs"));
    expect(keyOf("/en/us/jobs?region=a&region=b")).not.toBe(keyOf("/en/us/jobs?region=b&region=a"));
  });

  it("tells paths and languages apart", () => {
    expect(keyOf("/en/us/jobs")).not.toBe(keyOf("/es/us/jobs"));
    expect(keyOf("/en/us/jobs")).not.toBe(keyOf("/en/mx/jobs"));
  });

  it("stores one variant per set of accepted content codings", () => {
    const gzip = keyOf("/en/us/jobs", { "accept-encoding": "gzip, deflate, br" });
    expect(keyOf("/en/us/jobs", { "accept-encoding": "br, gzip, deflate" })).toBe(gzip);
    expect(keyOf("/en/us/jobs")).not.toBe(gzip);
    expect(keyOf("/en/us/jobs", { "accept-encoding": "gzip" })).not.toBe(gzip);
  });

  it("varies on the cookies the anonymous shell renders from: theme and country", () => {
    const plain = keyOf("/en/us/jobs");
    expect(keyOf("/en/us/jobs", { cookie: "NEXT_THEME=dark" })).not.toBe(plain);
    expect(keyOf("/en/us/jobs", { cookie: "NEXT_THEME=light" })).toBe(plain);
    expect(keyOf("/en/us/jobs", { cookie: "NEXT_COUNTRY=mx" })).not.toBe(plain);
    expect(keyOf("/en/us/jobs", { cookie: "NEXT_LOCALE=es; other=1" })).toBe(plain);
  });

  it("varies APIs on the language Accept-Language picks, but not pages that carry theirs in the path", () => {
    expect(keyOf("/api/industries", { "accept-language": "es-MX,es;q=0.9" })).not.toBe(keyOf("/api/industries", { "accept-language": "en-US" }));
    expect(keyOf("/en/us/jobs", { "accept-language": "es-MX" })).toBe(keyOf("/en/us/jobs", { "accept-language": "en-US" }));
  });
});

describe("acceptedCodings", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip", "gzip"],
    ["gzip, deflate, br, zstd", "br,deflate,gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["*", "br,deflate,gzip"],
    ["identity", "identity"],
  ])("%s -> %s", (header, expected) => expect(acceptedCodings(header)).toBe(expected));
});
