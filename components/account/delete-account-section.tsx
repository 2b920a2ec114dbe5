"use client";

import { useState } from "react";
import { signOut } from "next-auth/react";
import { useLocale, useTranslations } from "next-intl";

import { loadPage } from "@/components/account/load-page";
import { announceSessionEnding } from "@/components/auth/session-expiry";
import { TextAreaField } from "@/components/forms/fields";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { useForm } from "@/components/forms/use-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { PendingLabel } from "@/components/ui/pending-label";
import { useToast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api/client";
import { DELETE_REASON_MAX_LENGTH, deleteAccountSchema } from "@/lib/users/schemas";

/** Typed confirmation ignores case and surrounding spaces, as e-mail addresses do. */
function isSameAddress(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.toLowerCase();
}

/**
 * Account deletion with a reason (POST /api/users/profile/delete-account). A dialog asks for the
 * account's e-mail typed out first; once deleted, the session ends and the landing page loads.
 */
export function DeleteAccountSection({ email }: { email: string }) {
  const t = useTranslations("AccountSettings.delete");
  const { ofApiError } = useErrorMessage();
  const locale = useLocale();
  const toast = useToast();
  const form = useForm({ schema: deleteAccountSchema, initialValues: { deleteReason: "" } });
  const [reason, setReason] = useState<string | null>(null);
  const [typed, setTyped] = useState("");
  const [isDeleting, setIsDeleting] = useState(false);

  const onSubmit = form.handleSubmit(async ({ deleteReason }) => {
    setTyped("");
    setReason(deleteReason);
  });

  async function confirm() {
    if (reason === null || !isSameAddress(typed, email) || isDeleting) return;
    setIsDeleting(true);
    // From the moment the account is deleted every call the page makes is refused: the session
    // watcher must not take that for an expiry and send the user to the login page.
    announceSessionEnding();
    try {
      await apiRequest("POST", "users/profile/delete-account", { deleteReason: reason });
    } catch (error) {
      announceSessionEnding(false);
      setIsDeleting(false);
      setReason(null);
      toast.error(ofApiError(error));
      return;
    }
    // The account is gone and its session with it; this only clears the cookie.
    await signOut({ redirect: false }).catch(() => undefined);
    try {
      window.localStorage.clear();
      window.sessionStorage.clear();
    } catch {
      // Storage can be unavailable (private mode); there is nothing to clear then.
    }
    loadPage(`/${locale}`);
  }

  const matches = isSameAddress(typed, email);
  return (
    <>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextAreaField field={form.field("deleteReason")} label={t("reason")} hint={t("reasonHint", { max: DELETE_REASON_MAX_LENGTH })} maxLength={DELETE_REASON_MAX_LENGTH} />
        <div>
          <Button type="submit" variant="danger" aria-disabled={form.isValid ? undefined : true} className="w-full sm:w-auto">
            {t("submit")}
          </Button>
        </div>
      </form>
      <Dialog open={reason !== null} onClose={() => (isDeleting ? undefined : setReason(null))} title={t("dialogTitle")} description={t("dialogLead")}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
          className="flex flex-col gap-4 px-5 py-4"
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor="delete-account-confirm" className="text-sm font-semibold text-slate-800 dark:text-slate-200">
              {t("confirmLabel", { email })}
            </label>
            <input
              id="delete-account-confirm"
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={typed !== "" && !matches ? true : undefined}
              aria-describedby={typed !== "" && !matches ? "delete-account-confirm-error" : undefined}
              className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink shadow-sm focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            />
            {typed !== "" && !matches ? (
              <p id="delete-account-confirm-error" className="text-sm text-slate-600 dark:text-slate-400">
                {t("confirmMismatch")}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setReason(null)} disabled={isDeleting}>
              {t("cancel")}
            </Button>
            <Button type="submit" variant="danger" disabled={!matches || isDeleting}>
              <PendingLabel isPending={isDeleting} label={t("confirm")} pendingLabel={t("deleting")} />
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
