import { route } from "@/lib/api/route";
import { addApplicantNote, listApplicantNotes } from "@/lib/hiring/applicant-details/application-notes";
import { applicantNotesParamsSchema, applicationNoteSchema } from "@/lib/hiring/applicant-details/schemas";

export const dynamic = "force-dynamic";

/** The hiring team's private notes on an applicant, newest first. */
export const GET = route({ params: applicantNotesParamsSchema }, ({ params, user }) => listApplicantNotes(user, params.id, params.userId), { auth: "employer" });

/** Adds a private note {body} (1 to 2,000 characters). */
export const POST = route(
  { params: applicantNotesParamsSchema, body: applicationNoteSchema },
  ({ params, body, user }) => addApplicantNote(user, params.id, params.userId, body),
  { auth: "employer", status: 201 },
);
