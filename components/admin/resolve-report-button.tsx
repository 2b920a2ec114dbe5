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

type Action = "dismiss" | "ban_user" | "archive_room";

const fieldClasses = "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900";

/** Handles a chat report: dismiss it, ban one of the chat's members (not the reporter), or archive the chat. */
export function ResolveReportButton({ reportId, members }: { reportId: string; members: { id: string; label: string }[] }) {
  const t = useTranslations("Admin");
  const { ofApiError } = useErrorMessage();
  const toast = useToast();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [action, setAction] = useState<Action>("dismiss");
  const [memberId, setMemberId] = useState(members[0]?.id ?? "");
  const [reason, setReason] = useState("");
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const firstRef = useRef<HTMLSelectElement>(null);
  const id = useId();

  async function confirm() {
    if (reason.trim().length < 3) {
      setError(t("dialog.reasonRequired"));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await apiRequest("PUT", `admin/reports/${reportId}`, { action, reason: reason.trim(), ...(action === "ban_user" ? { user_id: memberId } : {}) });
      toast.show({ kind: "success", message: t("toasts.resolved") });
      setOpen(false);
      router.refresh();
    } catch (failure) {
      setError(ofApiError(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t("actions.resolve")}
      </Button>
      <Dialog open={open} onClose={() => !isPending && setOpen(false)} title={t("dialog.resolveTitle")} description={t("dialog.resolveBody")} initialFocusRef={firstRef}>
        <div className="flex flex-col gap-3 px-5 pt-2">
          <label className="flex flex-col gap-1 text-sm font-semibold" htmlFor={`${id}-action`}>
            {t("dialog.resolveAction")}
            <select id={`${id}-action`} ref={firstRef} value={action} onChange={(event) => setAction(event.target.value as Action)} className={fieldClasses}>
              <option value="dismiss">{t("dialog.dismiss")}</option>
              {members.length > 0 && <option value="ban_user">{t("dialog.banMember")}</option>}
              <option value="archive_room">{t("dialog.archiveRoom")}</option>
            </select>
          </label>
          {action === "ban_user" && (
            <label className="flex flex-col gap-1 text-sm font-semibold" htmlFor={`${id}-member`}>
              {t("dialog.member")}
              <select id={`${id}-member`} value={memberId} onChange={(event) => setMemberId(event.target.value)} className={fieldClasses}>
                {members.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="flex flex-col gap-1 text-sm font-semibold" htmlFor={`${id}-reason`}>
            {t("dialog.reason")}
            <textarea id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value)} rows={3} maxLength={1000} className={fieldClasses} />
          </label>
          <p className={error ? "text-sm text-red-600 dark:text-red-400" : "text-sm text-slate-500 dark:text-slate-400"} role={error ? "alert" : undefined}>
            {error ?? t("dialog.reasonRequired")}
          </p>
        </div>
        <ConfirmDialogActions onCancel={() => setOpen(false)} onConfirm={confirm} isPending={isPending} cancelLabel={t("dialog.cancel")} confirmLabel={t("dialog.confirm")} pendingLabel={t("dialog.pending")} />
      </Dialog>
    </>
  );
}
