import type { AccessRole } from "@/lib/guards/dashboard-access";

/** The session token's claims as next-auth's jwt callback writes them (lib/auth/auth-options.ts). */
type SessionClaims = { logged_as?: unknown; role?: unknown } | null;

/** Who the proxy believes is asking, from the session cookie alone (the server checks again). */
export function viewerFromSession(claims: SessionClaims): AccessRole | null {
  if (!claims) return null;
  return {
    side: claims.logged_as === "employer" ? "EMPLOYER" : "CANDIDATE",
    isAdministrator: claims.role === "administrator",
  };
}

/** "/es/home/chat" -> { locale: "es", path: "/home/chat" }; null when the URL has no locale yet. */
export function splitLocale(pathname: string, locales: readonly string[]): { locale: string; path: string } | null {
  const [, first = "", ...rest] = pathname.split("/");
  if (!locales.includes(first)) return null;
  return { locale: first, path: `/${rest.join("/")}` };
}
