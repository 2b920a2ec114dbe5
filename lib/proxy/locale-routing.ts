/** API routes and development tools have no language in their URL. */
const unlocalisedPrefixes = ["/api/", "/dev/"];

export function isOutsideLocaleRouting(pathname: string): boolean {
  return pathname === "/api" || pathname === "/dev" || unlocalisedPrefixes.some((prefix) => pathname.startsWith(prefix));
}
