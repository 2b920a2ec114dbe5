import { appUrl } from "@/lib/auth/app-url";
import { AppError } from "@/lib/errors";
import { hasSessionCookie } from "@/lib/http-cache/cacheable-request";
import { originOf } from "@/lib/security/http-origin";

const mutatingMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function hostOf(origin: string): string {
  return new URL(origin).host;
}

/**
 * The site's own hosts for this request: its public address (NEXTAUTH_URL) and the host the
 * request was sent to (Host, or X-Forwarded-Host from a proxy that rewrites Host). A browser
 * cannot forge either on a request another site makes it send: a custom header there needs a
 * CORS preflight that this API never grants.
 */
function ownHosts(request: Request): Set<string> {
  const hosts = new Set([hostOf(appUrl()), new URL(request.url).host]);
  for (const name of ["host", "x-forwarded-host"]) {
    const value = request.headers.get(name)?.split(",")[0]?.trim().toLowerCase();
    if (value) hosts.add(value);
  }
  return hosts;
}

/**
 * Refuses, with 403 cross_origin, a change (POST, PUT, PATCH, DELETE) that the session cookie
 * would authenticate unless it comes from one of the site's own pages: its Origin (or, where a
 * browser leaves Origin out, its Referer) names this site. A page elsewhere can make a logged-in
 * browser send a form or a fetch here with the cookie (SameSite=Lax still sends it from another
 * subdomain of the same site); it cannot choose the Origin. Calls with an Authorization header
 * (API clients, the apps) are judged by that header alone and never by a cookie, and webhooks
 * carry no cookie, so neither is concerned. next-auth's own routes check their CSRF token.
 */
export function assertSameOrigin(request: Request): void {
  if (!mutatingMethods.has(request.method.toUpperCase())) return;
  if (request.headers.has("authorization")) return;
  if (!hasSessionCookie(request.headers.get("cookie") ?? undefined)) return;
  const origin = request.headers.get("origin");
  const claimed = origin !== null ? originOf(origin) : originOf(request.headers.get("referer"));
  if (claimed && ownHosts(request).has(hostOf(claimed))) return;
  throw new AppError("cross_origin", {
    message: "This change must come from the site's own pages.",
    details: { reason: claimed ? "foreign_origin" : "missing_origin" },
  });
}
