import { getTranslations } from "next-intl/server";

/** While a tab loads: the page's frame with placeholder cards, announced to screen readers. */
export default async function Loading() {
  const t = await getTranslations("HiringPipeline");
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10" aria-busy="true">
      <p role="status" className="sr-only">
        {t("loading")}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-3">
        <div className="h-4 w-24 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
        <div className="h-8 w-2/3 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
        <div className="h-11 w-full max-w-lg animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
      </div>
      <ol aria-hidden="true" className="flex flex-col gap-3">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <div className="size-16 shrink-0 animate-pulse rounded-full bg-slate-100 dark:bg-slate-800" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="h-5 w-1/2 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
              <div className="h-4 w-1/4 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
