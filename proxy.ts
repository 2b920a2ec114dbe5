import { NextResponse, type NextRequest } from "next/server";
import createIntlMiddleware from "next-intl/middleware";

import { routing } from "@/i18n/routing";
import { readSessionToken } from "@/lib/auth/session-token";
import { dashboardAccess } from "@/lib/guards/dashboard-access";
import { COUNTRY_COOKIE } from "@/lib/navigation/country";
import { pathWithCountry } from "@/lib/proxy/country-routing";
import { isOutsideLocaleRouting } from "@/lib/proxy/locale-routing";
import { withPagePolicy } from "@/lib/proxy/page-policy";
import { withRequestId } from "@/lib/proxy/request-id";
import { splitLocale, viewerFromSession } from "@/lib/proxy/session-viewer";

const handleLocale = createIntlMiddleware(routing);

/**
 * Next 16 calls this file `proxy.ts` (it was `middleware.ts` before). It runs before every
 * matched request: it tags the request with an id that logs and error responses carry, gives the
 * page its Content-Security-Policy with a nonce of its own (lib/proxy/page-policy.ts), puts the
 * language in every page URL and the country in a public page's typed without one, and sends
 * visitors away from dashboard pages that are not for them (a cheap check from the session
 * cookie; each page checks again against the database).
 */
export async function proxy(request: NextRequest) {
  const headers = withRequestId(request.headers);
  const requestId = headers.get("x-request-id")!;
  const policy = withPagePolicy(headers);
  const { pathname } = request.nextUrl;

  let response: NextResponse;
  if (isOutsideLocaleRouting(pathname)) {
    response = NextResponse.next({ request: { headers } });
  } else {
    const localised = splitLocale(pathname, routing.locales);
    const redirectTo = localised ? await redirectFor(request, localised) : null;
    if (redirectTo) {
      response = NextResponse.redirect(new URL(redirectTo, request.url));
    } else {
      headers.forEach((value, key) => request.headers.set(key, value));
      response = handleLocale(request);
    }
  }
  response.headers.set("x-request-id", requestId);
  response.headers.set("content-security-policy", policy);
  return response;
}

/**
 * Where a page address with its language goes instead, if anywhere: a public page typed without
 * its country, or a dashboard page that is not for this visitor.
 */
async function redirectFor(request: NextRequest, { locale, path }: { locale: string; path: string }): Promise<string | null> {
  const withCountry = pathWithCountry(path, request.cookies.get(COUNTRY_COOKIE)?.value);
  if (withCountry) return `/${locale}${withCountry}${request.nextUrl.search}`;
  const access = dashboardAccess(path, viewerFromSession(await readSession(request)));
  return access.allowed ? null : `/${locale}${access.redirectTo}`;
}

async function readSession(request: NextRequest) {
  const secret = process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET;
  if (!secret) return null;
  return readSessionToken(request, secret).catch(() => null);
}

export const config = {
  // Not the APIs and sitemaps: they have no language or dashboard guard, and the proxy's cost
  // (a Request built for it, the session read) would be most of a short API answer's.
  matcher: ["/((?!api/|sitemaps/|_next/static|_next/image|favicon.ico|robots.txt|sitemap.*\\.xml|.*\\.(?:png|jpg|jpeg|svg|webp|ico|txt|xml)$).*)"],
};
