import { locales } from "@/i18n/config";
import { DASHBOARD_HOME_PATH } from "@/lib/navigation/paths";

const probeOrigin = "http://callback.invalid";

/**
 * Where to go after logging in: the `callbackUrl` the guard or a link gave, if it is a path of
 * this site (never another origin: "//evil.test", "/\\evil.test", "https://..." and the like
 * fall back to the dashboard home), without its language prefix so that the page opens in the
 * language of the form. Next-auth's and the API's own URLs are not pages and fall back too.
 */
export function safeCallbackPath(raw: string | string[] | null | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return DASHBOARD_HOME_PATH;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return DASHBOARD_HOME_PATH;
  }
  if (url.origin !== probeOrigin) return DASHBOARD_HOME_PATH;
  const [, first = "", ...rest] = url.pathname.split("/");
  const path = (locales as readonly string[]).includes(first) ? `/${rest.join("/")}` : url.pathname;
  if (path === "/api" || path.startsWith("/api/") || path.startsWith("/auth/")) return DASHBOARD_HOME_PATH;
  return `${path}${url.search}${url.hash}`;
}

/** A link to the login or sign-up page that comes back to `callbackPath` afterwards (the dashboard home needs no parameter). */
export function withCallback(authPath: string, callbackPath: string): string {
  if (callbackPath === DASHBOARD_HOME_PATH) return authPath;
  return `${authPath}${authPath.includes("?") ? "&" : "?"}callbackUrl=${encodeURIComponent(callbackPath)}`;
}

/** The same path with the page's language in front: what the browser is sent to. */
export function localizedPath(locale: string, path: string): string {
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
