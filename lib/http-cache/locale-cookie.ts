import { shouldSecureCookies } from "../security/cookie-security.ts";
import { acceptLanguageLocale, headerValue, parseCookies, type RequestHeaders, type SiteLocale } from "./request-headers.ts";

const LOCALE_COOKIE = "NEXT_LOCALE";
// i18n/routing.ts: localeCookie { maxAge: one year, sameSite: "lax", secure on https }; Next's ResponseCookies adds Path=/ and Expires.
const LOCALE_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/**
 * The Set-Cookie next-intl's middleware would send with this page view, or null. Mirrors its
 * syncCookie (next-intl 4.14): only for document requests (no Sec-Fetch-Dest, or "document"); set
 * when the visitor's cookie names another language, or when there is no cookie and the page's
 * language is not the one Accept-Language would have chosen (next-intl cannot match a missing or
 * "*" Accept-Language, so then it always sets it). Cached entries are stored without it, so each
 * visitor gets the cookie their own request calls for, in the form curl shows next-intl sending.
 */
export function localeCookieFor(pathLocale: SiteLocale | null, headers: RequestHeaders, now = Date.now()): string | null {
  if (!pathLocale) return null;
  const destination = headerValue(headers, "sec-fetch-dest");
  if (destination !== undefined && destination !== "document") return null;
  const current = parseCookies(headerValue(headers, "cookie")).get(LOCALE_COOKIE);
  const acceptLanguage = headerValue(headers, "accept-language")?.trim();
  const isNeeded =
    current !== undefined ? current !== pathLocale : !acceptLanguage || acceptLanguage === "*" || acceptLanguageLocale(acceptLanguage) !== pathLocale;
  if (!isNeeded) return null;
  const expires = new Date(now + LOCALE_COOKIE_MAX_AGE_SECONDS * 1000).toUTCString();
  return `${LOCALE_COOKIE}=${pathLocale}; Path=/; Expires=${expires}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; ${shouldSecureCookies() ? "Secure; " : ""}SameSite=lax`;
}
