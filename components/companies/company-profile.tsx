import { getTranslations } from "next-intl/server";

import { JobCard } from "@/components/jobs/job-card";
import { CompanyDescription } from "@/components/companies/company-description";
import { CompanyFacts } from "@/components/companies/company-facts";
import { CompanyJobsSection } from "@/components/companies/company-jobs-section";
import { companyTabClasses, CompanyTabs } from "@/components/companies/company-tabs";
import { CompanyVerifiedBadge } from "@/components/companies/company-verified-badge";
import { CompanyLogo } from "@/components/marketplace/company-logo";
import { ExternalLinkIcon } from "@/components/ui/icons";
import type { PublicCompany } from "@/lib/companies/get-public-company";
import { jobsPath } from "@/lib/navigation/public-paths";

/**
 * A company's public profile. The spec's 'About us / Available jobs' tabs are two sections with
 * anchor links: both are in the HTML for crawlers and visitors without JavaScript.
 */
export async function CompanyProfile({ company, country }: { company: PublicCompany; country: string }) {
  const t = await getTranslations("CompanyPage");

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-5 py-10 sm:px-8 sm:py-14">
      <header className="flex flex-col gap-5 rounded-3xl border border-slate-200 bg-gradient-to-br from-brand-50 to-white p-6 sm:flex-row sm:items-center sm:p-8 dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={80} />
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{company.name}</h1>
            {company.verificationType ? <CompanyVerifiedBadge /> : null}
          </div>
          <CompanyFacts company={company} industryHref={company.industry ? jobsPath(country, company.industry.slug) : undefined} />
          {company.socialLinks.length > 0 ? (
            <ul aria-label={t("socialLinks")} className="flex flex-wrap gap-2 text-sm">
              {company.socialLinks.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 font-medium text-brand-700 ring-1 ring-slate-200 ring-inset hover:underline dark:bg-slate-900 dark:text-brand-300 dark:ring-slate-700">
                    {t("socialNetwork", { network })}
                    <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
                    <span className="sr-only">{t("newTab")}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>

      <CompanyTabs label={t("sections")}>
        <li>
          <a href="#about" className={companyTabClasses.current}>
            {t("about")}
          </a>
        </li>
        <li>
          <a href="#jobs" className={companyTabClasses.other}>
            {t("availableJobs")} <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">{company.openJobs.length}</span>
          </a>
        </li>
      </CompanyTabs>

      <section id="about" aria-labelledby="about-heading" className="flex flex-col gap-3">
        <h2 id="about-heading" className="text-xl font-semibold">
          {t("about")}
        </h2>
        <CompanyDescription company={company} />
      </section>

      <CompanyJobsSection
        id="jobs"
        title={t("availableJobs")}
        countText={t("openJobs", { count: company.openJobs.length })}
        jobs={company.openJobs}
        renderJob={(job) => <JobCard job={job} country={country} headingLevel={3} showCompany={false} />}
        empty={{
          text: t("noJobs", { company: company.name }),
          href: jobsPath(country),
          link: (
            <>
              {t("browseJobs")} <span aria-hidden="true">→</span>
            </>
          ),
        }}
      />
    </div>
  );
}
