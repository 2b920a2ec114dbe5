import { defineRouting } from "next-intl/routing";

import { defaultLocale, locales } from "@/i18n/config";

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
  localeCookie: { name: "NEXT_LOCALE", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" },
});
