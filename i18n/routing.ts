import { defineRouting } from "next-intl/routing";

import { defaultLocale, locales } from "@/i18n/config";
import { shouldSecureCookies } from "@/lib/security/cookie-security";

/**
 * Every page URL starts with its language: /en/us/jobs, /es/us/jobs. Country slugs are ISO codes,
 * and Spain's ("es") would collide with an unprefixed Spanish URL, so the prefix is never left
 * out. An unprefixed URL (/us/jobs) redirects to the visitor's language (cookie, then
 * Accept-Language, then English), and each page links its other language with hreflang.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "always",
  // Secure on https: the middleware sets it on the server, the language switch in the browser.
  localeCookie: { name: "NEXT_LOCALE", maxAge: 60 * 60 * 24 * 365, sameSite: "lax", secure: shouldSecureCookies() },
});
