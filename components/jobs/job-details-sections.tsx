import { getTranslations } from "next-intl/server";

import type { Locale } from "@/i18n/config";
import { spokenLanguageLabel } from "@/lib/catalogue/spoken-languages";
import { calendarDay } from "@/lib/format/date";
import { renderNow } from "@/lib/format/render-now";
import type { PublicJob } from "@/lib/jobs/get-public-job";
import type { EligibilityDescription } from "@/lib/jobs/job-eligibility";

import { formatSalaryRange, jobTypeKey, salaryPeriodKey } from "./job-labels";

/** The body of a job's page, the same on the public page and in the candidate's dashboard: its key facts, description, skills and languages. */
export async function JobDetailsSections({ job, requirements, locale }: { job: PublicJob; requirements: EligibilityDescription; locale: Locale }) {
  const [t, labels] = await Promise.all([getTranslations("JobPage"), getTranslations("JobLabels")]);
  const day = (date: Date) => {
    const { label, date: text } = calendarDay(date, renderNow());
    return label === "date" ? text : t(`days.${label}`);
  };
  const facts: { label: string; value: string }[] = [
    { label: t("jobType"), value: labels(jobTypeKey[job.jobType]) },
    ...(job.salary ? [{ label: t("salary"), value: `${formatSalaryRange(job.salary, locale)} ${labels(salaryPeriodKey[job.salary.period])}` }] : []),
    { label: t("openTo"), value: requirements.isWorldwide ? t("worldwide") : [...requirements.regions, ...requirements.countries].join(", ") },
    ...(requirements.timezoneWindow ? [{ label: t("timezones"), value: t("timezoneWindow", { from: requirements.timezoneWindow.minLabel ?? "…", to: requirements.timezoneWindow.maxLabel ?? "…" }) }] : []),
    ...(job.publishedAt ? [{ label: t("posted"), value: day(job.publishedAt) }] : []),
    ...(job.expiresAt && !job.gone ? [{ label: t("closes"), value: day(job.expiresAt) }] : []),
  ];

  return (
    <>
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

      <JobChipsSection
        id="skills-heading"
        title={t("skills")}
        chips={job.skills.map((skill) => ({ key: skill, label: skill }))}
        chipClassName="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"
      />

      <JobChipsSection
        id="languages-heading"
        title={t("languages")}
        chips={job.languages.map((language) => ({ key: language.name, label: t("languageLevel", { language: spokenLanguageLabel(language.name, locale), level: t(`levels.${language.level}`) }) }))}
        chipClassName="rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-200"
      />
    </>
  );
}

/** A titled list of chips (skills, languages); nothing when the job lists none. */
function JobChipsSection({ id, title, chips, chipClassName }: { id: string; title: string; chips: { key: string; label: string }[]; chipClassName: string }) {
  if (chips.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key} className={chipClassName}>
            {chip.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
