import { getTranslations } from "next-intl/server";

import { CompanyLogo } from "@/components/marketplace/company-logo";
import { CheckIcon, ExternalLinkIcon } from "@/components/ui/icons";
import { Link } from "@/i18n/navigation";
import { candidateCompanyPath, type CompanyTab } from "@/lib/matching/candidate-paths";
import type { CandidateCompany } from "@/lib/matching/get-candidate-company";
import { CANDIDATE_JOBS_PATH } from "@/lib/navigation/paths";

import { CandidateJobCard } from "./candidate-job-card";

const tabClasses = {
  current: "inline-block border-b-2 border-brand-600 pb-3 text-sm font-semibold text-brand-700 dark:border-brand-400 dark:text-brand-200",
  other: "inline-block border-b-2 border-transparent pb-3 text-sm font-semibold text-slate-600 hover:border-slate-300 hover:text-ink dark:text-slate-400 dark:hover:text-slate-100",
};

/**
 * A company in the candidate's dashboard (candidates-job-company-detail/{id}): the spec's About us
 * and Available jobs tabs as links (keyboard-reachable, one URL each, no JavaScript); its jobs
 * lead to the dashboard's job pages, each with the candidate's match.
 */
export async function CandidateCompanyView({ company, tab }: { company: CandidateCompany; tab: CompanyTab }) {
  const [t, companyPage] = await Promise.all([getTranslations("CandidateJobs"), getTranslations("CompanyPage")]);
  const websiteHost = company.website ? new URL(company.website).host.replace(/^www\./, "") : null;
  const tabs: { key: CompanyTab; label: string; count?: number }[] = [
    { key: "about", label: t("aboutTab") },
    { key: "jobs", label: t("jobsTab"), count: company.openJobs.length },
  ];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <Link href={CANDIDATE_JOBS_PATH} className="self-start text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
        <span aria-hidden="true">← </span>
        {t("backToJobs")}
      </Link>
      <header className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-gradient-to-br from-brand-50 to-white p-6 sm:flex-row sm:items-center dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={72} />
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{company.name}</h1>
            {company.verificationType ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800">
                <CheckIcon aria-hidden="true" className="size-3.5" />
                {companyPage("verified")}
              </span>
            ) : null}
          </div>
          <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
            {company.industry ? (
              <div className="flex gap-1.5">
                <dt className="font-medium text-slate-800 dark:text-slate-200">{companyPage("industry")}</dt>
                <dd>{company.industry.name}</dd>
              </div>
            ) : null}
            {company.country ? (
              <div className="flex gap-1.5">
                <dt className="font-medium text-slate-800 dark:text-slate-200">{companyPage("country")}</dt>
                <dd>
                  <span aria-hidden="true">{company.country.flag} </span>
                  {company.country.name}
                </dd>
              </div>
            ) : null}
            {company.website && websiteHost ? (
              <div className="flex min-w-0 gap-1.5">
                <dt className="font-medium text-slate-800 dark:text-slate-200">{companyPage("website")}</dt>
                <dd className="min-w-0">
                  <a href={company.website} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex max-w-full items-center gap-1 text-brand-700 hover:underline dark:text-brand-300">
                    <span className="truncate">{websiteHost}</span>
                    <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
                    <span className="sr-only">{companyPage("newTab")}</span>
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </header>

      <nav aria-label={t("companyTabs")} className="border-b border-slate-200 dark:border-slate-800">
        <ul className="-mb-px flex gap-6 whitespace-nowrap">
          {tabs.map((item) => (
            <li key={item.key}>
              <Link href={candidateCompanyPath(company.id, item.key)} prefetch={false} aria-current={item.key === tab ? "page" : undefined} className={item.key === tab ? tabClasses.current : tabClasses.other}>
                {item.label}
                {item.count === undefined ? null : <span className="ml-1.5 rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">{item.count}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {tab === "about" ? (
        <section aria-labelledby="about-heading" className="flex flex-col gap-3">
          <h2 id="about-heading" className="text-xl font-semibold">
            {t("aboutTab")}
          </h2>
          <p className="max-w-3xl leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">{company.description?.trim() || t("noDescription", { company: company.name })}</p>
        </section>
      ) : (
        <section aria-labelledby="jobs-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="jobs-heading" className="text-xl font-semibold">
              {t("jobsTab")}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("openJobs", { count: company.openJobs.length })}</p>
          </div>
          {company.openJobs.length === 0 ? (
            <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 p-6 dark:border-slate-700">
              <p className="text-slate-600 dark:text-slate-400">{t("noJobs", { company: company.name })}</p>
              <Link href={CANDIDATE_JOBS_PATH} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
                {t("backToJobs")}
              </Link>
            </div>
          ) : (
            <ul className="flex flex-col gap-3">
              {company.openJobs.map((job) => (
                <li key={job.id}>
                  <CandidateJobCard job={job} matchPercent={company.matchByJobId.get(job.id) ?? 0} headingLevel={3} showCompany={false} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
