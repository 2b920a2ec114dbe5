import { getTranslations } from "next-intl/server";

import { CompanyDescription } from "@/components/companies/company-description";
import { CompanyFacts } from "@/components/companies/company-facts";
import { CompanyJobsSection } from "@/components/companies/company-jobs-section";
import { companyTabClasses, CompanyTabs } from "@/components/companies/company-tabs";
import { CompanyVerifiedBadge } from "@/components/companies/company-verified-badge";
import { CompanyLogo } from "@/components/marketplace/company-logo";
import { BackLink } from "@/components/ui/back-link";
import { Link } from "@/i18n/navigation";
import { candidateCompanyPath, type CompanyTab } from "@/lib/matching/candidate-paths";
import type { CandidateCompany } from "@/lib/matching/get-candidate-company";
import { CANDIDATE_JOBS_PATH } from "@/lib/navigation/paths";

import { CandidateJobCard } from "./candidate-job-card";

/**
 * A company in the candidate's dashboard (candidates-job-company-detail/{id}): the spec's About us
 * and Available jobs tabs as links (keyboard-reachable, one URL each, no JavaScript); its jobs
 * lead to the dashboard's job pages, each with the candidate's match.
 */
export async function CandidateCompanyView({ company, tab }: { company: CandidateCompany; tab: CompanyTab }) {
  const t = await getTranslations("CandidateJobs");
  const tabs: { key: CompanyTab; label: string; count?: number }[] = [
    { key: "about", label: t("aboutTab") },
    { key: "jobs", label: t("jobsTab"), count: company.openJobs.length },
  ];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <BackLink href={CANDIDATE_JOBS_PATH}>{t("backToJobs")}</BackLink>
      <header className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-gradient-to-br from-brand-50 to-white p-6 sm:flex-row sm:items-center dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={72} />
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{company.name}</h1>
            {company.verificationType ? <CompanyVerifiedBadge /> : null}
          </div>
          <CompanyFacts company={company} />
        </div>
      </header>

      <CompanyTabs label={t("companyTabs")}>
        {tabs.map((item) => (
          <li key={item.key}>
            <Link href={candidateCompanyPath(company.id, item.key)} prefetch={false} aria-current={item.key === tab ? "page" : undefined} className={item.key === tab ? companyTabClasses.current : companyTabClasses.other}>
              {item.label}
              {item.count === undefined ? null : <span className="ml-1.5 rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">{item.count}</span>}
            </Link>
          </li>
        ))}
      </CompanyTabs>

      {tab === "about" ? (
        <section aria-labelledby="about-heading" className="flex flex-col gap-3">
          <h2 id="about-heading" className="text-xl font-semibold">
            {t("aboutTab")}
          </h2>
          <CompanyDescription company={company} />
        </section>
      ) : (
        <CompanyJobsSection
          title={t("jobsTab")}
          countText={t("openJobs", { count: company.openJobs.length })}
          jobs={company.openJobs}
          renderJob={(job) => <CandidateJobCard job={job} matchPercent={company.matchByJobId.get(job.id) ?? null} headingLevel={3} showCompany={false} />}
          empty={{ text: t("noJobs", { company: company.name }), href: CANDIDATE_JOBS_PATH, link: t("backToJobs") }}
        />
      )}
    </div>
  );
}
