import type { ReactNode } from "react";

/**
 * The placeholders loading.tsx files draw while a page streams in. Each page keeps its own layout
 * (sizes, counts, columns); these are only the pieces they all draw alike.
 */

/** The page's frame while it loads: its width, an optional real heading, and the loading text for screen readers. */
export function SkeletonPage({ className, heading, status, children }: { className: string; heading?: ReactNode; status: string; children: ReactNode }) {
  return (
    <div className={`mx-auto flex w-full flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 ${className}`} aria-busy="true">
      {heading}
      <p role="status" className="sr-only">
        {status}
      </p>
      {children}
    </div>
  );
}

/** One pulsing grey shape; className gives its size and corners. */
export function SkeletonBlock({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse bg-slate-100 dark:bg-slate-800 ${className}`} />;
}

/** Lines of placeholder text beside a card's picture: a taller title line, then one line per further width. */
export function SkeletonLines({ widths }: { widths: string[] }) {
  return (
    <div className="flex flex-1 flex-col gap-2">
      {widths.map((width, index) => (
        <SkeletonBlock key={index} className={`rounded ${index === 0 ? "h-5" : "h-4"} ${width}`} />
      ))}
    </div>
  );
}

const cardSurface = "border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900";

/** A placeholder card with the same border and background as the real cards; className gives its layout, corners and padding. */
export function SkeletonCard({ as: Tag = "div", className, children }: { as?: "div" | "li"; className: string; children: ReactNode }) {
  return (
    <Tag aria-hidden="true" className={`${cardSurface} ${className}`}>
      {children}
    </Tag>
  );
}

/** A list of `count` identical placeholder cards, standing where a page's list of results will be. */
export function SkeletonCardList({ count, className, cardClassName, children }: { count: number; className: string; cardClassName: string; children: ReactNode }) {
  return (
    <ol aria-hidden="true" className={`flex flex-col ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} as="li" className={cardClassName}>
          {children}
        </SkeletonCard>
      ))}
    </ol>
  );
}
