import type { CacheableRequest } from "./cacheable-request.ts";
import { acceptLanguageLocale, headerValue, parseCookies, type RequestHeaders } from "./request-headers.ts";

/**
 * The cache key of a cacheable request: everything that can change the bytes Next answers with.
 *
 * - The path and the query exactly as asked, parameters in their order: a list page redirects
 *   any spelling of a search but its canonical one (?b=2&a=1 may answer 307 where ?a=1&b=2
 *   answers 200), so two orders are two answers. The method is not in it: HEAD is answered from GET.
 * - The content codings the client accepts: the server compresses (compression.ts), so a br or
 *   gzip body must never reach a client that cannot read it.
 * - The two cookies the anonymous shell renders from: the theme (NEXT_THEME, dark or light
 *   markup) and the visitor's last country (NEXT_COUNTRY, the country picker's default).
 * - Outside the localised pages (APIs, sitemaps), the language Accept-Language picks, in case a
 *   handler localises by it.
 */
export function cacheKey(request: CacheableRequest, headers: RequestHeaders): string {
  const query = request.searchParams.toString();
  const cookies = parseCookies(headerValue(headers, "cookie"));
  const theme = cookies.get("NEXT_THEME") === "dark" ? "dark" : "light";
  const country = /^[a-z]{2}$/.test(cookies.get("NEXT_COUNTRY") ?? "") ? cookies.get("NEXT_COUNTRY") : "-";
  const language = request.pathLocale ?? acceptLanguageLocale(headerValue(headers, "accept-language"));
  return [`${request.pathname}?${query}`, acceptedCodings(headerValue(headers, "accept-encoding")), theme, country, language].join(" ");
}

const codings = ["br", "gzip", "deflate"] as const;

/** "gzip, deflate, br;q=0" -> "deflate,gzip": the codings the server may choose from, in a fixed order. */
export function acceptedCodings(header: string | undefined): string {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name, ...parameters] = part.trim().split(";");
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    (quality !== undefined && Number(quality) === 0 ? refused : accepted).add((name ?? "").trim());
  }
  const chosen = codings.filter((coding) => !refused.has(coding) && (accepted.has(coding) || (accepted.has("*") && !refused.has("*"))));
  return chosen.length > 0 ? [...chosen].sort().join(",") : "identity";
}
