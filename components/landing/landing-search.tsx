import { getTranslations } from "next-intl/server";

import { SearchIcon } from "@/components/ui/icons";

/**
 * The hero's search box: a plain GET form, so it works before (and without) JavaScript. The jobs
 * page reads `search` (lib/jobs/job-search-query.ts).
 */
export async function LandingSearch({ action }: { action: string }) {
  const t = await getTranslations("Home");
  return (
    <form action={action} method="get" role="search" className="flex w-full max-w-2xl flex-col gap-2 rounded-2xl bg-white p-2 shadow-lg ring-1 shadow-brand-900/5 ring-slate-200 sm:flex-row dark:bg-slate-900 dark:ring-slate-700">
      <label htmlFor="landing-search" className="sr-only">
        {t("searchLabel")}
      </label>
      <div className="flex min-w-0 flex-1 items-center gap-2 px-3">
        <SearchIcon aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
        <input
          id="landing-search"
          name="search"
          type="search"
          maxLength={200}
          autoComplete="off"
          placeholder={t("searchPlaceholder")}
          className="h-12 w-full min-w-0 bg-transparent text-base text-ink outline-none placeholder:text-slate-400 dark:text-slate-100"
        />
      </div>
      <button
        type="submit"
        className="h-12 shrink-0 rounded-xl bg-brand-600 px-6 text-base font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-brand-500 dark:hover:bg-brand-600"
      >
        {t("searchButton")}
      </button>
    </form>
  );
}
