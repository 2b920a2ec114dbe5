import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { fullName } from "@/lib/users/display-name";

import { hiringTeamJobWhere } from "./hiring-team";
import type { ApplicationNoteInput } from "./schemas";

/** A private note as the hiring team reads it; the author is null once their account is gone. */
export type ApplicationNoteItem = { _id: string; body: string; created_at: Date; author: { _id: string; name: string } | null };

const noteSelect = { id: true, body: true, createdAt: true, author: { select: { id: true, firstName: true, lastName: true, email: true } } } as const;

type NoteRow = { id: string; body: string; createdAt: Date; author: { id: string; firstName: string | null; lastName: string | null; email: string } | null };

function toItem(note: NoteRow): ApplicationNoteItem {
  return {
    _id: note.id,
    body: note.body,
    created_at: note.createdAt,
    author: note.author ? { _id: note.author.id, name: fullName(note.author) ?? note.author.email } : null,
  };
}

/** An application's notes, newest first. */
export async function listApplicationNotes(applicationId: string): Promise<ApplicationNoteItem[]> {
  const notes = await db.applicationNote.findMany({ where: { applicationId }, select: noteSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return notes.map(toItem);
}

/** The application of a candidate to a job of the caller's hiring team, or 404 (another employer's, or none). */
export async function teamApplicationId(caller: CurrentUser, jobId: string, candidateId: string): Promise<string> {
  const application = await db.application.findFirst({
    where: { jobId, candidateId, candidate: { deletedAt: null }, job: hiringTeamJobWhere(caller.id) },
    select: { id: true },
  });
  if (!application) throw new AppError("not_found", { message: "No such applicant." });
  return application.id;
}

/** GET /api/posts/{postId}/applicants/{userId}/notes: the hiring team's private notes on an applicant. */
export async function listApplicantNotes(caller: CurrentUser, jobId: string, candidateId: string): Promise<ApplicationNoteItem[]> {
  return listApplicationNotes(await teamApplicationId(caller, jobId, candidateId));
}

/** POST /api/posts/{postId}/applicants/{userId}/notes {body}: a member of the hiring team adds a note; never shown to the candidate. */
export async function addApplicantNote(caller: CurrentUser, jobId: string, candidateId: string, input: ApplicationNoteInput): Promise<ApplicationNoteItem> {
  const applicationId = await teamApplicationId(caller, jobId, candidateId);
  const note = await db.applicationNote.create({ data: { applicationId, authorId: caller.id, body: input.body }, select: noteSelect });
  return toItem(note);
}
