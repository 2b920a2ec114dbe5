"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { useErrorMessage } from "@/components/forms/use-error-message";
import { buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";

/** Withdraw, after a confirmation that says what it means; the outcome is told in a toast and the list reloads. */
export function WithdrawButton({ candidateId, applicationId, jobTitle }: { candidateId: string; applicationId: string; jobTitle: string }) {
  const t = useTranslations("CandidateApplications");
  const toast = useToast();
  const router = useRouter();
  const errors = useErrorMessage();
  const [isOpen, setIsOpen] = useState(false);
  const [isPending, setIsPending] = useState(false);

  async function confirm() {
    setIsPending(true);
    try {
      await apiRequest("POST", `users/${candidateId}/applications/${applicationId}/withdraw`);
      setIsOpen(false);
      toast.success(t("withdrawDone", { job: jobTitle }));
      router.refresh();
    } catch (error) {
      toast.error(errors.ofApiError(error));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)} className={buttonClasses({ variant: "outline", size: "sm" })} aria-label={t("withdrawNamed", { job: jobTitle })}>
        {t("withdraw")}
      </button>
      {isOpen ? (
        <Dialog open onClose={() => setIsOpen(false)} title={t("withdrawTitle", { job: jobTitle })} description={t("withdrawLead")}>
          <div className="flex flex-col-reverse gap-2 px-5 py-4 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => setIsOpen(false)} className={buttonClasses({ variant: "outline" })}>
              {t("keep")}
            </button>
            <button type="button" onClick={() => void confirm()} disabled={isPending} className={buttonClasses({ variant: "danger" })}>
              {isPending ? t("withdrawing") : t("confirmWithdraw")}
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
