"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { useErrorMessage } from "@/components/forms/use-error-message";
import { buttonClasses } from "@/components/ui/button";
import { PendingLabel } from "@/components/ui/pending-label";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";

type Stage = "applied" | "shortlisted" | "dismissed";
type Action = "shortlist" | "dismiss" | "restore" | "markReviewed";

const done: Record<Action, "shortlisted" | "dismissed" | "restored" | "markedReviewed"> = {
  shortlist: "shortlisted",
  dismiss: "dismissed",
  restore: "restored",
  markReviewed: "markedReviewed",
};

/**
 * The pipeline's moves for one applicant, through the pipeline's own routes (lib/hiring/pipeline):
 * shortlist, dismiss or bring back, and mark reviewed. The page reloads afterwards, so that the
 * stage, the badges and the history all show the change.
 */
export function ApplicantActions({ jobId, candidateId, name, stage, isReviewed }: { jobId: string; candidateId: string; name: string; stage: Stage; isReviewed: boolean }) {
  const t = useTranslations("ApplicantDetails.actions");
  const toast = useToast();
  const errors = useErrorMessage();
  const router = useRouter();
  const [pending, setPending] = useState<Action | null>(null);

  async function run(action: Action) {
    setPending(action);
    try {
      const base = `posts/${jobId}/applicants/${candidateId}`;
      if (action === "markReviewed") await apiRequest("POST", `${base}/reviewed`);
      else await apiRequest("PUT", `${base}/stage`, { stage: action === "shortlist" ? "shortlisted" : action === "dismiss" ? "dismissed" : "applied" });
      toast.success(t(done[action], { name }));
      router.refresh();
    } catch (error) {
      toast.error(errors.ofApiError(error));
    } finally {
      setPending(null);
    }
  }

  const actions: { action: Action; variant: "primary" | "outline" | "danger" }[] = [
    ...(stage === "applied" ? [{ action: "shortlist" as const, variant: "primary" as const }] : []),
    ...(stage === "dismissed" ? [{ action: "restore" as const, variant: "outline" as const }] : []),
    ...(isReviewed ? [] : [{ action: "markReviewed" as const, variant: "outline" as const }]),
    ...(stage !== "dismissed" ? [{ action: "dismiss" as const, variant: "danger" as const }] : []),
  ];

  return (
    <div role="group" aria-label={t("label")} className="flex flex-wrap gap-2">
      {actions.map(({ action, variant }) => (
        <button key={action} type="button" disabled={pending !== null} onClick={() => void run(action)} className={buttonClasses({ variant, size: "sm" })}>
          <PendingLabel isPending={pending === action} label={t(action)} pendingLabel={t(action)} spinnerClassName="size-4" />
        </button>
      ))}
    </div>
  );
}
