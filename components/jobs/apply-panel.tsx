"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";

import { useErrorMessage } from "@/components/auth/use-error-message";
import { buttonClasses } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { Link } from "@/i18n/navigation";
import { apiRequest, isApiError } from "@/lib/api/client";
import { formatUtcOffset, type Eligibility, type EligibilityDescription } from "@/lib/jobs/job-eligibility";

export type ApplyQuestion = { id: string; text: string; type: "TEXT" | "YES_NO" | "VIDEO_LINK"; isRequired: boolean };

export type ApplyPanelProps = {
  jobId: string;
  /** The signed-in user and the side they work on; null for visitors. */
  viewer: null | { id: string; side: "CANDIDATE" | "EMPLOYER" };
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

type Answers = Record<string, string>;
type AnswerIssue = "required" | "yesNo" | "link";

const ANSWER_MAX_LENGTH = 5000;
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
    <section aria-labelledby={titleId} className={panelClasses}>
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

function answerIssue(question: ApplyQuestion, value: string): AnswerIssue | null {
  const answer = value.trim();
  if (answer === "") return question.isRequired ? "required" : null;
  if (question.type === "YES_NO" && answer !== "yes" && answer !== "no") return "yesNo";
  if (question.type === "VIDEO_LINK" && !/^https?:\/\/\S+\.\S+/i.test(answer)) return "link";
  return null;
}

function ApplyForm({ jobId, candidateId, questions }: { jobId: string; candidateId: string; questions: ApplyQuestion[] }) {
  const t = useTranslations("ApplyPanel");
  const errorMessage = useErrorMessage();
  const [answers, setAnswers] = useState<Answers>({});
  const [issues, setIssues] = useState<Record<string, AnswerIssue>>({});
  const [state, setState] = useState<"idle" | "sending" | "sent" | "applied">("idle");
  const [failure, setFailure] = useState<string | null>(null);

  if (state === "sent") return <AppliedNotice text={t("sent")} />;
  if (state === "applied") return <AppliedNotice text={t("applied")} />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, AnswerIssue> = {};
    for (const question of questions) {
      const issue = answerIssue(question, answers[question.id] ?? "");
      if (issue) found[question.id] = issue;
    }
    setIssues(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;

    setState("sending");
    const body = {
      candidate_id: candidateId,
      questions: questions.map((question) => ({ question_id: question.id, answer: (answers[question.id] ?? "").trim() })),
    };
    try {
      await apiRequest("POST", `users/${candidateId}/applyTo/${jobId}`, body);
      setState("sent");
    } catch (error) {
      if (isApiError(error) && error.code === "already_applied") return setState("applied");
      setState("idle");
      setFailure(failureText(error));
    }
  };

  const failureText = (error: unknown): string => {
    if (!isApiError(error)) return errorMessage.ofApiError(error);
    if (error.code === "not_eligible") return t("errors.notEligible");
    if (error.code === "gone") return t("errors.gone");
    if (error.code === "validation_failed") return t("errors.checkAnswers");
    if (error.code === "not_found") return t("errors.notFound");
    return errorMessage.ofApiError(error);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={answers[question.id] ?? ""}
          issue={issues[question.id] ?? null}
          onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
        />
      ))}
      {failure ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      ) : null}
      <SubmitButton isPending={state === "sending"} label={t("apply")} pendingLabel={t("sending")} />
    </form>
  );
}

function QuestionField({ question, value, issue, onChange }: { question: ApplyQuestion; value: string; issue: AnswerIssue | null; onChange: (value: string) => void }) {
  const t = useTranslations("ApplyPanel");
  const id = useId();
  const errorId = `${id}-error`;
  const described = issue ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  const label = (
    <>
      {question.text} <span className="font-normal text-slate-500 dark:text-slate-400">{question.isRequired ? t("required") : t("optional")}</span>
    </>
  );
  const error = issue ? (
    <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
      {t(`issues.${issue}`)}
    </p>
  ) : null;
  const inputClasses = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950";

  if (question.type === "YES_NO") {
    return (
      <fieldset className="flex flex-col gap-2" {...described}>
        <legend className="mb-1 text-sm font-medium">{label}</legend>
        <div className="flex gap-4">
          {(["yes", "no"] as const).map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input type="radio" name={`${id}-answer`} value={option} checked={value === option} onChange={() => onChange(option)} />
              {t(option)}
            </label>
          ))}
        </div>
        {error}
      </fieldset>
    );
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {question.type === "VIDEO_LINK" ? (
        <input id={id} type="url" inputMode="url" className={inputClasses} value={value} onChange={(event) => onChange(event.target.value)} {...described} />
      ) : (
        <textarea id={id} rows={4} maxLength={ANSWER_MAX_LENGTH} className={inputClasses} value={value} onChange={(event) => onChange(event.target.value)} {...described} />
      )}
      {error}
    </div>
  );
}
