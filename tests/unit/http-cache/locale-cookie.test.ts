import { describe, expect, it } from "@jest/globals";

import { localeCookieFor } from "@/lib/http-cache/locale-cookie";

const now = Date.UTC(2026, 10, 22, 10, 15, 41);
const cookie = (locale: string) => `NEXT_LOCALE=${locale}; Path=/; Expires=Mon, 22 Nov 2027 10:15:41 GMT; Max-Age=31536000; SameSite=lax`;
const localeCookieAt = (locale: "en" | "es" | null, headers: Record<string, string>) => localeCookieFor(locale, headers, now);

describe("localeCookieFor (next-intl's syncCookie on a cache hit)", () => {
  it("sets the cookie when the visitor has none and Accept-Language would pick another language", () => {
    expect(localeCookieAt("es", {})).toBe(cookie("es"));
    expect(localeCookieAt("es", { "accept-language": "en-US,en;q=0.9" })).toBe(cookie("es"));
    expect(localeCookieAt("en", { "accept-language": "es-MX,es;q=0.9" })).toBe(cookie("en"));
  });

  it("sets it when there is no Accept-Language to match, whatever the language (next-intl does)", () => {
    expect(localeCookieAt("en", {})).toBe(cookie("en"));
    expect(localeCookieAt("en", { "accept-language": "*" })).toBe(cookie("en"));
  });

  it("sets nothing when Accept-Language already picks the page's language", () => {
    expect(localeCookieAt("en", { "accept-language": "en-US,en;q=0.9" })).toBeNull();
    expect(localeCookieAt("en", { "accept-language": "fr-FR" })).toBeNull();
    expect(localeCookieAt("es", { "accept-language": "es-MX,es;q=0.9,en;q=0.8" })).toBeNull();
    expect(localeCookieAt("es", { "accept-language": "fr-FR, es;q=0.5" })).toBeNull();
  });

  it("replaces a cookie naming another language, keeps one naming this one", () => {
    expect(localeCookieAt("es", { cookie: "NEXT_LOCALE=en" })).toBe(cookie("es"));
    expect(localeCookieAt("es", { cookie: "a=1; NEXT_LOCALE=es" })).toBeNull();
    expect(localeCookieAt("en", { cookie: "NEXT_LOCALE=en", "accept-language": "es" })).toBeNull();
  });

  it("only on document requests", () => {
    expect(localeCookieAt("es", { "sec-fetch-dest": "document" })).toBe(cookie("es"));
    expect(localeCookieAt("es", { "sec-fetch-dest": "empty" })).toBeNull();
  });

  it("never outside the localised pages", () => {
    expect(localeCookieAt(null, {})).toBeNull();
    expect(localeCookieAt(null, { "accept-language": "es" })).toBeNull();
  });
});
