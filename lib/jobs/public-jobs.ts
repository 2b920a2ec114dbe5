import type { Prisma } from "@/lib/generated/prisma/client";

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
