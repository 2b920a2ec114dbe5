import { getTranslations } from "next-intl/server";

import { ClientTexts } from "@/components/i18n/client-texts";
import type { CandidateApplyState } from "@/lib/applications/get-candidate-apply-state";
import { calendarDay } from "@/lib/format/date";
import { renderNow } from "@/lib/format/render-now";
import type { PublicJob } from "@/lib/jobs/get-public-job";
import type { EligibilityDescription } from "@/lib/jobs/job-eligibility";

import { APPLY_ANCHOR } from "./apply-now-bar";
import { ApplyPanel, type ApplyPanelProps } from "./apply-panel";

type JobApplyBoxProps = {
  job: Pick<PublicJob, "id" | "questions" | "gone">;
  viewer: ApplyPanelProps["viewer"];
  /** For a signed-in candidate: eligibility, an earlier application and answer hints; null for anyone else. */
  applyState: CandidateApplyState | null;
  requirements: EligibilityDescription;
  signUpHref: string;
  logInHref: string;
};

/** The apply box beside a job, with the texts of its form: the same on the public page and in the candidate's dashboard. */
export async function JobApplyBox({ job, viewer, applyState, requirements, signUpHref, logInHref }: JobApplyBoxProps) {
  const application = applyState?.application;
  const [t, stages] = await Promise.all([getTranslations("ApplyPanel"), getTranslations("CandidateApplications.stages")]);
  // Written here, on the server: the day is measured from the page's now and needs no texts in the browser.
  const applicationStatus =
    application && !applyState.withdrawn ? { applied: t("appliedDay", calendarDay(application.appliedAt, renderNow())), stage: t("status", { stage: stages(application.stage) }) } : null;
  return (
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
        applicationStatus={applicationStatus}
        questionHints={applyState?.questionHints}
        closed={job.gone !== null}
        signUpHref={signUpHref}
        logInHref={logInHref}
      />
    </ClientTexts>
  );
}
