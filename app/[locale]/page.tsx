import { getTranslations } from "next-intl/server";

import { formatCalendarDate } from "@/lib/format/date";
import { getMarketplaceSummary, type MarketplaceSummary } from "@/lib/marketplace/get-marketplace-summary";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const t = await getTranslations("Home");
  const summary = await getMarketplaceSummary().catch((error: unknown) => {
    console.error("landing page: marketplace summary failed", error);
    return null;
  });

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-10 px-5 py-12 sm:px-8 sm:py-20">
      <header className="flex flex-col gap-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600 dark:text-brand-300">{t("eyebrow")}</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t("headline")}</h1>
        <p className="max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t("lead")}</p>
      </header>

      {summary ? <Summary summary={summary} /> : <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">{t("unavailable")}</p>}
    </main>
  );
}

async function Summary({ summary }: { summary: MarketplaceSummary }) {
  const t = await getTranslations("Home");
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-3">
        {[t("openJobs", { count: summary.openJobs }), t("companies", { count: summary.hiringCompanies }), t("candidates", { count: summary.candidatesOpenToWork })].map((figure) => (
          <li key={figure} className="rounded-xl border border-slate-200 bg-slate-50 px-5 py-4 text-base font-medium dark:border-slate-800 dark:bg-slate-900">
            {figure}
          </li>
        ))}
      </ul>

      <section aria-labelledby="latest-jobs" className="flex flex-col gap-4">
        <h2 id="latest-jobs" className="text-xl font-semibold">{t("latestJobs")}</h2>
        {summary.latestJobs.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{t("noJobs")}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {summary.latestJobs.map((job) => (
              <li key={job.id} className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="font-medium">{job.title}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {job.countryFlag ? <span aria-hidden="true">{job.countryFlag} </span> : null}
                    {t("postedBy", { company: job.companyName })}
                  </p>
                </div>
                {job.publishedAt ? (
                  <time dateTime={job.publishedAt.toISOString()} className="text-sm text-slate-500 dark:text-slate-400">
                    {formatCalendarDate(job.publishedAt)}
                  </time>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
