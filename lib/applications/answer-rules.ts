import { z } from "zod";

import type { JobQuestionType } from "@/lib/generated/prisma/enums";
import { formMessages } from "@/lib/validations/form-messages";
import { recogniseVideoLink } from "@/lib/video-links/video-link-forms";

/** Answers are stored in a varchar(5000). */
export const ANSWER_MAX_LENGTH = 5000;

/** What the apply form and the apply endpoint both know of a screening question. */
export type AnswerableQuestion = { id: string; type: JobQuestionType; isRequired: boolean; options: readonly string[] };

/** Per question of a job, for the candidate about to apply: the answer that rules applicants out, and their earlier answer to the same question. */
export type QuestionHints = Record<string, { knockoutAnswer: string | null; prefill: string | null }>;

/** The answer as stored ("yes"/"no" in lower case, links as typed), or the message that refuses it. */
export type AnswerCheck = { ok: true; answer: string | null } | { ok: false; code: "required" | "invalid_answer"; message: string };

/**
 * One rule for an answer, on both sides of the wire: the apply panel checks as the candidate
 * types, POST users/{id}/applyTo/{postId} checks again. Empty answers to optional questions are
 * no answer (null).
 */
export function checkAnswer(question: Pick<AnswerableQuestion, "type" | "isRequired" | "options">, raw: string): AnswerCheck {
  const answer = raw.trim();
  if (answer === "") return question.isRequired ? { ok: false, code: "required", message: formMessages.required } : { ok: true, answer: null };
  const invalid = (message: string): AnswerCheck => ({ ok: false, code: "invalid_answer", message });
  if (answer.length > ANSWER_MAX_LENGTH) return invalid(formMessages.maxLength);
  if (answer.includes("\u0000")) return invalid(formMessages.noNulCharacter);
  if (question.type === "YES_NO") {
    const value = answer.toLowerCase();
    return value === "yes" || value === "no" ? { ok: true, answer: value } : invalid(formMessages.yesOrNo);
  }
  // The profile's rule for video links (spec 5): a YouTube, Vimeo or Loom video, by its URL form.
  if (question.type === "VIDEO_LINK") return recogniseVideoLink(answer) ? { ok: true, answer } : invalid(formMessages.invalidLink);
  if (question.type === "SINGLE_CHOICE") return question.options.includes(answer) ? { ok: true, answer } : invalid(formMessages.invalid);
  if (question.type === "NUMBER") return /^-?\d+([.,]\d+)?$/.test(answer) ? { ok: true, answer: answer.replace(",", ".") } : invalid(formMessages.invalid);
  return { ok: true, answer };
}

/**
 * The apply form's values, one text per question id, checked by `checkAnswer`: the same messages
 * the endpoint answers with in details.fields.
 */
export function answersFormSchema(questions: readonly AnswerableQuestion[]) {
  return z.record(z.string(), z.string()).superRefine((answers, context) => {
    for (const question of questions) {
      const check = checkAnswer(question, answers[question.id] ?? "");
      if (!check.ok) context.addIssue({ code: "custom", path: [question.id], message: check.message });
    }
  });
}

/**
 * Whether an answer is the job's knockout answer: "no" (or "yes") to a yes/no question, the
 * choice that rules applicants out, or for NUMBER a figure below the minimum. The apply panel
 * warns before sending; applying stays allowed and the employer decides.
 */
export function isKnockoutAnswer(question: { type: JobQuestionType; knockoutAnswer: string | null }, raw: string): boolean {
  const answer = raw.trim();
  const knockout = question.knockoutAnswer;
  if (answer === "" || knockout === null) return false;
  if (question.type === "YES_NO") return answer.toLowerCase() === knockout.toLowerCase();
  if (question.type === "SINGLE_CHOICE") return answer === knockout;
  if (question.type === "NUMBER") {
    const value = Number(answer.replace(",", "."));
    const minimum = Number(knockout);
    return Number.isFinite(value) && Number.isFinite(minimum) && value < minimum;
  }
  return false;
}

/** Two questions are "the same question" for prefilling when their type matches and their texts do, ignoring case and spacing. */
export function questionKey(question: { type: JobQuestionType; text: string }): string {
  return `${question.type}:${question.text.trim().replace(/\s+/g, " ").toLowerCase()}`;
}
