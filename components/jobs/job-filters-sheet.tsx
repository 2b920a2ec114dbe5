import type { ReactNode } from "react";

import { getTranslations } from "next-intl/server";

/**
 * The filters beside a job list. A checkbox opens them: no JavaScript, and keyboard-operable. On a
 * phone they open as a sheet over the results, with their own scroll, instead of pushing the list down.
 */
export async function JobFiltersSheet({ toggleId, children }: { toggleId: string; children: ReactNode }) {
  const t = await getTranslations("JobSearch");
  return (
    <>
      {/* Phones and tablets only: on a desktop the labels are hidden and it would be a nameless checkbox. */}
      <input type="checkbox" id={toggleId} className="peer sr-only lg:hidden" />
      <label
        htmlFor={toggleId}
        className="flex cursor-pointer items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-3 text-base font-semibold text-slate-900 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 lg:hidden dark:border-slate-800 dark:bg-slate-900 dark:text-white"
      >
        {t("filters")}
        <span aria-hidden="true" className="text-slate-400">
          ▾
        </span>
      </label>
      <div className="hidden flex-col bg-white peer-checked:flex max-lg:peer-checked:fixed max-lg:peer-checked:inset-0 max-lg:peer-checked:z-50 lg:flex lg:rounded-xl lg:border lg:border-slate-200 dark:bg-slate-900 lg:dark:border-slate-800">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 lg:border-0 lg:pb-0 dark:border-slate-800">
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t("filters")}</h2>
          <label htmlFor={toggleId} className="cursor-pointer rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-slate-100 lg:hidden dark:text-brand-300 dark:hover:bg-slate-800">
            {t("closeFilters")}
          </label>
        </div>
        <div className="flex-1 overflow-y-auto p-4">{children}</div>
      </div>
    </>
  );
}
