import { getLocale, getTranslations } from "next-intl/server";

import { CompanyLogo } from "@/components/marketplace/company-logo";
import { Link } from "@/i18n/navigation";
import { calendarDay } from "@/lib/format/date";
import { renderNow } from "@/lib/format/render-now";
import type { JobCard as JobCardData } from "@/lib/jobs/job-card";
import { formatUtcOffset } from "@/lib/jobs/job-search-query";
import { jobPath } from "@/lib/navigation/public-paths";

import { formatSalaryRange, jobTypeKey, salaryPeriodKey } from "./job-labels";

/**
 * One job in a public list: everything a job seeker scans for, the title linking to the job page.
 * "Open to" says where the job hires from (worldwide, regions, countries), never where the company
 * sits. On a company's own page the company is left out.
 */
export async function JobCard({ job, country, headingLevel = 2, showCompany = true, href, badges, aside }: {
  job: JobCardData;
  country: string;
  headingLevel?: 2 | 3;
  showCompany?: boolean;
  /** Where the card leads instead of the public job page (the candidate's dashboard). */
  href?: string;
  /** Shown under the company name, e.g. "Private · You were invited". */
  badges?: React.ReactNode;
  /** Shown at the card's end, e.g. the candidate's match. */
  aside?: React.ReactNode;
}) {
  const [t, labels, locale] = await Promise.all([getTranslations("JobCard"), getTranslations("JobLabels"), getLocale()]);
  const Heading = `h${headingLevel}` as const;
  const name = (named: { nameEn: string; nameEs: string }) => (locale === "es" ? named.nameEs : named.nameEn);
  const eligibility =
    job.eligibleCountries.length === 0 && job.regions.length === 0
      ? t("worldwide")
      : [...job.regions.map(name), ...job.eligibleCountries.map((country) => `${country.flag} ${name(country)}`)].slice(0, 3).join(" · ");

  return (
    <article className="job-card">
      {showCompany ? <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} size={48} /> : null}
      <div className="job-card-body">
        <div className="job-card-heading">
          <Heading className="job-card-title">
            {/* Twenty cards prefetching on sight would keep a phone busy while the page is read. */}
            <Link href={href ?? jobPath(country, job)} prefetch={false} className="job-card-link">
              {job.title}
            </Link>
          </Heading>
          {showCompany ? (
            <p className="job-card-company">
              {job.company.name}
              {job.company.isVerified ? <span className="verified-badge">{t("verified")}</span> : null}
            </p>
          ) : null}
          {badges}
        </div>
        <ul className="job-card-facts">
          <li>{labels(jobTypeKey[job.jobType])}</li>
          {job.salary ? (
            <li className="job-card-salary">
              {t("salary", { range: formatSalaryRange(job.salary, locale), period: labels(salaryPeriodKey[job.salary.period]) })}
            </li>
          ) : null}
          <li>{t("openTo", { places: eligibility })}</li>
          {job.timezoneWindow ? <li>{t("timezones", { from: formatUtcOffset(job.timezoneWindow.min), to: formatUtcOffset(job.timezoneWindow.max) })}</li> : null}
        </ul>
        <div className="job-card-footer">
          <ul className="chip-list" aria-label={t("skills")}>
            {job.skills.slice(0, 4).map((skill) => (
              <li key={skill} className="skill-chip">
                {skill}
              </li>
            ))}
          </ul>
          {job.publishedAt ? (
            <time dateTime={job.publishedAt.toISOString()} className="job-card-date">
              {t("posted", calendarDay(job.publishedAt, renderNow()))}
            </time>
          ) : null}
        </div>
      </div>
      {aside}
    </article>
  );
}
