/**
 * Which of Next's answers the shared cache may keep, for how long, and with which headers.
 */

export type ResponseHeaders = Record<string, string | string[]>;

export type CacheTimes = { ttlMs: number; notFoundTtlMs: number };

/** Headers that belong to one response, not to the page: dropped when storing, made anew on a hit. */
const perResponseHeaders = new Set(["set-cookie", "x-request-id", "date", "connection", "keep-alive", "transfer-encoding", "content-length", "age", "x-cache", "strict-transport-security"]);

const storableType = /^(?:text\/(?:html|plain|xml)|application\/(?:json|xml|[\w.-]+\+(?:json|xml)))\b/i;

/** next-intl's language cookie: it says nothing about the visitor, only which language the page is in. */
const localeCookie = /^NEXT_LOCALE=/;

/**
 * The headers to store and the lifetime of Next's answer, or null when it must not be stored:
 * only 200 (and 410, as durable) for the full TTL and 404 for a short one (a job about to be
 * published), only documents (HTML, JSON, XML, text), and never a response that sets a cookie
 * other than the locale cookie, which the cache sets again per visitor (locale-cookie.ts).
 */
export function storableResponse(status: number, headers: ResponseHeaders, times: CacheTimes): { ttlMs: number; headers: ResponseHeaders } | null {
  const ttlMs = status === 200 || status === 410 ? times.ttlMs : status === 404 ? Math.min(times.notFoundTtlMs, times.ttlMs) : 0;
  if (ttlMs <= 0) return null;
  const contentType = single(headers["content-type"]);
  if (!contentType || !storableType.test(contentType)) return null;
  const cookies = [headers["set-cookie"] ?? []].flat();
  if (cookies.some((cookie) => !localeCookie.test(cookie))) return null;
  const kept: ResponseHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!perResponseHeaders.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
  }
  return { ttlMs, headers: kept };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
