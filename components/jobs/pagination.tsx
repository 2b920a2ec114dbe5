import { getTranslations } from "next-intl/server";

import { Link } from "@/i18n/navigation";

/** Page numbers around the current one, with the first and the last: 1 … 4 5 [6] 7 8 … 40. */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | "gap")[] {
  const pages = new Set([1, pageCount]);
  for (let candidate = page - radius; candidate <= page + radius; candidate++) if (candidate >= 1 && candidate <= pageCount) pages.add(candidate);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((value, index) => (index > 0 && value - sorted[index - 1]! > 1 ? ["gap" as const, value] : [value]));
}

/** Crawlable pagination: every page is a plain link to a stable URL (`hrefFor(page)`). */
export async function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations("Pagination");
  const itemClass = "flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium";
  const linkClass = `${itemClass} border border-slate-200 text-slate-700 hover:border-brand-400 hover:text-brand-700 dark:border-slate-700 dark:text-slate-200`;
  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={linkClass}>
          {t("previous")}
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((item, index) =>
        item === "gap" ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
            …
          </span>
        ) : item === page ? (
          <span key={item} aria-current="page" className={`${itemClass} bg-brand-600 text-white`}>
            {item}
          </span>
        ) : (
          <Link key={item} href={hrefFor(item)} aria-label={t("page", { page: item })} className={`hidden sm:flex ${linkClass}`}>
            {item}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} rel="next" className={linkClass}>
          {t("next")}
        </Link>
      ) : null}
    </nav>
  );
}
