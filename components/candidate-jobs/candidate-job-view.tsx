import { getLocale, getTranslations } from "next-intl/server";

import { ApplyNowBar, APPLY_ANCHOR } from "@/components/jobs/apply-now-bar";
import { JobApplyBox } from "@/components/jobs/job-apply-box";
import { JobCompanySummary } from "@/components/jobs/job-company-summary";
import { JobDetailsSections } from "@/components/jobs/job-details-sections";
import { JobHeader } from "@/components/jobs/job-header";
import { BackLink } from "@/components/ui/back-link";
import type { Locale } from "@/i18n/config";
import type { CandidateApplyState } from "@/lib/applications/get-candidate-apply-state";
import { candidateCompanyPath, candidateJobPath } from "@/lib/matching/candidate-paths";
import type { CandidateJobDetail } from "@/lib/matching/get-candidate-job";
import { describeJobEligibility } from "@/lib/jobs/describe-job-eligibility";
import { CANDIDATE_JOBS_PATH, PROFILE_PATH } from "@/lib/navigation/paths";

import { MatchBreakdown } from "./match-breakdown";

/** A job in the candidate's dashboard (candidates-job-detail/{id}): the job, the match explained, the company and the apply panel. */
export async function CandidateJobView({ detail, applyState, viewerId }: { detail: CandidateJobDetail; applyState: CandidateApplyState; viewerId: string }) {
  const { job, isPrivate, match } = detail;
  const locale = (await getLocale()) as Locale;
  const [t, jobPage] = await Promise.all([getTranslations("CandidateJobs"), getTranslations("JobPage")]);
  const requirements = describeJobEligibility(job, locale);
  const companyHref = candidateCompanyPath(job.company.id);
  const returnTo = `${candidateJobPath(job.id)}#${APPLY_ANCHOR}`;
  const canApply = !job.gone && !applyState.alreadyApplied && !applyState.withdrawn;

  return (
    <div className={`mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-8 sm:px-6 sm:pt-10 lg:pb-10 ${canApply ? "pb-28" : "pb-8"}`}>
      <BackLink href={CANDIDATE_JOBS_PATH}>{t("backToJobs")}</BackLink>

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

      <JobHeader job={job} companyHref={companyHref} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <MatchBreakdown match={match} />

          <JobDetailsSections job={job} requirements={requirements} locale={locale} />
        </div>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
          <JobApplyBox job={job} viewer={{ id: viewerId, side: "CANDIDATE" }} applyState={applyState} requirements={requirements} signUpHref={PROFILE_PATH} logInHref={returnTo} />
          <JobCompanySummary company={job.company} href={companyHref} linkLabel={t("companyLink")} />
        </aside>
      </div>

      {canApply ? <ApplyNowBar isAboveTabBar /> : null}
    </div>
  );
}
