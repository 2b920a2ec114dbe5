import { z } from "zod";

import { ANSWER_MAX_LENGTH } from "@/lib/applications/answer-rules";
import { optionalText, recordId } from "@/lib/validations/fields";

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
