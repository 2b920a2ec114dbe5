import { getTranslations } from "next-intl/server";

/**
 * The job search box of a job list. It keeps the list's filters: they travel as hidden fields,
 * like the filter form keeps the search.
 */
export async function JobSearchBox({ action, inputId, search, hrefWithoutSearch }: { action: string; inputId: string; search: string | null; hrefWithoutSearch: string }) {
  const t = await getTranslations("JobSearch");
  const keptFilters = [...new URLSearchParams(hrefWithoutSearch.split("?")[1] ?? "")];
  return (
    <form action={action} method="get" role="search" className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        {t("searchLabel")}
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        defaultValue={search ?? ""}
        maxLength={200}
        placeholder={t("searchPlaceholder")}
        className="w-full flex-1 rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
      />
      {keptFilters.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="rounded-lg bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2">
        {t("searchButton")}
      </button>
    </form>
  );
}
