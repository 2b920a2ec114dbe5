/** API routes, development tools and the sitemaps have no language in their URL. */
const unlocalisedPrefixes = ["/api/", "/dev/", "/sitemaps/"];
const unlocalisedPaths = ["/api", "/dev", "/sitemap.xml", "/robots.txt"];

export function isOutsideLocaleRouting(pathname: string): boolean {
  return unlocalisedPaths.includes(pathname) || unlocalisedPrefixes.some((prefix) => pathname.startsWith(prefix));
}
