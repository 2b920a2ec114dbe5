/** The country segment of public URLs (/{locale}/{country}/jobs) and its cookie. */
export const DEFAULT_COUNTRY = "us";
export const COUNTRY_COOKIE = "NEXT_COUNTRY";
export const COUNTRY_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
/** Spec section 9: the country modal closes 500 ms after a pick. */
export const COUNTRY_PICK_CLOSE_DELAY_MS = 500;

const slugPattern = /^[a-z]{2}$/;

function firstSegment(pathname: string): string | null {
  return pathname.split("/").filter(Boolean)[0]?.toLowerCase() ?? null;
}

/**
 * The country a path names, if any. `pathname` has no language prefix (next-intl's usePathname):
 * "/mx/jobs" names Mexico, "/home/chat" names none.
 */
export function countryInPath(pathname: string, countrySlugs: readonly string[]): string | null {
  const segment = firstSegment(pathname);
  return segment && countrySlugs.includes(segment) ? segment : null;
}

/** Is this a country slug we can link to? Any two letters when the catalogue is not known. */
export function isKnownCountry(slug: string | null | undefined, countrySlugs: readonly string[]): slug is string {
  if (!slug) return false;
  return countrySlugs.length > 0 ? countrySlugs.includes(slug) : slugPattern.test(slug);
}

/** The country of the page (from the URL), else the visitor's last pick (the cookie), else the United States. */
export function resolveCountry({ pathname, countrySlugs, cookieCountry }: { pathname: string; countrySlugs: readonly string[]; cookieCountry?: string | null }): string {
  const fromPath = countryInPath(pathname, countrySlugs);
  if (fromPath) return fromPath;
  const fromCookie = cookieCountry?.toLowerCase();
  return isKnownCountry(fromCookie, countrySlugs) ? fromCookie : DEFAULT_COUNTRY;
}

/** The same page in another country: "/mx/jobs/design" -> "/ar/jobs/design". Null when the path names no country. */
export function pathInCountry(pathname: string, country: string, countrySlugs: readonly string[]): string | null {
  if (!countryInPath(pathname, countrySlugs)) return null;
  const segments = pathname.split("/").filter(Boolean);
  segments[0] = country;
  return `/${segments.join("/")}`;
}

/** A path under the country: countryPath("mx", "/jobs") -> "/mx/jobs"; countryPath("mx") -> "/mx". */
export function countryPath(country: string, path = ""): string {
  return `/${country}${path}`;
}

/** Secure on https (lib/security/cookie-security.ts); not HttpOnly: the country picker writes it. */
export function countryCookie(country: string, isSecure = false): string {
  return `${COUNTRY_COOKIE}=${encodeURIComponent(country)}; Path=/; Max-Age=${COUNTRY_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${isSecure ? "; Secure" : ""}`;
}
