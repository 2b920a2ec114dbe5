import { getTranslations } from "next-intl/server";

import { Link } from "@/i18n/navigation";

export type JobSortLink = { key: string; label: string; href: string; isCurrent: boolean };

/** The orders a job list offers, as links: the current one is marked for the eye and for screen readers. */
export async function JobSortLinks({ sorts }: { sorts: JobSortLink[] }) {
  const t = await getTranslations("JobSearch");
  return (
    <nav aria-label={t("sortLabel")} className="flex items-center gap-1 whitespace-nowrap text-sm">
      <span className="hidden text-slate-500 sm:inline dark:text-slate-400">{t("sortBy")}</span>
      {sorts.map((sort) => (
        <Link
          key={sort.key}
          prefetch={false}
          href={sort.href}
          aria-current={sort.isCurrent ? "true" : undefined}
          className={sort.isCurrent ? "rounded-md bg-slate-900 px-2.5 py-1 font-medium text-white dark:bg-white dark:text-slate-900" : "rounded-md px-2.5 py-1 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"}
        >
          {sort.label}
        </Link>
      ))}
    </nav>
  );
}
