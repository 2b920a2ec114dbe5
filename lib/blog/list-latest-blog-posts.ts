import "server-only";

import type { Locale } from "@/i18n/config";
import { db } from "@/lib/db";
import { safeHttpUrl, safeImageUrl } from "@/lib/navigation/safe-url";

/** Spec section 9: the landing page keeps four blog posts. */
export const LATEST_BLOG_POSTS_KEPT = 4;

export type BlogPostCard = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  coverUrl: string | null;
  /** Where the full post lives; null when it has no page of its own yet. */
  url: string | null;
  authorName: string | null;
  publishedAt: Date;
};

/** The newest published posts in one language, newest first, at most four. */
export async function listLatestBlogPosts(locale: Locale, now: Date = new Date()): Promise<BlogPostCard[]> {
  const posts = await db.blogPost.findMany({
    where: { locale, publishedAt: { not: null, lte: now } },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: LATEST_BLOG_POSTS_KEPT,
    select: { id: true, slug: true, title: true, excerpt: true, coverUrl: true, url: true, authorName: true, publishedAt: true },
  });
  // The where clause leaves out unpublished posts: `?? now` only narrows the type.
  return posts.map((post) => ({ ...post, url: safeHttpUrl(post.url), coverUrl: safeImageUrl(post.coverUrl), publishedAt: post.publishedAt ?? now }));
}
