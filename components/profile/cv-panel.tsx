"use client";

import { useId, useRef, useState, type ChangeEvent, type DragEvent } from "react";
import { useTranslations } from "next-intl";

import { useErrorMessage } from "@/components/forms/use-error-message";
import { useCalendarFormat } from "@/components/i18n/use-calendar-format";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialogActions } from "@/components/ui/confirm-dialog-actions";
import { Dialog } from "@/components/ui/dialog";
import { ErrorIcon } from "@/components/ui/icons";
import { PendingLabel } from "@/components/ui/pending-label";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest, isApiError } from "@/lib/api/client";
import { CV_ACCEPT, CV_MAX_BYTES, looksLikeCv, type CvRefusal } from "@/lib/cv/cv-rules";
import type { CvReadingWire, StoredCvWire } from "@/lib/cv/cv-wire";
import { sendCvFile } from "@/lib/cv/send-cv-file";

/** The candidate's CV: upload (checked first by POST users/test-cv), replace, download, delete. */
export type CvPanelProps = {
  userId: string;
  cv: { fileName: string; uploadedAt: string; downloadUrl: string } | null;
};

type Step =
  | { name: "idle" }
  | { name: "reading"; file: File }
  | { name: "preview"; file: File; reading: CvReadingWire }
  | { name: "saving"; file: File; reading: CvReadingWire; progress: number };

const maxMb = CV_MAX_BYTES / (1024 * 1024);
const refusals: CvRefusal[] = ["not_pdf_or_docx", "active_content", "macros", "encrypted", "damaged"];

/**
 * A CV is read before it is saved: the file goes to test-cv, which says what it found (pages,
 * words, skills), and only "Save CV" stores it. A file that is plainly not a PDF or DOCX, or too
 * large, is refused here before it is sent; the server checks again, by content.
 */
export function CvPanel({ cv }: CvPanelProps) {
  const t = useTranslations("CvPanel");
  const calendar = useCalendarFormat();
  const { ofApiError } = useErrorMessage();
  const toast = useToast();
  const router = useRouter();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(cv);
  const [step, setStep] = useState<Step>({ name: "idle" });
  const [message, setMessage] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const busy = step.name === "reading" || step.name === "saving" || isDeleting;

  function messageOf(error: unknown): string {
    if (isApiError(error) && error.code === "payload_too_large") return t("errors.tooLarge", { maxMb });
    if (isApiError(error) && error.code === "unsupported_file_type") {
      const reason = error.details?.reason;
      return t(`errors.${refusals.includes(reason as CvRefusal) ? (reason as CvRefusal) : "not_pdf_or_docx"}`);
    }
    return ofApiError(error);
  }

  async function read(file: File) {
    setMessage(null);
    if (file.size > CV_MAX_BYTES) return setMessage(t("errors.tooLarge", { maxMb }));
    if (!looksLikeCv(new Uint8Array(await file.slice(0, 8).arrayBuffer()))) return setMessage(t("errors.not_pdf_or_docx"));
    setStep({ name: "reading", file });
    try {
      const reading = await sendCvFile<CvReadingWire>("users/test-cv", file);
      setStep({ name: "preview", file, reading });
    } catch (error) {
      setStep({ name: "idle" });
      setMessage(messageOf(error));
    }
  }

  async function save() {
    if (step.name !== "preview") return;
    const { file, reading } = step;
    setMessage(null);
    setStep({ name: "saving", file, reading, progress: 0 });
    try {
      const saved = await sendCvFile<StoredCvWire>("users/upload-cv", file, {
        onProgress: (progress) => setStep((now) => (now.name === "saving" ? { ...now, progress } : now)),
      });
      setCurrent({ fileName: saved.file_name, uploadedAt: saved.uploaded_at, downloadUrl: saved.download_url });
      setStep({ name: "idle" });
      toast.success(t("saved"));
      router.refresh();
    } catch (error) {
      setStep({ name: "preview", file, reading });
      setMessage(messageOf(error));
    }
  }

  async function remove() {
    setIsDeleting(true);
    try {
      await apiRequest("DELETE", "users/cv/delete");
      setCurrent(null);
      setIsConfirmingDelete(false);
      toast.success(t("deleted"));
      router.refresh();
    } catch (error) {
      setIsConfirmingDelete(false);
      toast.error(ofApiError(error));
    } finally {
      setIsDeleting(false);
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) void read(file);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files?.[0];
    if (file && !busy) void read(file);
  }

  const picker = (
    <input id={inputId} ref={inputRef} type="file" accept={CV_ACCEPT} onChange={onChange} disabled={busy} data-testid="cv-file-input" tabIndex={-1} aria-hidden="true" className="sr-only" />
  );

  return (
    <section
      id="cv"
      aria-labelledby={`${inputId}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      data-testid="cv-panel"
      onDragOver={(event) => {
        event.preventDefault();
        if (!busy) setIsDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDragging(false);
      }}
      onDrop={onDrop}
    >
      {picker}
      <div>
        <h2 id={`${inputId}-title`} className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("lead")}</p>
      </div>
      {current ? (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center dark:border-slate-700 dark:bg-slate-800/60">
          <DocumentIcon className="hidden size-10 shrink-0 text-brand-600 sm:block dark:text-brand-300" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold" data-testid="cv-file-name">
              {current.fileName}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t("uploadedOn", { date: calendar.date(current.uploadedAt) })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <a href={current.downloadUrl} download={current.fileName} className={buttonClasses({ variant: "outline", size: "sm" })}>
              {t("download")}
            </a>
            <Button variant="ghost" size="sm" onClick={() => inputRef.current?.click()} disabled={busy} aria-describedby={`${inputId}-hint ${inputId}-status`}>
              {t("replace")}
            </Button>
            <Button variant="dangerGhost" size="sm" onClick={() => setIsConfirmingDelete(true)} disabled={busy}>
              {t("delete")}
            </Button>
          </div>
        </div>
      ) : null}

      {step.name === "preview" || step.name === "saving" ? (
        <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50/50 p-4 dark:border-brand-800 dark:bg-brand-950/30" data-testid="cv-preview">
          <p className="font-semibold wrap-anywhere">{step.reading.file_name}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {step.reading.pages === null ? t("readWords", { words: step.reading.word_count }) : t("readPagesAndWords", { pages: step.reading.pages, words: step.reading.word_count })}
          </p>
          {step.reading.skills.length > 0 ? (
            <div className="flex flex-col gap-1.5">
              <p className="text-sm text-slate-700 dark:text-slate-300">{t("skillsFound", { count: step.reading.skills.length })}</p>
              <ul className="flex flex-wrap gap-1.5">
                {step.reading.skills.map((skill) => (
                  <li key={skill} className="rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 dark:bg-slate-900 dark:text-brand-200 dark:ring-brand-800">
                    {skill}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("noSkillsFound")}</p>
          )}
          {step.reading.word_count === 0 ? <p className="text-sm text-amber-800 dark:text-amber-300">{t("noText")}</p> : null}
          {step.reading.excerpt ? (
            <blockquote className="line-clamp-3 border-l-2 border-slate-300 pl-3 text-sm text-slate-600 italic dark:border-slate-600 dark:text-slate-400">{step.reading.excerpt}</blockquote>
          ) : null}
          {step.name === "saving" ? (
            <div className="flex flex-col gap-1">
              <div
                role="progressbar"
                aria-label={t("saving")}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(step.progress * 100)}
                className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
              >
                <div className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-400" style={{ width: `${Math.round(step.progress * 100)}%` }} />
              </div>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t("savingProgress", { percent: Math.round(step.progress * 100) })}</p>
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setStep({ name: "idle" })} disabled={step.name === "saving"}>
              {t("cancel")}
            </Button>
            <Button onClick={() => void save()} disabled={step.name === "saving"}>
              <PendingLabel isPending={step.name === "saving"} label={t("save")} pendingLabel={t("saving")} />
            </Button>
          </div>
        </div>
      ) : null}

      {current && step.name !== "reading" && !isDragging ? (
        <p id={`${inputId}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {t("hint", { maxMb })}
        </p>
      ) : (
        <div
          className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-5 text-center transition-colors sm:p-6 ${
            isDragging ? "border-brand-500 bg-brand-50 dark:bg-brand-950/40" : "border-slate-300 dark:border-slate-700"
          }`}
        >
          <Button size="sm" onClick={() => inputRef.current?.click()} disabled={busy} aria-describedby={`${inputId}-hint ${inputId}-status`}>
            <PendingLabel isPending={step.name === "reading"} label={t("choose")} pendingLabel={t("reading")} spinnerClassName="size-4" />
          </Button>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("dropHint")}</p>
          <p id={`${inputId}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
            {t("hint", { maxMb })}
          </p>
        </div>
      )}

      <div id={`${inputId}-status`} role="alert">
        {message ? (
          <p className="flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400" data-testid="cv-error">
            <ErrorIcon className="mt-px size-4 shrink-0" />
            <span>{message}</span>
          </p>
        ) : null}
      </div>

      <Dialog open={isConfirmingDelete} onClose={() => (isDeleting ? undefined : setIsConfirmingDelete(false))} title={t("deleteTitle")} description={t("deleteLead", { fileName: current?.fileName ?? "" })}>
        <ConfirmDialogActions onCancel={() => setIsConfirmingDelete(false)} onConfirm={() => void remove()} isPending={isDeleting} cancelLabel={t("cancel")} confirmLabel={t("confirmDelete")} pendingLabel={t("deleting")} />
      </Dialog>
    </section>
  );
}

function DocumentIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </svg>
  );
}
