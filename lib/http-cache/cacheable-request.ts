import { headerValue, parseCookies, type RequestHeaders, type SiteLocale } from "./request-headers.ts";

/**
 * Which requests the shared response cache may answer: anonymous GET/HEAD requests for the
 * public marketplace pages and public read APIs, i.e. what a CDN in front of the site would
 * cache. Anything personal (a session cookie, a Bearer token) or any request of the client-side
 * router (RSC payloads differ from HTML) goes to Next every time.
 */

export type CacheableRequest = {
  cacheable: true;
  pathname: string;
  searchParams: URLSearchParams;
  /** The language in the page path (/en/...), null for APIs, sitemaps and robots.txt. */
  pathLocale: SiteLocale | null;
};
export type RequestVerdict = CacheableRequest | { cacheable: false; reason: string };

const page = (rest: string) => new RegExp(`^/(en|es)${rest}$`);
const country = "/[a-z]{2}";
const segment = "/[^/]+";

/** The public pages and GET APIs (spec sections 2, 3, 6, 7): the same for every anonymous visitor. */
const publicPaths: readonly RegExp[] = [
  page("/?"),
  page(country),
  page(`${country}/jobs`),
  page(`${country}/jobs${segment}`),
  page(`${country}/job${segment}`),
  page(`${country}/candidates`),
  page(`${country}/companies${segment}`),
  page(`${country}/(?:terms-conditions|privacy-policy)`),
  /^\/api\/posts$/,
  /^\/api\/posts\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/public$/,
  /^\/api\/users\/public$/,
  /^\/api\/job-titles\/autocomplete$/,
  /^\/api\/industries$/,
  /^\/api\/countries$/,
  /^\/api\/companies\/blog\/latest-posts$/,
  /^\/sitemap\.xml$/,
  /^\/sitemaps\/[^/]+\.xml$/,
  /^\/robots\.txt$/,
];

/** next-auth's session cookie, plain or __Secure-, whole or split into chunks (.0, .1, ...). */
const sessionCookie = /^(?:__Secure-)?next-auth\.session-token(?:\.\d+)?$/;

/** Headers the App Router client sends for RSC payloads and prefetches instead of HTML. */
const routerHeaders = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch"];

export function isPublicPath(pathname: string): boolean {
  return publicPaths.some((pattern) => pattern.test(pathname));
}

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return [...parseCookies(cookieHeader).keys()].some((name) => sessionCookie.test(name));
}

export function cacheableRequest(request: { method?: string; url?: string; headers: RequestHeaders }): RequestVerdict {
  if (request.method !== "GET" && request.method !== "HEAD") return { cacheable: false, reason: "method" };
  if (headerValue(request.headers, "authorization")) return { cacheable: false, reason: "authorization" };
  if (hasSessionCookie(headerValue(request.headers, "cookie"))) return { cacheable: false, reason: "session" };
  if (routerHeaders.some((name) => request.headers[name] !== undefined)) return { cacheable: false, reason: "router" };
  let url: URL;
  try {
    url = new URL(request.url ?? "/", "http://cache.invalid");
  } catch {
    return { cacheable: false, reason: "url" };
  }
  if (url.searchParams.has("_rsc")) return { cacheable: false, reason: "router" };
  if (!isPublicPath(url.pathname)) return { cacheable: false, reason: "path" };
  const pathLocale = /^\/(en|es)(?:\/|$)/.exec(url.pathname)?.[1] as SiteLocale | undefined;
  return { cacheable: true, pathname: url.pathname, searchParams: url.searchParams, pathLocale: pathLocale ?? null };
}
