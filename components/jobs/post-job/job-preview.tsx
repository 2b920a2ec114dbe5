"use client";

import { useLocale, useTranslations } from "next-intl";

import { CompanyLogo } from "@/components/marketplace/company-logo";
import type { JobFormState } from "@/lib/jobs/job-form-state";
import { formatUtcOffset } from "@/lib/jobs/job-search-query";
import { formatSalaryRange, jobTypeKey, salaryPeriodKey } from "@/components/jobs/job-labels";
import type { JobType, SalaryPeriod } from "@/lib/generated/prisma/enums";

import type { CountryGroupOption, PlaceOption } from "./eligibility-editor";

type PreviewProps = {
  values: JobFormState;
  company: { name: string; logo: string | null } | null;
  industries: readonly PlaceOption[];
  regions: readonly PlaceOption[];
  countryGroups: readonly CountryGroupOption[];
  languageLabel: (name: string) => string;
};

/** The job as its public page will show it: the same sections, texts and classes, before it is saved. */
export function JobPreview({ values, company, industries, regions, countryGroups, languageLabel }: PreviewProps) {
  const t = useTranslations("JobPage");
  const labels = useTranslations("JobLabels");
  const locale = useLocale();
  const jobType = values.job_type.toUpperCase() as JobType;
  const salary = values.salary;
  const countries = countryGroups.flatMap((group) => group.countries);
  const places = [
    ...values.regions.map((slug) => regions.find((region) => region.slug === slug)?.name ?? slug),
    ...values.eligible_countries.map((slug) => {
      const country = countries.find((candidate) => candidate.slug === slug);
      return country ? `${country.flag} ${country.name}` : slug;
    }),
  ];
  const industry = industries.find((option) => option.slug === values.industry);
  const facts = [
    { label: t("jobType"), value: labels(jobTypeKey[jobType]) },
    ...(salary
      ? [
          {
            label: t("salary"),
            value: `${formatSalaryRange({ from: toNumber(salary.from), to: toNumber(salary.to), currency: salary.currency, period: salary.frequency.toUpperCase() as SalaryPeriod }, locale)} ${labels(salaryPeriodKey[salary.frequency.toUpperCase() as SalaryPeriod])}`,
          },
        ]
      : []),
    { label: t("openTo"), value: places.length === 0 ? t("worldwide") : places.join(", ") },
    ...(values.timezone_window ? [{ label: t("timezones"), value: t("timezoneWindow", { from: formatUtcOffset(values.timezone_window.min), to: formatUtcOffset(values.timezone_window.max) }) }] : []),
  ];

  return (
    <article className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <header className="flex items-start gap-4">
        {company ? <CompanyLogo name={company.name} logoUrl={company.logo} size={56} /> : null}
        <div className="flex min-w-0 flex-col gap-1">
          {industry ? <p className="text-sm font-medium text-brand-700 dark:text-brand-300">{industry.name}</p> : null}
          <h2 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{values.job_title}</h2>
          {company ? <p className="text-slate-600 dark:text-slate-300">{company.name}</p> : null}
        </div>
      </header>
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-950">
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{fact.label}</dt>
            <dd className="mt-0.5 font-medium text-slate-900 dark:text-slate-100">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {values.skills.length > 0 ? (
        <section className="flex flex-col gap-2">
          <h3 className="text-base font-semibold">{t("skills")}</h3>
          <ul className="chip-list">
            {values.skills.map((skill) => (
              <li key={skill} className="skill-chip">
                {skill}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {values.languages.length > 0 ? (
        <section className="flex flex-col gap-2">
          <h3 className="text-base font-semibold">{t("languages")}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {values.languages.map((language) => (
              <li key={language.name}>{t("languageLevel", { language: languageLabel(language.name), level: t(`levels.${language.level.toUpperCase() as "BASIC"}`) })}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="flex flex-col gap-2">
        <h3 className="text-base font-semibold">{t("description")}</h3>
        {/* The employer's own draft in their own browser; the server sanitises what it stores. */}
        <div className="job-description text-slate-700 dark:text-slate-200" dangerouslySetInnerHTML={{ __html: values.description }} />
      </section>
    </article>
  );
}

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
