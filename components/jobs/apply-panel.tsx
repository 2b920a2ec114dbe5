"use client";

import { useFormatter, useTranslations } from "next-intl";
import { lazy, Suspense, useId, useState } from "react";

import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { AnswerableQuestion, QuestionHints } from "@/lib/applications/answer-rules";
import type { WorkingSide } from "@/lib/generated/prisma/enums";
import { formatUtcOffset, type Eligibility, type EligibilityDescription } from "@/lib/jobs/job-eligibility";
import { CANDIDATE_APPLICATIONS_PATH } from "@/lib/navigation/paths";

import { AppliedNotice } from "./applied-notice";

export type ApplyQuestion = AnswerableQuestion & { text: string };

export type ApplyPanelProps = {
  /** The section's id: links elsewhere on the page point at it. */
  id?: string;
  jobId: string;
  /** The signed-in user and the side they work on; null for visitors. */
  viewer: null | { id: string; side: WorkingSide };
  /** checkEligibility(job, candidate) for a candidate viewer; null for visitors and employers. */
  eligibility: Eligibility | null;
  /** describeEligibility(job), names in the page's language: what the notice says the job hires from. */
  requirements?: EligibilityDescription | null;
  /** The candidate's country, in the page's language, for "you are in …". */
  candidateCountryName?: string | null;
  questions: ApplyQuestion[];
  /** For a candidate: knockout answers and earlier answers to prefill, by question id. */
  questionHints?: QuestionHints;
  alreadyApplied: boolean;
  /** The candidate withdrew their application: they cannot apply again. */
  withdrawn?: boolean;
  /** An application found on the page, in words: when it was sent and where it stands. */
  applicationStatus?: { applied: string; stage: string } | null;
  /** The job takes no applications any more (closed, expired, banned). */
  closed: boolean;
  /** Paths without the locale prefix (the Link adds it), e.g. "/auth/signup". */
  signUpHref: string;
  logInHref: string;
};

// The form's chunk (zod and the answer rules) loads only where a candidate can apply.
const ApplyForm = lazy(() => import("./apply-form").then((module) => ({ default: module.ApplyForm })));

const panelClasses = "flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900";
const noticeClasses = "rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100";

/**
 * The job page's apply box. Visitors get plain sign-up and log-in links (no JavaScript needed),
 * employers a note, candidates the eligibility notice (the spec wants candidates outside the
 * job's places or time zones told before applying), the job's questions and the Apply button,
 * which POSTs to /api/users/{id}/applyTo/{jobId}. The server checks everything again.
 */
export function ApplyPanel(props: ApplyPanelProps) {
  const t = useTranslations("ApplyPanel");
  const titleId = useId();
  const [answeredHere, setAnsweredHere] = useState(false);
  // Once there is an application, the box is about it, not an invitation to apply.
  const hasApplication = props.viewer?.side === "CANDIDATE" && (props.alreadyApplied || answeredHere);
  return (
    <section id={props.id} aria-labelledby={titleId} className={panelClasses}>
      <h2 id={titleId} className="text-lg font-semibold">
        {hasApplication ? t("titleApplied") : t("title")}
      </h2>
      <PanelBody {...props} onAnswered={() => setAnsweredHere(true)} />
    </section>
  );
}

function PanelBody(props: ApplyPanelProps & { onAnswered: () => void }) {
  const t = useTranslations("ApplyPanel");
  const { viewer, closed, alreadyApplied, eligibility } = props;

  if (viewer?.side === "CANDIDATE" && props.withdrawn) return <AppliedNotice text={t("withdrawn")} tone="muted" />;
  if (viewer?.side === "CANDIDATE" && alreadyApplied) {
    return (
      <>
        <AppliedNotice text={props.applicationStatus?.applied ?? t("applied")} />
        {props.applicationStatus ? <p className="text-sm text-slate-600 dark:text-slate-300">{props.applicationStatus.stage}</p> : null}
        <Link href={CANDIDATE_APPLICATIONS_PATH} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t("seeApplications")}
        </Link>
      </>
    );
  }
  if (closed) return <p className="text-sm text-slate-600 dark:text-slate-300">{t("closed")}</p>;
  if (!viewer) {
    return (
      <>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t("visitorPrompt")}</p>
        <div className="flex flex-col gap-2">
          <Link href={props.signUpHref} className={buttonClasses({ className: "w-full" })}>
            {t("signUp")}
          </Link>
          <Link href={props.logInHref} className={buttonClasses({ variant: "outline", className: "w-full" })}>
            {t("logIn")}
          </Link>
        </div>
      </>
    );
  }
  if (viewer.side === "EMPLOYER") return <p className="text-sm text-slate-600 dark:text-slate-300">{t("employerNote")}</p>;
  if (eligibility && !eligibility.eligible) return <IneligibleNotice {...props} eligibility={eligibility} />;
  return (
    <>
      {eligibility && eligibility.unknown.length > 0 ? <p className={noticeClasses}>{t("completeProfile")}</p> : null}
      <Suspense fallback={null}>
        <ApplyForm jobId={props.jobId} candidateId={viewer.id} questions={props.questions} hints={props.questionHints} onAnswered={props.onAnswered} />
      </Suspense>
    </>
  );
}

function IneligibleNotice({ eligibility, requirements, candidateCountryName }: ApplyPanelProps & { eligibility: Eligibility & { eligible: false } }) {
  const t = useTranslations("ApplyPanel");
  const format = useFormatter();
  const places = requirements ? [...requirements.regions, ...requirements.countries] : [];
  const window = requirements?.timezoneWindow ?? null;
  const lines: string[] = [];

  if (eligibility.reasons.includes("country")) {
    if (places.length === 0) lines.push(t("notEligibleCountryGeneric"));
    else if (candidateCountryName) lines.push(t("notEligibleCountry", { places: format.list(places, { type: "disjunction" }), country: candidateCountryName }));
    else lines.push(t("notEligibleCountryNoName", { places: format.list(places, { type: "disjunction" }) }));
  }
  if (eligibility.reasons.includes("timezone")) {
    const windowText = !window
      ? null
      : window.minLabel && window.maxLabel
        ? t("windowBetween", { min: window.minLabel, max: window.maxLabel })
        : window.minLabel
          ? t("windowFrom", { min: window.minLabel })
          : t("windowUpTo", { max: window.maxLabel ?? "" });
    const offset = eligibility.candidateUtcOffset === null ? null : formatUtcOffset(eligibility.candidateUtcOffset);
    lines.push(windowText && offset ? t("notEligibleTimezone", { window: windowText, offset }) : t("notEligibleTimezoneGeneric"));
  }

  return (
    <div role="note" className={noticeClasses}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p className="mt-2">{t("notEligibleFooter")}</p>
    </div>
  );
}
