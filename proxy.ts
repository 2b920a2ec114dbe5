import { NextResponse, type NextRequest } from "next/server";

import { withRequestId } from "@/lib/proxy/request-id";

/**
 * Next 16 calls this file `proxy.ts` (it was `middleware.ts` before). It runs before every
 * matched request. Today it tags each request with an id that logs and error responses carry;
 * locale, country and role guards join it as small functions from lib/proxy/.
 */
export function proxy(request: NextRequest) {
  const headers = withRequestId(request.headers);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("x-request-id", headers.get("x-request-id")!);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|robots.txt|sitemap.*\\.xml).*)"],
};
