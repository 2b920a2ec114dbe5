import { getLocale, getTranslations } from "next-intl/server";

import { CompanyLogo } from "@/components/marketplace/company-logo";
import { Link } from "@/i18n/navigation";
import { formatCalendarDate } from "@/lib/format/date";
import type { JobCard as JobCardData } from "@/lib/jobs/job-card";
import { formatUtcOffset } from "@/lib/jobs/job-search-query";
import { jobPath } from "@/lib/navigation/public-paths";

import { formatSalaryRange, jobTypeKey, salaryPeriodKey } from "./job-labels";

/**
 * One job in a public list: everything a job seeker scans for, the title linking to the job page.
 * "Open to" says where the job hires from (worldwide, regions, countries), never where the company
 * sits. On a company's own page the company is left out.
 */
export async function JobCard({ job, country, headingLevel = 2, showCompany = true }: { job: JobCardData; country: string; headingLevel?: 2 | 3; showCompany?: boolean }) {
  const [t, labels, locale] = await Promise.all([getTranslations("JobCard"), getTranslations("JobLabels"), getLocale()]);
  const Heading = `h${headingLevel}` as const;
  const name = (named: { nameEn: string; nameEs: string }) => (locale === "es" ? named.nameEs : named.nameEn);
  const eligibility =
    job.eligibleCountries.length === 0 && job.regions.length === 0
      ? t("worldwide")
      : [...job.regions.map(name), ...job.eligibleCountries.map((country) => `${country.flag} ${name(country)}`)].slice(0, 3).join(" · ");

  return (
    <article className="relative flex gap-4 rounded-xl border border-slate-200 bg-white p-4 transition hover:border-brand-400 hover:shadow-sm focus-within:ring-2 focus-within:ring-brand-500 sm:p-5 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500">
      {showCompany ? <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} size={48} /> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-col gap-0.5">
          <Heading className="text-base font-semibold leading-snug text-slate-900 sm:text-lg dark:text-white">
            {/* The whole card is clickable through this link's ::after; other links sit above it.
                Twenty cards prefetching on sight would keep a phone busy while the page is read. */}
            <Link href={jobPath(country, job)} prefetch={false} className="after:absolute after:inset-0 after:rounded-xl focus:outline-none">
              {job.title}
            </Link>
          </Heading>
          {showCompany ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {job.company.name}
              {job.company.isVerified ? <span className="ml-1.5 rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">{t("verified")}</span> : null}
            </p>
          ) : null}
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
          <li>{labels(jobTypeKey[job.jobType])}</li>
          {job.salary ? (
            <li className="font-medium text-slate-800 dark:text-slate-100">
              {t("salary", { range: formatSalaryRange(job.salary, locale), period: labels(salaryPeriodKey[job.salary.period]) })}
            </li>
          ) : null}
          <li>{t("openTo", { places: eligibility })}</li>
          {job.timezoneWindow ? <li>{t("timezones", { from: formatUtcOffset(job.timezoneWindow.min), to: formatUtcOffset(job.timezoneWindow.max) })}</li> : null}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ul className="flex flex-wrap gap-1.5" aria-label={t("skills")}>
            {job.skills.slice(0, 4).map((skill) => (
              <li key={skill} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                {skill}
              </li>
            ))}
          </ul>
          {job.publishedAt ? (
            <time dateTime={job.publishedAt.toISOString()} className="text-xs text-slate-500 dark:text-slate-400">
              {t("posted", { date: formatCalendarDate(job.publishedAt) })}
            </time>
          ) : null}
        </div>
      </div>
    </article>
  );
}
