import { NextResponse, type NextRequest } from "next/server";
import createIntlMiddleware from "next-intl/middleware";

import { routing } from "@/i18n/routing";
import { isOutsideLocaleRouting } from "@/lib/proxy/locale-routing";
import { withRequestId } from "@/lib/proxy/request-id";

const handleLocale = createIntlMiddleware(routing);

/**
 * Next 16 calls this file `proxy.ts` (it was `middleware.ts` before). It runs before every
 * matched request: it tags the request with an id that logs and error responses carry, and puts
 * the language in every page URL. Each step is a small function from lib/proxy/.
 */
export function proxy(request: NextRequest) {
  const headers = withRequestId(request.headers);
  const requestId = headers.get("x-request-id")!;
  if (isOutsideLocaleRouting(request.nextUrl.pathname)) {
    const response = NextResponse.next({ request: { headers } });
    response.headers.set("x-request-id", requestId);
    return response;
  }
  headers.forEach((value, key) => request.headers.set(key, value));
  const response = handleLocale(request);
  response.headers.set("x-request-id", requestId);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|robots.txt|sitemap.*\\.xml|.*\\.(?:png|jpg|jpeg|svg|webp|ico|txt|xml)$).*)"],
};
