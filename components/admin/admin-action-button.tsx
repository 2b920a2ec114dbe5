"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";

import { useErrorMessage } from "@/components/forms/use-error-message";
import { Button } from "@/components/ui/button";
import { ConfirmDialogActions } from "@/components/ui/confirm-dialog-actions";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api/client";

export type AdminActionKind = "banUser" | "unbanUser" | "banJob" | "unbanJob" | "banCompany" | "unbanCompany" | "enableCompany";

const endpoint: Record<AdminActionKind, (id: string) => string> = {
  banUser: (id) => `users/${id}/ban`,
  unbanUser: (id) => `users/${id}/unban`,
  banJob: (id) => `posts/${id}/banned`,
  unbanJob: (id) => `posts/${id}/un-banned`,
  banCompany: (id) => `companies/${id}/banned`,
  unbanCompany: (id) => `companies/${id}/un-banned`,
  enableCompany: (id) => `companies/${id}/enable`,
};

const REASON_MIN = 3;

/**
 * One administrator action on one target (ban, unban, enable): a confirmation dialog that says
 * what will happen and asks why (required to ban), the REST call, a toast that says what
 * happened, and the page's lists read again.
 */
export function AdminActionButton({ kind, id, name }: { kind: AdminActionKind; id: string; name: string }) {
  const t = useTranslations("Admin");
  const { ofApiError } = useErrorMessage();
  const toast = useToast();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const reasonId = useId();
  const isBan = kind.startsWith("ban");
  const label = isBan ? t("actions.ban") : kind === "enableCompany" ? t("actions.enable") : t("actions.unban");

  async function confirm() {
    const trimmed = reason.trim();
    if (isBan && trimmed.length < REASON_MIN) {
      setError(t("dialog.reasonRequired"));
      reasonRef.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      const state = await apiRequest<{ changed: boolean }>("PUT", endpoint[kind](id), trimmed ? { reason: trimmed } : {});
      const done = isBan ? "toasts.banned" : kind === "enableCompany" ? "toasts.enabled" : "toasts.unbanned";
      toast.show({ kind: state.changed ? "success" : "info", message: state.changed ? t(done, { name }) : t("toasts.unchanged", { name }) });
      setOpen(false);
      setReason("");
      router.refresh();
    } catch (failure) {
      setError(ofApiError(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button variant={isBan ? "danger" : "outline"} size="sm" onClick={() => setOpen(true)} aria-label={`${label}: ${name}`}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => !isPending && setOpen(false)} title={t(`dialog.${kind}Title`, { name })} description={t(`dialog.${kind}Body`)} initialFocusRef={reasonRef}>
        <div className="flex flex-col gap-2 px-5 pt-2">
          <label htmlFor={reasonId} className="text-sm font-semibold">
            {t("dialog.reason")}
          </label>
          <textarea
            id={reasonId}
            ref={reasonRef}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={1000}
            rows={3}
            required={isBan}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${reasonId}-hint`}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
          />
          <p id={`${reasonId}-hint`} className={error ? "text-sm text-red-600 dark:text-red-400" : "text-sm text-slate-500 dark:text-slate-400"} role={error ? "alert" : undefined}>
            {error ?? (isBan ? t("dialog.reasonRequired") : t("dialog.reasonOptional"))}
          </p>
        </div>
        <ConfirmDialogActions onCancel={() => setOpen(false)} onConfirm={confirm} isPending={isPending} cancelLabel={t("dialog.cancel")} confirmLabel={label} pendingLabel={t("dialog.pending")} />
      </Dialog>
    </>
  );
}
