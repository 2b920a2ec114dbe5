import "server-only";

import { encode, getToken, type JWT } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";

import { defaultLocale, isLocale } from "@/i18n/config";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { getAuthSecret } from "@/lib/auth/secret";
import { localizedPath, safeCallbackPath } from "@/lib/navigation/callback-url";

type Handler<C> = (request: NextRequest, context: C) => Promise<NextResponse>;

/** next-auth's own choice of cookie (next-auth/jwt getToken): the __Secure- one behind https. */
function sessionCookie(): { name: string; secure: boolean } {
  const secure = process.env.NEXTAUTH_URL?.startsWith("https://") ?? !!process.env.VERCEL;
  return { name: secure ? "__Secure-next-auth.session-token" : "next-auth.session-token", secure };
}

/**
 * Re-issues the caller's next-auth session cookie after a change to what it carries (the working
 * side, the name), as next-auth itself does when the browser asks for /api/auth/session: the
 * jwt callback re-reads the user (lib/auth/auth-options.ts) and the token is encrypted again.
 * proxy.ts routes by the cookie's logged_as, so without this a reload right after a role switch
 * would be sent to the old side's pages (and the server would send it back). Requests that carry
 * a Bearer token, or a session that is no longer valid, are left as they are.
 */
export async function refreshSessionCookie(request: NextRequest, response: NextResponse, { renew = false }: SessionRefresh = {}): Promise<void> {
  if (request.headers.has("authorization")) return;
  const { name, secure } = sessionCookie();
  const secret = getAuthSecret();
  const token = await getToken({ req: request, secret, secureCookie: secure, cookieName: name });
  if (!token) return;
  if (renew) token.authTime = Date.now();
  const options = getAuthOptions();
  let refreshed: JWT;
  try {
    const jwt = options.callbacks!.jwt!;
    refreshed = await jwt({ token, trigger: "update" } as Parameters<typeof jwt>[0]);
  } catch {
    return;
  }
  const maxAge = options.session!.maxAge!;
  response.cookies.set(name, await encode({ token: refreshed, secret, maxAge }), { httpOnly: true, sameSite: "lax", path: "/", secure, maxAge });
  // A session once large enough to be split into chunks (name.0, name.1, ...) now fits in one.
  for (const cookie of request.cookies.getAll()) {
    if (cookie.name.startsWith(`${name}.`)) response.cookies.set(cookie.name, "", { path: "/", secure, maxAge: 0 });
  }
}

/**
 * `renew`: the session counts as issued now. For a handler that has just ended every older
 * session (a password change, tokensValidAfter) for a caller it authenticated: the caller's own
 * cookie comes back valid in the same answer, so no request of the page meets a revoked session
 * in between (which the session watch took for an expiry and logged the user out).
 */
type SessionRefresh = { renew?: boolean };

/** A route handler whose successful answers carry a refreshed session cookie. */
export function withSessionRefresh<C>(handler: Handler<C>, options: SessionRefresh = {}): Handler<C> {
  return async (request, context) => {
    const response = await handler(request, context);
    if (response.ok) await refreshSessionCookie(request, response, options);
    return response;
  };
}

/**
 * GET /api/auth/refresh-session: the cookie re-issued, and a redirect to `callbackUrl` (a path of
 * this site with its language, else the dashboard home).
 */
export async function refreshedSessionRedirect(request: NextRequest, callbackUrl: string | undefined): Promise<NextResponse> {
  const first = callbackUrl?.split("/")[1] ?? "";
  const locale = isLocale(first) ? first : defaultLocale;
  // A relative Location: behind a proxy or on 127.0.0.1, request.url may name another host, and
  // the cookie set here would not go there.
  const response = new NextResponse(null, { status: 303, headers: { location: localizedPath(locale, safeCallbackPath(callbackUrl)), "cache-control": "no-store" } });
  await refreshSessionCookie(request, response);
  return response;
}
