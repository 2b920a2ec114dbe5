import { z } from "zod";

import { ANSWER_MAX_LENGTH } from "@/lib/applications/answer-rules";
import { optionalText, recordId, wholeNumber } from "@/lib/validations/fields";

/** POST /api/users/{id}/applyTo/{postId}: the path names the candidate (the caller) and the job. */
export const applyParamsSchema = z.object({ id: recordId(), postId: recordId() });

/**
 * The spec's apply payload (section 3): candidate_id and questions, the answers to the job's
 * questions. Which questions exist and which are required is checked against the job
 * (lib/applications/answer-rules.ts, the rule the apply form uses too).
 */
export const applyToJobSchema = z.object({
  candidate_id: recordId(),
  questions: z
    .array(z.object({ question_id: recordId(), answer: optionalText(ANSWER_MAX_LENGTH) }))
    .max(100)
    .default([]),
});

export type ApplyToJobInput = z.output<typeof applyToJobSchema>;

/** POST /api/users/response-questions/{postId}/{questionId}: the job and one of its questions. */
export const responseQuestionParamsSchema = z.object({ postId: recordId(), questionId: recordId() });

/**
 * The spec says "body is the answer": a bare JSON string (or number) is taken, and so is
 * { answer }. The question's own rule (answer-rules.ts) checks it against its type.
 */
export const questionResponseSchema = z
  .union([z.string(), z.number(), z.object({ answer: z.union([z.string(), z.number()]) })], { error: "Send the answer, as a string or as { answer }." })
  .transform((body) => String(typeof body === "object" ? body.answer : body));

/** GET /api/users/{id}/applies and the applications page: one query schema for both. */
export const candidateApplicationsQuerySchema = z.object({
  status: z.enum(["active", "closed"]).optional(),
  page: wholeNumber(1, 10_000).default(1),
  take: wholeNumber(1, 50).default(20),
});

export type CandidateApplicationsQuery = z.output<typeof candidateApplicationsQuerySchema>;

/** POST /api/users/{id}/applications/{applicationId}/withdraw. */
export const withdrawParamsSchema = z.object({ id: recordId(), applicationId: recordId() });
