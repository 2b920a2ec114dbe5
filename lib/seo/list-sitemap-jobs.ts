import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { canonicalCountry, jobPath } from "@/lib/navigation/public-paths";
import { findableJobSql } from "@/lib/jobs/public-jobs";
import { PAGES_PER_SITEMAP, type SitemapPage } from "@/lib/seo/sitemap-xml";

export type JobSitemapChunk = { page: number; jobCount: number; lastModified: Date };

/**
 * The job sitemap files: findable jobs in id order, PAGES_PER_SITEMAP jobs (two <url> each) per
 * file, with the newest change in each. One pass over the findable jobs, reading two columns.
 */
export async function listJobSitemapChunks(now: Date = new Date(), jobsPerFile: number = PAGES_PER_SITEMAP): Promise<JobSitemapChunk[]> {
  const rows = await db.$queryRaw<{ chunk: number; job_count: number; last_modified: Date }[]>(Prisma.sql`
    SELECT chunk::int AS chunk, count(*)::int AS job_count, max(updated_at) AS last_modified
    FROM (
      SELECT j.updated_at, (row_number() OVER (ORDER BY j.id) - 1) / ${jobsPerFile} AS chunk
      FROM jobs j JOIN companies c ON c.id = j.company_id
      WHERE ${findableJobSql(now)}
    ) ranked
    GROUP BY chunk
    ORDER BY chunk`);
  return rows.map((row) => ({ page: row.chunk + 1, jobCount: row.job_count, lastModified: row.last_modified }));
}

/**
 * The jobs of sitemap file `page` (1-based), or null past the last file. One query: it finds
 * the file's first id (the findable ids in order, skipped by an index-only walk), then reads
 * the file's jobs from that id on (keyset), selecting only what a URL and its lastmod need.
 */
export async function listSitemapJobs(page: number, now: Date = new Date(), jobsPerFile: number = PAGES_PER_SITEMAP): Promise<SitemapPage[] | null> {
  if (!Number.isSafeInteger(page) || page < 1) return null;
  const offset = (page - 1) * jobsPerFile;
  const rows = await db.$queryRaw<{ id: string; title: string; updated_at: Date; country_slug: string | null }[]>(Prisma.sql`
    SELECT j.id::text AS id, j.title, j.updated_at, co.slug AS country_slug
    FROM jobs j
    JOIN companies c ON c.id = j.company_id
    LEFT JOIN countries co ON co.id = j.country_id
    WHERE ${findableJobSql(now)}
      AND j.id >= (
        SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id
        WHERE ${findableJobSql(now)}
        ORDER BY j.id OFFSET ${offset} LIMIT 1
      )
    ORDER BY j.id
    LIMIT ${jobsPerFile}`);
  if (rows.length === 0) return page === 1 ? [] : null;
  return rows.map((row) => ({ path: jobPath(canonicalCountry(row.country_slug), row), lastModified: row.updated_at }));
}
