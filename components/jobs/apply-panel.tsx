"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";

import { FormAlert } from "@/components/forms/form-alert";
import { ChoiceField, TextAreaField, TextField } from "@/components/forms/fields";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { useForm } from "@/components/forms/use-form";
import { buttonClasses } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { Link } from "@/i18n/navigation";
import { apiRequest, isApiError } from "@/lib/api/client";
import { ANSWER_MAX_LENGTH, answersFormSchema, type AnswerableQuestion } from "@/lib/applications/answer-rules";
import type { WorkingSide } from "@/lib/generated/prisma/enums";
import { formatUtcOffset, type Eligibility, type EligibilityDescription } from "@/lib/jobs/job-eligibility";

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
  alreadyApplied: boolean;
  /** The job takes no applications any more (closed, expired, banned). */
  closed: boolean;
  /** Paths without the locale prefix (the Link adds it), e.g. "/auth/signup". */
  signUpHref: string;
  logInHref: string;
};

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
  return (
    <section id={props.id} aria-labelledby={titleId} className={`${panelClasses} scroll-mt-24`}>
      <h2 id={titleId} className="text-lg font-semibold">
        {t("title")}
      </h2>
      <PanelBody {...props} />
    </section>
  );
}

function PanelBody(props: ApplyPanelProps) {
  const t = useTranslations("ApplyPanel");
  const { viewer, closed, alreadyApplied, eligibility } = props;

  if (viewer?.side === "CANDIDATE" && alreadyApplied) return <AppliedNotice text={t("applied")} />;
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
      <ApplyForm jobId={props.jobId} candidateId={viewer.id} questions={props.questions} />
    </>
  );
}

function AppliedNotice({ text }: { text: string }) {
  return (
    <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm font-semibold text-emerald-800 dark:bg-emerald-900/30 dark:text-emerald-100">
      {text}
    </p>
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

function ApplyForm({ jobId, candidateId, questions }: { jobId: string; candidateId: string; questions: ApplyQuestion[] }) {
  const t = useTranslations("ApplyPanel");
  const { ofApiError } = useErrorMessage();
  const schema = useMemo(() => answersFormSchema(questions), [questions]);
  const form = useForm({ schema, initialValues: Object.fromEntries(questions.map((question) => [question.id, ""])) as Record<string, string> });
  const [outcome, setOutcome] = useState<"sent" | "applied" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (outcome === "sent") return <AppliedNotice text={t("sent")} />;
  if (outcome === "applied") return <AppliedNotice text={t("applied")} />;

  const onSubmit = form.handleSubmit(async (answers) => {
    setFailure(null);
    const body = { candidate_id: candidateId, questions: questions.map((question) => ({ question_id: question.id, answer: (answers[question.id] ?? "").trim() })) };
    try {
      await apiRequest("POST", `users/${candidateId}/applyTo/${jobId}`, body);
      setOutcome("sent");
    } catch (error) {
      if (isApiError(error) && error.code === "already_applied") return setOutcome("applied");
      // The endpoint names each refused answer by its question.
      if (!form.showApiErrors(error, (issue) => (typeof issue.question_id === "string" ? issue.question_id : null))) setFailure(ofApiError(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {questions.map((question) => {
        const label = question.text;
        const isOptional = !question.isRequired;
        if (question.type === "YES_NO") {
          const options = [
            { value: "yes", label: t("yes") },
            { value: "no", label: t("no") },
          ];
          return <ChoiceField key={question.id} control={form.control(question.id)} label={label} isOptional={isOptional} options={options} />;
        }
        if (question.type === "SINGLE_CHOICE") {
          return <ChoiceField key={question.id} control={form.control(question.id)} label={label} isOptional={isOptional} options={question.options.map((option) => ({ value: option, label: option }))} />;
        }
        if (question.type === "NUMBER") {
          return <TextField key={question.id} field={form.field(question.id)} label={label} isOptional={isOptional} inputMode="decimal" />;
        }
        if (question.type === "VIDEO_LINK") {
          return <TextField key={question.id} field={form.field(question.id)} label={label} isOptional={isOptional} type="url" inputMode="url" placeholder={t("linkPlaceholder")} />;
        }
        return <TextAreaField key={question.id} field={form.field(question.id)} label={label} isOptional={isOptional} rows={4} maxLength={ANSWER_MAX_LENGTH} />;
      })}
      <FormAlert>{failure}</FormAlert>
      <SubmitButton {...form.submit} label={t("apply")} pendingLabel={t("sending")} />
    </form>
  );
}
