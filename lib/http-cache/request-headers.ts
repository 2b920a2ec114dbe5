/**
 * The bits of a node:http request the cache rules read. Plain data, so the rules are pure and the
 * tests need no server.
 */
export type RequestHeaders = Record<string, string | string[] | undefined>;

export function headerValue(headers: RequestHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** Cookie header -> name/value pairs (first one wins, as browsers send the most specific first). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(separator + 1).trim());
  }
  return cookies;
}

/** The two languages of the site: pages carry theirs in the path; elsewhere Accept-Language decides, as next-intl does. */
export const siteLocales = ["en", "es"] as const;
export type SiteLocale = (typeof siteLocales)[number];
const defaultLocale: SiteLocale = "en";

/** The first site language in Accept-Language by quality, else English (next-intl's fallback). */
export function acceptLanguageLocale(header: string | undefined): SiteLocale {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag, ...parameters] = part.trim().split(";");
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: (tag ?? "").trim().toLowerCase().split("-")[0], quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ language, quality }) => language && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map(({ language }) => siteLocales.find((locale) => locale === language)).find((locale) => locale !== undefined) ?? defaultLocale;
}
