import { getLocale, getTranslations } from "next-intl/server";

import { ClientTexts } from "@/components/i18n/client-texts";
import { ApplyPanel } from "@/components/jobs/apply-panel";
import { formatSalaryRange, jobTypeKey, salaryPeriodKey } from "@/components/jobs/job-labels";
import { CompanyLogo } from "@/components/marketplace/company-logo";
import { buttonClasses } from "@/components/ui/button";
import type { Locale } from "@/i18n/config";
import { Link } from "@/i18n/navigation";
import type { CandidateApplyState } from "@/lib/applications/get-candidate-apply-state";
import { formatCalendarDate } from "@/lib/format/date";
import { describeEligibility } from "@/lib/jobs/job-eligibility";
import { candidateCompanyPath, candidateJobPath } from "@/lib/matching/candidate-paths";
import type { CandidateJobDetail } from "@/lib/matching/get-candidate-job";
import { CANDIDATE_JOBS_PATH, PROFILE_PATH } from "@/lib/navigation/paths";

import { MatchBreakdown } from "./match-breakdown";

const APPLY_ANCHOR = "apply";

/** A job in the candidate's dashboard (candidates-job-detail/{id}): the job, the match explained, the company and the apply panel. */
export async function CandidateJobView({ detail, applyState, viewerId }: { detail: CandidateJobDetail; applyState: CandidateApplyState; viewerId: string }) {
  const { job, isPrivate, match } = detail;
  const locale = (await getLocale()) as Locale;
  const [t, jobPage, labels] = await Promise.all([getTranslations("CandidateJobs"), getTranslations("JobPage"), getTranslations("JobLabels")]);
  const name = (named: { nameEn: string; nameEs: string }) => (locale === "es" ? named.nameEs : named.nameEn);
  const requirements = describeEligibility({
    eligibleCountries: job.eligibleCountries.map((eligible) => ({ name: `${eligible.flag} ${name(eligible)}` })),
    regions: job.regions.map((region) => ({ name: name(region) })),
    timezoneMinOffset: job.timezoneWindow?.min ?? null,
    timezoneMaxOffset: job.timezoneWindow?.max ?? null,
  });
  const facts: { label: string; value: string }[] = [
    { label: jobPage("jobType"), value: labels(jobTypeKey[job.jobType]) },
    ...(job.salary ? [{ label: jobPage("salary"), value: `${formatSalaryRange(job.salary, locale)} ${labels(salaryPeriodKey[job.salary.period])}` }] : []),
    { label: jobPage("openTo"), value: requirements.isWorldwide ? jobPage("worldwide") : [...requirements.regions, ...requirements.countries].join(", ") },
    ...(requirements.timezoneWindow ? [{ label: jobPage("timezones"), value: jobPage("timezoneWindow", { from: requirements.timezoneWindow.minLabel ?? "…", to: requirements.timezoneWindow.maxLabel ?? "…" }) }] : []),
    ...(job.publishedAt ? [{ label: jobPage("posted"), value: formatCalendarDate(job.publishedAt) }] : []),
    ...(job.expiresAt && !job.gone ? [{ label: jobPage("closes"), value: formatCalendarDate(job.expiresAt) }] : []),
  ];
  const companyHref = candidateCompanyPath(job.company.id);
  const returnTo = `${candidateJobPath(job.id)}#${APPLY_ANCHOR}`;
  const canApply = !job.gone && !applyState.alreadyApplied && !applyState.withdrawn;

  return (
    <div className={`mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-8 sm:px-6 sm:pt-10 lg:pb-10 ${canApply ? "pb-28" : "pb-8"}`}>
      <Link href={CANDIDATE_JOBS_PATH} className="self-start text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
        <span aria-hidden="true">← </span>
        {t("backToJobs")}
      </Link>

      {job.gone ? (
        <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {jobPage("goneNotice")}
        </p>
      ) : null}
      {isPrivate ? (
        <p className="rounded-xl border border-violet-200 bg-violet-50 p-4 text-sm text-violet-900 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-100">
          <span className="font-semibold">{t("privateInvited")}.</span> {t("privateNotice")}
        </p>
      ) : null}

      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} size={64} />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">{job.title}</h1>
          <p className="text-base text-slate-600 dark:text-slate-300">
            <Link href={companyHref} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
              {job.company.name}
            </Link>
            {job.company.isVerified ? <span className="verified-badge">{jobPage("verified")}</span> : null}
          </p>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <MatchBreakdown match={match} />

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
              {jobPage("description")}
            </h2>
            {/* Descriptions are sanitised HTML when they are written (see the Job model). */}
            <div className="job-description max-w-none text-slate-700 dark:text-slate-200" dangerouslySetInnerHTML={{ __html: job.descriptionHtml }} />
          </section>

          {job.skills.length > 0 ? (
            <section aria-labelledby="skills-heading" className="flex flex-col gap-3">
              <h2 id="skills-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
                {jobPage("skills")}
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
                {jobPage("languages")}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {job.languages.map((language) => (
                  <li key={language.name} className="rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-200">
                    {jobPage("languageLevel", { language: language.name, level: jobPage(`levels.${language.level}`) })}
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
              viewer={{ id: viewerId, side: "CANDIDATE" }}
              eligibility={applyState.eligibility}
              requirements={requirements}
              candidateCountryName={applyState.countryName}
              questions={job.questions}
              alreadyApplied={applyState.alreadyApplied}
              withdrawn={applyState.withdrawn}
              questionHints={applyState.questionHints}
              closed={job.gone !== null}
              signUpHref={PROFILE_PATH}
              logInHref={returnTo}
            />
          </ClientTexts>
          <section aria-labelledby="company-heading" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <h2 id="company-heading" className="text-base font-semibold text-slate-900 dark:text-white">
              {t("aboutCompany", { company: job.company.name })}
            </h2>
            {job.company.description ? <p className="line-clamp-6 text-sm text-slate-600 dark:text-slate-300">{job.company.description}</p> : null}
            <Link href={companyHref} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
              {t("companyLink")}
            </Link>
          </section>
        </aside>
      </div>

      {canApply ? (
        // On a phone the apply box comes after the whole description: this bar reaches it from anywhere.
        <div className="fixed inset-x-0 bottom-16 z-20 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur md:bottom-0 lg:hidden dark:border-slate-800 dark:bg-slate-950/95">
          <a href={`#${APPLY_ANCHOR}`} className={buttonClasses({ className: "w-full" })}>
            {jobPage("applyNow")}
          </a>
        </div>
      ) : null}
    </div>
  );
}
