import { getLocale, getTranslations } from "next-intl/server";

import { CompanyLogo } from "@/components/marketplace/company-logo";
import { Link } from "@/i18n/navigation";
import { formatCalendarDate } from "@/lib/format/date";
import { formatMoney } from "@/lib/format/money";
import type { PublicJobSummary } from "@/lib/marketplace/public-job-summary";
import { jobPath } from "@/lib/navigation/public-paths";

/** One job in a list: the title links to the job's public page in the visitor's country. On a company's own page the company is left out. */
export async function JobSummaryCard({ job, country, showCompany = true }: { job: PublicJobSummary; country: string; showCompany?: boolean }) {
  const t = await getTranslations("JobSummaryCard");
  const locale = await getLocale();
  const salary = job.salary ? salaryText(job.salary, locale, t) : null;

  return (
    <article className="relative flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500 sm:p-5 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700">
      {showCompany ? <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} size={48} /> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 className="text-base leading-snug font-semibold break-words">
          {/* The whole card is clickable through this link's overlay; the title stays the accessible name. */}
          <Link href={jobPath(country, job)} prefetch={false} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
            {job.title}
          </Link>
        </h3>
        {showCompany ? <p className="truncate text-sm text-slate-600 dark:text-slate-400">{job.company.name}</p> : null}
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs font-medium">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700 dark:bg-brand-900/40 dark:text-brand-200">{t("jobType", { type: job.jobType })}</span>
          {salary ? <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">{salary}</span> : null}
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {job.country ? (
              <>
                <span aria-hidden="true">{job.country.flag} </span>
                {job.country.name}
              </>
            ) : (
              t("worldwide")
            )}
          </span>
        </p>
      </div>
      {job.publishedAt ? (
        <time dateTime={job.publishedAt.toISOString()} className="hidden shrink-0 text-xs text-slate-500 sm:block dark:text-slate-400">
          {t("postedOn", { date: formatCalendarDate(job.publishedAt) })}
        </time>
      ) : null}
    </article>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<"JobSummaryCard">>>;

function salaryText(salary: NonNullable<PublicJobSummary["salary"]>, locale: string, t: Translate): string {
  const money = (amount: number) => formatMoney(amount, salary.currency, locale);
  const amount =
    salary.from !== null && salary.to !== null && salary.from !== salary.to
      ? t("salaryRange", { from: money(salary.from), to: money(salary.to) })
      : salary.from !== null && salary.to === null
        ? t("salaryFrom", { amount: money(salary.from) })
        : salary.from === null && salary.to !== null
          ? t("salaryUpTo", { amount: money(salary.to) })
          : money((salary.from ?? salary.to) as number);
  return t("salary", { amount, period: salary.period });
}
