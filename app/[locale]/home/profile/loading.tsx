import { getTranslations } from "next-intl/server";

/** While the profile loads: placeholder cards in the page's frame, announced to screen readers. */
export default async function Loading() {
  const t = await getTranslations("CandidateProfile");
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10" aria-busy="true">
      <p role="status" className="sr-only">
        {t("loading")}
      </p>
      <div aria-hidden="true" className="h-8 w-48 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
      {[0, 1, 2].map((index) => (
        <div key={index} aria-hidden="true" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <div className="h-6 w-1/3 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
          <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="h-11 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
            <div className="h-11 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
          </div>
        </div>
      ))}
    </div>
  );
}
