import { getTranslations } from "next-intl/server";

import { withCallback } from "@/lib/navigation/callback-url";
import { JobViewBeacon } from "@/components/job-summary/job-view-beacon";
import { Link } from "@/i18n/navigation";
import type { JobPageData } from "@/lib/jobs/load-job-page";
import { CANDIDATE_SIGNUP_PATH, LOGIN_PATH } from "@/lib/navigation/paths";
import { companyPath, jobPath, jobsPath } from "@/lib/navigation/public-paths";
import { jsonLdScript } from "@/lib/seo/job-posting-json-ld";

import { ApplyNowBar, APPLY_ANCHOR } from "./apply-now-bar";
import { JobApplyBox } from "./job-apply-box";
import { JobCompanySummary } from "./job-company-summary";
import { JobDetailsSections } from "./job-details-sections";
import { JobHeader } from "./job-header";

/**
 * A job's public page. While the job takes applications it carries exactly one JobPosting
 * (JSON-LD) built from what the page shows; once closed, expired or banned it keeps a notice
 * and loses the markup (the metadata adds noindex).
 */
export async function JobPageView({ data }: { data: JobPageData }) {
  const { job, country, locale, viewer, applyState, requirements, jsonLd } = data;
  const t = await getTranslations("JobPage");
  const name = (named: { nameEn: string; nameEs: string }) => (locale === "es" ? named.nameEs : named.nameEn);
  const companyHref = companyPath(country.slug, job.company.slug);
  const returnTo = `${jobPath(country.slug, job)}#${APPLY_ANCHOR}`;
  const canApply = !job.gone && viewer?.side !== "EMPLOYER" && !applyState?.alreadyApplied;

  return (
    <div className={`mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-8 sm:px-6 lg:pb-8 ${canApply ? "pb-28" : "pb-8"}`}>
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

      <JobHeader job={job} companyHref={companyHref} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <JobDetailsSections job={job} requirements={requirements} locale={locale} />
        </div>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
          <JobApplyBox job={job} viewer={viewer} applyState={applyState} requirements={requirements} signUpHref={withCallback(CANDIDATE_SIGNUP_PATH, returnTo)} logInHref={withCallback(LOGIN_PATH, returnTo)} />
          <JobCompanySummary company={job.company} href={companyHref} linkLabel={t("companyJobs")} />
        </aside>
      </div>

      {canApply ? <ApplyNowBar isAboveTabBar={viewer !== null} /> : null}
      {job.gone ? null : <JobViewBeacon jobId={job.id} />}
    </div>
  );
}
