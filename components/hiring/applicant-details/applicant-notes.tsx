"use client";

import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";

import { useErrorMessage } from "@/components/forms/use-error-message";
import { useCalendarFormat } from "@/components/i18n/use-calendar-format";
import { buttonClasses } from "@/components/ui/button";
import { PendingLabel } from "@/components/ui/pending-label";
import { useToast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api/client";
import { NOTE_MAX_LENGTH, applicationNoteSchema } from "@/lib/hiring/applicant-details/schemas";

/** A note as the API sends it (dates are JSON strings), plus whether it is still being saved. */
export type NoteView = { _id: string; body: string; created_at: string; author: { _id: string; name: string } | null; isSaving?: boolean };

/**
 * The hiring team's private notes on an applicant: newest first, and a form that adds one at
 * once (optimistically, marked as saving) and takes it back if the server refuses it.
 */
export function ApplicantNotes({ jobId, candidateId, viewerId, initialNotes }: { jobId: string; candidateId: string; viewerId: string; initialNotes: NoteView[] }) {
  const t = useTranslations("ApplicantDetails.notes");
  const calendar = useCalendarFormat();
  const toast = useToast();
  const errors = useErrorMessage();
  const fieldId = useId();
  const [notes, setNotes] = useState(initialNotes);
  const [body, setBody] = useState("");
  const [isSaving, setIsSaving] = useState(false);
  const isValid = applicationNoteSchema.safeParse({ body }).success;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = applicationNoteSchema.safeParse({ body });
    if (!parsed.success || isSaving) return;
    const draft: NoteView = { _id: `draft-${Date.now()}`, body: parsed.data.body, created_at: new Date().toISOString(), author: { _id: viewerId, name: t("you") }, isSaving: true };
    setNotes((current) => [draft, ...current]);
    setBody("");
    setIsSaving(true);
    try {
      const saved = await apiRequest<NoteView>("POST", `posts/${jobId}/applicants/${candidateId}/notes`, parsed.data);
      setNotes((current) => current.map((note) => (note._id === draft._id ? saved : note)));
      toast.success(t("added"));
    } catch (error) {
      setNotes((current) => current.filter((note) => note._id !== draft._id));
      setBody(parsed.data.body);
      toast.error(errors.ofApiError(error));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("lead")}</p>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {t("label")}
        </label>
        <textarea
          id={fieldId}
          name="body"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={NOTE_MAX_LENGTH}
          rows={3}
          placeholder={t("placeholder")}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500"
        />
        <div className="flex items-center justify-between gap-3">
          <span className="text-xs tabular-nums text-slate-500 dark:text-slate-400" aria-live="polite">
            {t("counter", { count: body.length, max: NOTE_MAX_LENGTH })}
          </span>
          <button type="submit" disabled={!isValid || isSaving} className={buttonClasses({ variant: "primary", size: "sm" })}>
            <PendingLabel isPending={isSaving} label={t("add")} pendingLabel={t("adding")} spinnerClassName="size-4" />
          </button>
        </div>
      </form>
      {notes.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">{t("empty")}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="applicant-notes">
          {notes.map((note) => (
            <li key={note._id} aria-busy={note.isSaving ? true : undefined} className={`rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-950/60 ${note.isSaving ? "opacity-70" : ""}`}>
              <p className="text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-100">{note.body}</p>
              <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
                {note.author ? (note.author._id === viewerId ? t("you") : note.author.name) : t("formerMember")} · {note.isSaving ? t("saving") : calendar.date(note.created_at)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
