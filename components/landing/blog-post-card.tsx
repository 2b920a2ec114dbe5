import { getTranslations } from "next-intl/server";

import { formatCalendarDate } from "@/lib/format/date";
import type { BlogPostCard as BlogPost } from "@/lib/blog/list-latest-blog-posts";

// Posts without a cover get one of these, chosen by position, so the row never looks broken.
const fallbackCovers = [
  "from-brand-500 to-indigo-700",
  "from-emerald-500 to-teal-700",
  "from-amber-400 to-orange-600",
  "from-fuchsia-500 to-purple-700",
];

/**
 * A blog post on the landing page. A post with a page of its own is a link as a whole (and looks
 * like one on hover); a post without one is a plain card that does not pretend to be.
 */
export async function BlogPostCard({ post, index }: { post: BlogPost; index: number }) {
  const t = await getTranslations("Home");
  const linkLook = post.url ? "transition focus-within:ring-2 focus-within:ring-brand-500 hover:border-brand-300 hover:shadow-md dark:hover:border-brand-700" : "";
  return (
    <article className={`relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900 ${linkLook}`}>
      {post.coverUrl ? (
        // Covers may live on any host; they are shown at card size.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={post.coverUrl} alt="" loading="lazy" decoding="async" width={640} height={360} className="aspect-[5/2] w-full object-cover sm:aspect-video" />
      ) : (
        <div aria-hidden="true" className={`relative aspect-[5/2] w-full overflow-hidden sm:aspect-video bg-gradient-to-br ${fallbackCovers[index % fallbackCovers.length]}`}>
          <div className="absolute -top-6 -right-6 size-28 rounded-full bg-white/15" />
          <div className="absolute -bottom-10 left-6 size-32 rounded-full bg-white/10" />
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="absolute bottom-4 left-5 size-10 text-white/90">
            <path strokeLinecap="round" strokeLinejoin="round" d="M12 7.5h1.5m-1.5 3h1.5m-7.5 3h7.5m-7.5 3h7.5m3-9h3.375c.621 0 1.125.504 1.125 1.125V18a2.25 2.25 0 01-2.25 2.25M16.5 7.5V18a2.25 2.25 0 002.25 2.25M16.5 7.5V4.875c0-.621-.504-1.125-1.125-1.125H4.125C3.504 3.75 3 4.254 3 4.875V18a2.25 2.25 0 002.25 2.25h13.5M6 7.5h3v3H6v-3z" />
          </svg>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-base leading-snug font-semibold">
          {post.url ? (
            <a href={post.url} className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none dark:hover:text-brand-200">
              {post.title}
            </a>
          ) : (
            post.title
          )}
        </h3>
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{post.excerpt}</p>
        <p className="mt-auto flex flex-wrap items-center gap-x-2 pt-2 text-xs text-slate-500 dark:text-slate-400">
          {post.authorName ? <span className="font-medium text-slate-700 dark:text-slate-300">{t("byAuthor", { author: post.authorName })}</span> : null}
          {post.authorName ? <span aria-hidden="true">·</span> : null}
          <time dateTime={post.publishedAt.toISOString()}>{formatCalendarDate(post.publishedAt)}</time>
        </p>
      </div>
    </article>
  );
}
