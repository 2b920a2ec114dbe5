import type { MetadataRoute } from "next";

import { locales } from "@/i18n/config";
import { appUrl } from "@/lib/auth/app-url";

// The sitemap's origin comes from NEXTAUTH_URL at run time; a build-time copy could name another host.
export const dynamic = "force-dynamic";

/**
 * Crawlers may read every public page; dashboards, sign-in pages, the API and development tools
 * are not for them. The private areas are listed per language rather than as "/*\/home": a
 * wildcard would also block public job and industry pages whose slug starts with "home",
 * "admin" or "auth" (/en/us/job/home-care-nurse-...).
 */
export default function robots(): MetadataRoute.Robots {
  const privateAreas = locales.flatMap((locale) => [`/${locale}/home`, `/${locale}/admin`, `/${locale}/auth`]);
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", ...privateAreas, "/dev"] },
    sitemap: `${appUrl()}/sitemap.xml`,
  };
}
