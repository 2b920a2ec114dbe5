import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { readCountryRows, readIndustryRows } from "@/lib/catalogue/read-catalogue";
import { db } from "@/lib/db";
import { candidatesPath, jobsPath } from "@/lib/navigation/public-paths";
import { findableJobSql } from "@/lib/jobs/public-jobs";
import { DEFAULT_COUNTRY } from "@/lib/navigation/country";
import type { SitemapPage } from "@/lib/seo/sitemap-xml";

/**
 * The marketplace's fixed pages: the landing page, then per country its landing page, jobs list,
 * candidates list and a jobs list per industry; the legal pages once (their text is the same in
 * every country, so other countries' copies add nothing for a crawler). About 1,800 pages with
 * 85 countries and 19 industries, well under one file's limit.
 *
 * lastmod is the newest change a page can show: the newest findable job for job lists (per
 * industry for an industry's list), the newest candidate profile for candidate lists, and none
 * for the legal pages (their text changes with a release, not with data).
 */
export async function listSitemapPages(now: Date = new Date()): Promise<SitemapPage[]> {
  const [countries, industries, jobChanges, candidateChange] = await Promise.all([
    readCountryRows(),
    readIndustryRows(),
    db.$queryRaw<{ industry_id: number | null; is_total: number; last_modified: Date }[]>(Prisma.sql`
      SELECT j.industry_id, GROUPING(j.industry_id)::int AS is_total, max(j.updated_at) AS last_modified
      FROM jobs j JOIN companies c ON c.id = j.company_id
      WHERE ${findableJobSql(now)}
      GROUP BY GROUPING SETS ((j.industry_id), ())`),
    db.user.aggregate({
      where: { loggedAs: "CANDIDATE", isOpenToWork: true, bannedAt: null, deletedAt: null },
      _max: { updatedAt: true },
    }),
  ]);
  const newestJob = jobChanges.find((row) => row.is_total === 1)?.last_modified ?? null;
  const newestJobByIndustry = new Map(jobChanges.filter((row) => row.is_total === 0 && row.industry_id !== null).map((row) => [row.industry_id, row.last_modified]));
  const newestCandidate = candidateChange._max.updatedAt;

  const pages: SitemapPage[] = [{ path: "/", lastModified: newestJob }];
  for (const country of countries) {
    pages.push({ path: `/${country.slug}`, lastModified: newestJob });
    pages.push({ path: jobsPath(country.slug), lastModified: newestJob });
    pages.push({ path: candidatesPath(country.slug), lastModified: newestCandidate });
    for (const industry of industries) {
      pages.push({ path: jobsPath(country.slug, industry.slug), lastModified: newestJobByIndustry.get(industry.id) ?? null });
    }
  }
  pages.push({ path: `/${DEFAULT_COUNTRY}/terms-conditions`, lastModified: null });
  pages.push({ path: `/${DEFAULT_COUNTRY}/privacy-policy`, lastModified: null });
  return pages;
}
