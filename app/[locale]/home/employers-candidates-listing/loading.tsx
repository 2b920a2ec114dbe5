import { getTranslations } from "next-intl/server";

/** While the candidates load: the page's frame with placeholder cards, announced to screen readers. */
export default async function Loading() {
  const t = await getTranslations("HiringCandidates.page");
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10" aria-busy="true">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
      <p role="status" className="sr-only">
        {t("loading")}
      </p>
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <div className="h-12 animate-pulse rounded-xl bg-slate-100 lg:h-[32rem] dark:bg-slate-800" />
        <ol className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((index) => (
            <li key={index} className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
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
    </div>
  );
}
