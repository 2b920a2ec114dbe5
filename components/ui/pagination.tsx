import { getTranslations } from "next-intl/server";

import { Link } from "@/i18n/navigation";

type PageItem = number | "gap";

/** 1 … 4 5 6 … 20: the first, the last and the current page's neighbours. */
export function pageItems(page: number, pages: number): PageItem[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((item) => item >= 1 && item <= pages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [index, item] of shown.entries()) {
    const previous = shown[index - 1];
    if (previous !== undefined && item - previous > 1) items.push("gap");
    items.push(item);
  }
  return items;
}

const itemClasses = "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold";
const linkClasses = `${itemClasses} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800`;

/**
 * Stable page links (rel=prev/next) that work without JavaScript. Under `sm` only Previous,
 * "Page 2 of 9" and Next are shown, so the bar never scrolls sideways on a phone.
 */
export async function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  const t = await getTranslations("Pagination");
  return (
    <nav aria-label={t("label")} className="flex items-center justify-between gap-2 sm:justify-center">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} prefetch={false} rel="prev" className={linkClasses}>
          {t("previous")}
        </Link>
      ) : (
        <span aria-hidden="true" className={`${itemClasses} invisible`} />
      )}
      <p className="text-sm text-slate-600 sm:hidden dark:text-slate-400">{t("pageOf", { page, pages })}</p>
      <ol className="hidden items-center gap-1 sm:flex">
        {pageItems(page, pages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-label={t("gap")} className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" aria-label={t("page", { page: item })} className={`${itemClasses} bg-brand-600 text-white dark:bg-brand-500`}>
                  {item}
                </span>
              ) : (
                <Link href={hrefFor(item)} prefetch={false} aria-label={t("page", { page: item })} className={linkClasses}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link href={hrefFor(page + 1)} prefetch={false} rel="next" className={linkClasses}>
          {t("next")}
        </Link>
      ) : (
        <span aria-hidden="true" className={`${itemClasses} invisible`} />
      )}
    </nav>
  );
}
