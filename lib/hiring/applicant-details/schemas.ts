import { z } from "zod";

import { localeQuerySchema } from "@/lib/catalogue/schemas";
import { recordId, requiredText, wholeNumber } from "@/lib/validations/fields";

/** GET /api/users/{id}/job/{jobId}: the applicant (a candidate's user id) and the job. */
export const applicantParamsSchema = z.object({ id: recordId(), jobId: recordId() });

/** GET and POST /api/posts/{postId}/applicants/{userId}/notes (the folder names the job `id`). */
export const applicantNotesParamsSchema = z.object({ id: recordId(), userId: recordId() });

/** A note is stored in a varchar(2000). */
export const NOTE_MAX_LENGTH = 2000;

/** A private note on an applicant: 1 to 2,000 characters, trimmed. */
export const applicationNoteSchema = z.object({ body: requiredText(NOTE_MAX_LENGTH) });

export type ApplicationNoteInput = z.output<typeof applicationNoteSchema>;

/** GET /api/users/last-candidates-applies/list: how many of the latest applications (default 10, at most 50). */
export const latestApplicantsQuerySchema = localeQuerySchema.extend({ take: wholeNumber(1, 50).default(10) });
