import { z } from "zod";

/** Answers are stored in a varchar(5000). */
export const ANSWER_MAX_LENGTH = 5000;

/** POST /api/users/{id}/applyTo/{postId}: the path names the candidate (the caller) and the job. */
export const applyParamsSchema = z.object({ id: z.uuid(), postId: z.uuid() });

/**
 * The spec's apply payload (section 3): candidate_id and questions, the answers to the job's
 * questions. Which questions exist and which are required is checked against the job.
 */
export const applyToJobSchema = z.object({
  candidate_id: z.uuid(),
  questions: z
    .array(z.object({ question_id: z.uuid(), answer: z.string().trim().max(ANSWER_MAX_LENGTH) }))
    .max(100)
    .default([]),
});

export type ApplyToJobInput = z.output<typeof applyToJobSchema>;
