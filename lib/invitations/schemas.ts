import { z } from "zod";

import { recordId } from "@/lib/validations/fields";

/** The most candidates one bulk invitation takes; more is refused whole (422 validation_failed). */
export const MAX_BULK_INVITATIONS = 100;

/** POST /api/posts/{postId}/invite-candidate/{candidateId} (the folder names the job `id`, as its siblings do). */
export const inviteCandidateParamsSchema = z.object({ id: recordId(), candidateId: recordId() });

/**
 * The spec's bulk body {candidateIds}: 1 to 100 candidate ids; repeats count once. The length is
 * checked before the ids, so 10,000 of them are one issue, not ten thousand.
 */
export const inviteCandidatesSchema = z.object({
  candidateIds: z
    .array(z.unknown())
    .min(1)
    .max(MAX_BULK_INVITATIONS, `At most ${MAX_BULK_INVITATIONS} candidates at a time.`)
    .pipe(z.array(recordId())),
});

export type InviteCandidatesInput = z.output<typeof inviteCandidatesSchema>;
