import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { canonicalCountry, companyPath } from "@/lib/navigation/public-paths";
import { findableJobSql } from "@/lib/jobs/public-jobs";
import { PAGES_PER_SITEMAP, type SitemapPage } from "@/lib/seo/sitemap-xml";

/**
 * Company pages worth crawling: companies with at least one findable job. A company page lists
 * its open jobs, so its last change is the newest of the company's own and its findable jobs'.
 */
export async function listSitemapCompanies(now: Date = new Date()): Promise<SitemapPage[]> {
  const rows = await db.$queryRaw<{ slug: string; country_slug: string | null; last_modified: Date }[]>(Prisma.sql`
    SELECT c.slug, co.slug AS country_slug, GREATEST(c.updated_at, max(j.updated_at)) AS last_modified
    FROM jobs j
    JOIN companies c ON c.id = j.company_id
    LEFT JOIN countries co ON co.id = c.country_id
    WHERE ${findableJobSql(now)}
    GROUP BY c.id, co.slug
    ORDER BY c.slug
    LIMIT ${PAGES_PER_SITEMAP}`);
  return rows.map((row) => ({ path: companyPath(canonicalCountry(row.country_slug), row.slug), lastModified: row.last_modified }));
}
