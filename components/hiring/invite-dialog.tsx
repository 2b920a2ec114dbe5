"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { ApplicantCard } from "@/components/hiring/applicant-card";
import { JobPicker } from "@/components/hiring/job-picker";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { PendingLabel } from "@/components/ui/pending-label";
import type { ApplicantCard as ApplicantCardData } from "@/lib/hiring/applicant-card";
import type { InvitableJob } from "@/lib/hiring/list-invitable-jobs";

export type InviteDialogProps = {
  candidates: ApplicantCardData[];
  jobs: InvitableJob[];
  isSending: boolean;
  onCancel: () => void;
  onContinue: (job: InvitableJob) => void;
  /** A job whose company is on Free was chosen: the choice is reset and the upgrade dialog is the caller's. */
  onFreeJobChosen: (job: InvitableJob) => void;
};

/**
 * The job-invitation modal (spec 2 and 5): the candidate's card (or how many are invited at once),
 * a searchable dropdown of the employer's open jobs, Cancel and Continue; Continue stays disabled
 * while no job is chosen. A job of a company on Free cannot be chosen: it opens the upgrade
 * dialog and the choice is reset.
 */
export function InviteDialog({ candidates, jobs, isSending, onCancel, onContinue, onFreeJobChosen }: InviteDialogProps) {
  const t = useTranslations("HiringCandidates.invite");
  const [job, setJob] = useState<InvitableJob | null>(null);
  const [only] = candidates;
  const isSingle = candidates.length === 1 && only;

  function choose(next: InvitableJob) {
    if (!next.company.isPremium) {
      setJob(null);
      onFreeJobChosen(next);
      return;
    }
    setJob(next);
  }

  return (
    <Dialog
      open
      onClose={() => (isSending ? undefined : onCancel())}
      title={isSingle ? t("title") : t("titleMany", { count: candidates.length })}
      description={t("lead")}
      className="sm:max-w-lg"
    >
      <form
        className="flex flex-col gap-4 overflow-y-auto px-5 pt-4 pb-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (job && !isSending) onContinue(job);
        }}
      >
        {isSingle ? (
          <ApplicantCard candidate={only} />
        ) : (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-200">{t("selectedCount", { count: candidates.length })}</p>
        )}
        <JobPicker jobs={jobs} value={job} onChange={choose} label={t("job")} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={isSending}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={!job || isSending} aria-busy={isSending}>
            <PendingLabel isPending={isSending} label={t("continue")} pendingLabel={t("sending")} />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
