"use client";

import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";

import { FormAlert } from "@/components/forms/form-alert";
import { ChoiceField, TextAreaField, TextField } from "@/components/forms/fields";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { useForm } from "@/components/forms/use-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { apiRequest, isApiError } from "@/lib/api/client";
import { ANSWER_MAX_LENGTH, answersFormSchema } from "@/lib/applications/answer-rules";

import { AppliedNotice } from "./applied-notice";
import type { ApplyQuestion } from "./apply-panel";

/**
 * A candidate's answers to the job's questions and the Apply button. Its own module, loaded only
 * when a candidate who may apply sees it: it brings the answer rules and zod, which visitors and
 * employers never need on the public job page.
 */
export function ApplyForm({ jobId, candidateId, questions }: { jobId: string; candidateId: string; questions: ApplyQuestion[] }) {
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
