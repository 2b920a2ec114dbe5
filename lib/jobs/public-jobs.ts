import { Prisma } from "@/lib/generated/prisma/client";

/**
 * The one definition of a job anybody may find: open, public, published, not expired, not
 * banned, from a company that is neither banned nor disabled. Lists, pages, the sitemap and the
 * apply endpoint all start from it.
 */
export function publicJobWhere(now: Date = new Date()): Prisma.JobWhereInput {
  return {
    status: "OPEN",
    isPublic: true,
    bannedAt: null,
    publishedAt: { lte: now },
    OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
    company: { bannedAt: null, disabledAt: null },
  };
}

/**
 * publicJobWhere as a SQL condition for raw queries (the search, the sitemaps, autocomplete):
 * jobs as `j` joined to their company as `c`. The sitemap's integration test checks the two
 * against each other on every kind of job.
 */
export function findableJobSql(now: Date): Prisma.Sql {
  return Prisma.sql`j.status = 'OPEN' AND j.is_public AND j.banned_at IS NULL
    AND j.published_at <= ${now} AND (j.expires_at IS NULL OR j.expires_at > ${now})
    AND c.banned_at IS NULL AND c.disabled_at IS NULL`;
}
