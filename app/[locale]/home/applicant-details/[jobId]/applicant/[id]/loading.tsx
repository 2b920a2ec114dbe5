import { getTranslations } from "next-intl/server";

/** While the applicant loads: the page's frame with placeholder sections, announced to screen readers. */
export default async function Loading() {
  const t = await getTranslations("ApplicantDetails");
  const block = "animate-pulse rounded bg-slate-100 dark:bg-slate-800";
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10" aria-busy="true">
      <p role="status" className="sr-only">
        {t("loading")}
      </p>
      <div aria-hidden="true" className={`h-4 w-40 ${block}`} />
      <div aria-hidden="true" className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <div className="size-16 shrink-0 animate-pulse rounded-full bg-slate-100 dark:bg-slate-800" />
        <div className="flex flex-1 flex-col gap-2">
          <div className={`h-5 w-1/2 ${block}`} />
          <div className={`h-4 w-1/3 ${block}`} />
          <div className={`h-4 w-1/4 ${block}`} />
        </div>
      </div>
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        {[0, 1].map((column) => (
          <div key={column} className="flex flex-col gap-6">
            {[0, 1].map((index) => (
              <div key={index} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
                <div className={`h-5 w-1/3 ${block}`} />
                <div className={`h-4 w-full ${block}`} />
                <div className={`h-4 w-2/3 ${block}`} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
