import { getTranslations } from "next-intl/server";

import { Link } from "@/i18n/navigation";

export type JobSortLink = { key: string; label: string; href: string; isCurrent: boolean };

/**
 * The bar above a job list's results: how many were found (the results section's heading, read
 * out when it changes) and the orders offered, as links with the current one marked.
 */
export async function JobResultsBar({ headingId, totalText, sorts }: { headingId: string; totalText: string; sorts: JobSortLink[] }) {
  const t = await getTranslations("JobSearch");
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={headingId} className="text-sm font-medium text-slate-600 dark:text-slate-300" aria-live="polite">
        {totalText}
      </h2>
      <nav aria-label={t("sortLabel")} className="flex flex-wrap items-center gap-1 text-sm">
        <span className="hidden text-slate-500 sm:inline dark:text-slate-400">{t("sortBy")}</span>
        {sorts.map((sort) => (
          <Link
            key={sort.key}
            prefetch={false}
            href={sort.href}
            aria-current={sort.isCurrent ? "true" : undefined}
            className={sort.isCurrent ? "whitespace-nowrap rounded-md bg-slate-900 px-2.5 py-1 font-medium text-white dark:bg-white dark:text-slate-900" : "whitespace-nowrap rounded-md px-2.5 py-1 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"}
          >
            {sort.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
