import { getTranslations } from "next-intl/server";

/** While the notifications load: the page's frame with placeholder rows, announced to screen readers. */
export default async function Loading() {
  const t = await getTranslations("Notifications");
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10" aria-busy="true">
      <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
      <p role="status" className="sr-only">
        {t("loading")}
      </p>
      <div aria-hidden="true" className="h-12 w-full max-w-sm animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
      <ol aria-hidden="true" className="flex flex-col gap-2">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <div className="mt-1 size-2.5 shrink-0 animate-pulse rounded-full bg-slate-200 dark:bg-slate-700" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="h-5 w-3/4 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
              <div className="h-4 w-1/4 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
