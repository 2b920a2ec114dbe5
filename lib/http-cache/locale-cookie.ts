import { acceptLanguageLocale, headerValue, parseCookies, type RequestHeaders, type SiteLocale } from "./request-headers.ts";

const LOCALE_COOKIE = "NEXT_LOCALE";
// i18n/routing.ts: localeCookie { maxAge: one year, sameSite: "lax" }; next-intl adds Path=/.
const LOCALE_COOKIE_ATTRIBUTES = "Path=/; Max-Age=31536000; SameSite=lax";

/**
 * The Set-Cookie next-intl's middleware would send with this page view, or null. Mirrors its
 * syncCookie (next-intl 4.14): only for document requests (no Sec-Fetch-Dest, or "document"); set
 * when the visitor's cookie names another language, or when there is no cookie and the page's
 * language is not the one Accept-Language would have chosen. Cached entries are stored without
 * it, so each visitor gets the cookie their own request calls for.
 */
export function localeCookieFor(pathLocale: SiteLocale | null, headers: RequestHeaders): string | null {
  if (!pathLocale) return null;
  const destination = headerValue(headers, "sec-fetch-dest");
  if (destination !== undefined && destination !== "document") return null;
  const current = parseCookies(headerValue(headers, "cookie")).get(LOCALE_COOKIE);
  const isNeeded = current !== undefined ? current !== pathLocale : acceptLanguageLocale(headerValue(headers, "accept-language")) !== pathLocale;
  return isNeeded ? `${LOCALE_COOKIE}=${pathLocale}; ${LOCALE_COOKIE_ATTRIBUTES}` : null;
}
