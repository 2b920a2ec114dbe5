import { getTranslations } from "next-intl/server";

import { withCallback } from "@/lib/navigation/callback-url";
import { ClientTexts } from "@/components/i18n/client-texts";
import { ApplyPanel } from "@/components/jobs/apply-panel";
import { JobViewBeacon } from "@/components/job-summary/job-view-beacon";
import { CompanyLogo } from "@/components/marketplace/company-logo";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { formatCalendarDate } from "@/lib/format/date";
import type { JobPageData } from "@/lib/jobs/load-job-page";
import { CANDIDATE_SIGNUP_PATH, LOGIN_PATH } from "@/lib/navigation/paths";
import { companyPath, jobPath, jobsPath } from "@/lib/navigation/public-paths";
import { jsonLdScript } from "@/lib/seo/job-posting-json-ld";

import { formatSalaryRange, jobTypeKey, salaryPeriodKey } from "./job-labels";

/** The id of the apply box: sign-up and log-in come back to it. */
const APPLY_ANCHOR = "apply";

/**
 * A job's public page. While the job takes applications it carries exactly one JobPosting
 * (JSON-LD) built from what the page shows; once closed, expired or banned it keeps a notice
 * and loses the markup (the metadata adds noindex).
 */
export async function JobPageView({ data }: { data: JobPageData }) {
  const { job, country, locale, viewer, applyState, requirements, jsonLd } = data;
  const [t, labels] = await Promise.all([getTranslations("JobPage"), getTranslations("JobLabels")]);
  const name = (named: { nameEn: string; nameEs: string }) => (locale === "es" ? named.nameEs : named.nameEn);
  const returnTo = `${jobPath(country.slug, job)}#${APPLY_ANCHOR}`;
  const canApply = !job.gone && viewer?.side !== "EMPLOYER" && !applyState?.alreadyApplied;

  const facts: { label: string; value: string }[] = [
    { label: t("jobType"), value: labels(jobTypeKey[job.jobType]) },
    ...(job.salary ? [{ label: t("salary"), value: `${formatSalaryRange(job.salary, locale)} ${labels(salaryPeriodKey[job.salary.period])}` }] : []),
    {
      label: t("openTo"),
      value: requirements.isWorldwide ? t("worldwide") : [...requirements.regions, ...requirements.countries].join(", "),
    },
    ...(requirements.timezoneWindow ? [{ label: t("timezones"), value: t("timezoneWindow", { from: requirements.timezoneWindow.minLabel ?? "…", to: requirements.timezoneWindow.maxLabel ?? "…" }) }] : []),
    ...(job.publishedAt ? [{ label: t("posted"), value: formatCalendarDate(job.publishedAt) }] : []),
    ...(job.expiresAt && !job.gone ? [{ label: t("closes"), value: formatCalendarDate(job.expiresAt) }] : []),
  ];

  return (
    <main className={`mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-8 sm:px-6 lg:pb-8 ${canApply ? "pb-28" : "pb-8"}`}>
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} /> : null}
      <nav aria-label={t("breadcrumb")} className="text-sm text-slate-500 dark:text-slate-400">
        <ol className="flex flex-wrap gap-1.5">
          <li>
            <Link href={jobsPath(country.slug)} className="hover:text-brand-700 dark:hover:text-brand-300">
              {t("jobs")}
            </Link>
          </li>
          {job.industry ? (
            <>
              <li aria-hidden="true">/</li>
              <li>
                <Link href={jobsPath(country.slug, job.industry.slug)} className="hover:text-brand-700 dark:hover:text-brand-300">
                  {name(job.industry)}
                </Link>
              </li>
            </>
          ) : null}
        </ol>
      </nav>

      {job.gone ? (
        <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {t("goneNotice")}{" "}
          <Link href={job.industry ? jobsPath(country.slug, job.industry.slug) : jobsPath(country.slug)} className="font-semibold underline">
            {t("similarJobs")}
          </Link>
        </p>
      ) : null}

      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} size={64} />
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{job.title}</h1>
          <p className="text-base text-slate-600 dark:text-slate-300">
            <Link href={companyPath(country.slug, job.company.slug)} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
              {job.company.name}
            </Link>
            {job.company.isVerified ? <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">{t("verified")}</span> : null}
          </p>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <dl className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col gap-0.5">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{fact.label}</dt>
                <dd className="text-sm text-slate-900 dark:text-slate-100">{fact.value}</dd>
              </div>
            ))}
          </dl>

          <section aria-labelledby="description-heading" className="flex flex-col gap-3">
            <h2 id="description-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t("description")}
            </h2>
            {/* Descriptions are sanitised HTML when they are written (see the Job model). */}
            <div className="job-description max-w-none text-slate-700 dark:text-slate-200" dangerouslySetInnerHTML={{ __html: job.descriptionHtml }} />
          </section>

          {job.skills.length > 0 ? (
            <section aria-labelledby="skills-heading" className="flex flex-col gap-3">
              <h2 id="skills-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
                {t("skills")}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {job.skills.map((skill) => (
                  <li key={skill} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                    {skill}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {job.languages.length > 0 ? (
            <section aria-labelledby="languages-heading" className="flex flex-col gap-3">
              <h2 id="languages-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
                {t("languages")}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {job.languages.map((language) => (
                  <li key={language.name} className="rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-200">
                    {t("languageLevel", { language: language.name, level: t(`levels.${language.level}`) })}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
          <ClientTexts page="apply">
            <ApplyPanel
              id={APPLY_ANCHOR}
              jobId={job.id}
              viewer={viewer}
              eligibility={applyState?.eligibility ?? null}
              requirements={requirements}
              candidateCountryName={applyState?.countryName ?? null}
              questions={job.questions}
              alreadyApplied={applyState?.alreadyApplied ?? false}
              withdrawn={applyState?.withdrawn ?? false}
              questionHints={applyState?.questionHints}
              closed={job.gone !== null}
              signUpHref={withCallback(CANDIDATE_SIGNUP_PATH, returnTo)}
              logInHref={withCallback(LOGIN_PATH, returnTo)}
            />
          </ClientTexts>
          <section aria-labelledby="company-heading" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <h2 id="company-heading" className="text-base font-semibold text-slate-900 dark:text-white">
              {t("aboutCompany", { company: job.company.name })}
            </h2>
            {job.company.description ? <p className="line-clamp-6 text-sm text-slate-600 dark:text-slate-300">{job.company.description}</p> : null}
            <Link href={companyPath(country.slug, job.company.slug)} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
              {t("companyJobs")}
            </Link>
          </section>
        </aside>
      </div>

      {canApply ? (
        // On a phone the apply box comes after the whole description: this bar reaches it from anywhere.
        <div className={`fixed inset-x-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-950/95 ${viewer ? "bottom-16 md:bottom-0" : "bottom-0"}`}>
          <a href={`#${APPLY_ANCHOR}`} className={buttonClasses({ className: "w-full" })}>
            {t("applyNow")}
          </a>
        </div>
      ) : null}
      {job.gone ? null : <JobViewBeacon jobId={job.id} />}
    </main>
  );
}
