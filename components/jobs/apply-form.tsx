"use client";

import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";

import { FormAlert } from "@/components/forms/form-alert";
import { ChoiceField, TextAreaField, TextField } from "@/components/forms/fields";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { useForm } from "@/components/forms/use-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { Link } from "@/i18n/navigation";
import { apiRequest, isApiError } from "@/lib/api/client";
import { ANSWER_MAX_LENGTH, answersFormSchema, isKnockoutAnswer, type QuestionHints } from "@/lib/applications/answer-rules";
import { CANDIDATE_APPLICATIONS_PATH } from "@/lib/navigation/paths";

import { AppliedNotice } from "./applied-notice";
import type { ApplyQuestion } from "./apply-panel";

type Outcome = "sent" | "applied" | "withdrawn";

/**
 * A candidate's answers to the job's questions and the Apply button. Its own module, loaded only
 * when a candidate who may apply sees it: it brings the answer rules and zod, which visitors and
 * employers never need on the public job page. Answers the candidate gave to the same question
 * before start filled in (and say so); an answer that would rule them out is flagged as it is
 * chosen, though applying stays allowed: the employer decides.
 */
export function ApplyForm({ jobId, candidateId, questions, hints = {}, onAnswered }: {
  jobId: string;
  candidateId: string;
  questions: ApplyQuestion[];
  hints?: QuestionHints;
  /** The server answered with an application: this one, or one that already existed. */
  onAnswered?: () => void;
}) {
  const t = useTranslations("ApplyPanel");
  const { ofApiError } = useErrorMessage();
  const schema = useMemo(() => answersFormSchema(questions), [questions]);
  const form = useForm({ schema, initialValues: Object.fromEntries(questions.map((question) => [question.id, hints[question.id]?.prefill ?? ""])) as Record<string, string> });
  const [outcome, setOutcomeState] = useState<Outcome | null>(null);
  const setOutcome = (next: Outcome) => {
    setOutcomeState(next);
    onAnswered?.();
  };
  const [failure, setFailure] = useState<string | null>(null);

  if (outcome) return <ApplyOutcome outcome={outcome} />;

  const onSubmit = form.handleSubmit(async (answers) => {
    setFailure(null);
    const body = { candidate_id: candidateId, questions: questions.map((question) => ({ question_id: question.id, answer: (answers[question.id] ?? "").trim() })) };
    try {
      await apiRequest("POST", `users/${candidateId}/applyTo/${jobId}`, body);
      setOutcome("sent");
    } catch (error) {
      if (isApiError(error) && error.code === "already_applied") return setOutcome("applied");
      if (isApiError(error) && error.code === "application_withdrawn") return setOutcome("withdrawn");
      if (isApiError(error) && error.code === "not_found") return setFailure(t("notAvailable"));
      // The endpoint names each refused answer by its question.
      if (!form.showApiErrors(error, (issue) => (typeof issue.question_id === "string" ? issue.question_id : null))) setFailure(ofApiError(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {questions.map((question) => {
        const hint = hints[question.id];
        const value = form.values[question.id] ?? "";
        const isKnockout = hint ? isKnockoutAnswer({ type: question.type, knockoutAnswer: hint.knockoutAnswer }, value) : false;
        const isPrefilled = hint?.prefill != null && hint.prefill !== "" && value === hint.prefill;
        return (
          <div key={question.id} className="flex flex-col gap-1.5">
            <QuestionField question={question} form={form} />
            {isPrefilled ? <p className="text-xs text-slate-500 dark:text-slate-400">{t("prefilled")}</p> : null}
            <div aria-live="polite">
              {isKnockout ? (
                <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">{t("knockoutWarning")}</p>
              ) : null}
            </div>
          </div>
        );
      })}
      <FormAlert>{failure}</FormAlert>
      <SubmitButton {...form.submit} label={t("apply")} pendingLabel={t("sending")} />
    </form>
  );
}

type AnswersForm = ReturnType<typeof useForm<Record<string, string>, Record<string, string>>>;

function QuestionField({ question, form }: { question: ApplyQuestion; form: AnswersForm }) {
  const t = useTranslations("ApplyPanel");
  const label = question.text;
  const isOptional = !question.isRequired;
  if (question.type === "YES_NO") {
    const options = [
      { value: "yes", label: t("yes") },
      { value: "no", label: t("no") },
    ];
    return <ChoiceField control={form.control(question.id)} label={label} isOptional={isOptional} options={options} />;
  }
  if (question.type === "SINGLE_CHOICE") {
    return <ChoiceField control={form.control(question.id)} label={label} isOptional={isOptional} options={question.options.map((option) => ({ value: option, label: option }))} />;
  }
  if (question.type === "NUMBER") return <TextField field={form.field(question.id)} label={label} isOptional={isOptional} inputMode="decimal" />;
  if (question.type === "VIDEO_LINK") {
    return <TextField field={form.field(question.id)} label={label} isOptional={isOptional} type="url" inputMode="url" placeholder={t("linkPlaceholder")} hint={t("videoHint")} />;
  }
  return <TextAreaField field={form.field(question.id)} label={label} isOptional={isOptional} rows={4} maxLength={ANSWER_MAX_LENGTH} />;
}

/** What happened, in words, with the way to the candidate's applications. */
function ApplyOutcome({ outcome }: { outcome: Outcome }) {
  const t = useTranslations("ApplyPanel");
  if (outcome === "withdrawn") return <AppliedNotice text={t("withdrawn")} tone="muted" />;
  return (
    <div className="flex flex-col gap-3">
      <AppliedNotice text={outcome === "sent" ? t("sent") : t("applied")} />
      {outcome === "sent" ? <p className="text-sm text-slate-600 dark:text-slate-300">{t("sentLead")}</p> : null}
      <Link href={CANDIDATE_APPLICATIONS_PATH} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        {t("seeApplications")}
      </Link>
    </div>
  );
}
