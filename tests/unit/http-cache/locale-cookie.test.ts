import { describe, expect, it } from "@jest/globals";

import { localeCookieFor } from "@/lib/http-cache/locale-cookie";

const cookie = (locale: string) => `NEXT_LOCALE=${locale}; Path=/; Max-Age=31536000; SameSite=lax`;

describe("localeCookieFor (next-intl's syncCookie on a cache hit)", () => {
  it("sets the cookie when the visitor has none and Accept-Language would pick another language", () => {
    expect(localeCookieFor("es", {})).toBe(cookie("es"));
    expect(localeCookieFor("es", { "accept-language": "en-US,en;q=0.9" })).toBe(cookie("es"));
    expect(localeCookieFor("en", { "accept-language": "es-MX,es;q=0.9" })).toBe(cookie("en"));
  });

  it("sets nothing when Accept-Language already picks the page's language", () => {
    expect(localeCookieFor("en", {})).toBeNull();
    expect(localeCookieFor("es", { "accept-language": "es-MX,es;q=0.9,en;q=0.8" })).toBeNull();
    expect(localeCookieFor("es", { "accept-language": "fr-FR, es;q=0.5" })).toBeNull();
  });

  it("replaces a cookie naming another language, keeps one naming this one", () => {
    expect(localeCookieFor("es", { cookie: "NEXT_LOCALE=en" })).toBe(cookie("es"));
    expect(localeCookieFor("es", { cookie: "a=1; NEXT_LOCALE=es" })).toBeNull();
    expect(localeCookieFor("en", { cookie: "NEXT_LOCALE=en", "accept-language": "es" })).toBeNull();
  });

  it("only on document requests", () => {
    expect(localeCookieFor("es", { "sec-fetch-dest": "document" })).toBe(cookie("es"));
    expect(localeCookieFor("es", { "sec-fetch-dest": "empty" })).toBeNull();
  });

  it("never outside the localised pages", () => {
    expect(localeCookieFor(null, {})).toBeNull();
  });
});
