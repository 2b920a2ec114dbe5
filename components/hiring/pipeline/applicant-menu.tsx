"use client";

import { useTranslations } from "next-intl";

import { useOpenJobRoom } from "@/components/chat/message-applicant-button";
import { CheckIcon, DotsIcon } from "@/components/ui/icons";
import { DropdownMenu, DropdownMenuItem, DropdownMenuLink } from "@/components/ui/dropdown-menu";
import type { PipelineApplicant } from "@/lib/hiring/pipeline/list-applicants";
import type { PipelineStage } from "@/lib/hiring/pipeline/schemas";

import { pipelinePath } from "@/lib/hiring/pipeline/pipeline-tabs";

export type ApplicantMenuActions = {
  changeStage: (stage: PipelineStage) => void;
  markReviewed: () => void;
  markHired: () => void;
};


/**
 * An applicant's pop-up option menu (spec 2 and 4): view the application, move it between the
 * stages, mark it reviewed (then 'Already reviewed' in green, leading to the hiring process) and
 * hired, and message the applicant in the job room (opened on the chat page). A withdrawn
 * application can only be viewed.
 */
export function ApplicantMenu({ jobId, applicant, actions }: { jobId: string; applicant: PipelineApplicant; actions: ApplicantMenuActions }) {
  const t = useTranslations("HiringPipeline");
  const isOpen = applicant.withdrawn_at === null;
  const isHired = applicant.hired_at !== null;
  const { openJobRoom } = useOpenJobRoom();
  return (
    <DropdownMenu
      label={t("menu.label", { name: applicant.name })}
      labelTrigger
      align="end"
      trigger={<DotsIcon />}
      triggerClassName="inline-flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <DropdownMenuLink href={`/home/applicant-details/${jobId}/applicant/${applicant.candidate_id}`}>{t("menu.view")}</DropdownMenuLink>
      {isOpen ? <DropdownMenuItem onSelect={() => void openJobRoom(jobId, applicant.candidate_id)}>{t("menu.message")}</DropdownMenuItem> : null}
      {isOpen && applicant.stage === "applied" ? <DropdownMenuItem onSelect={() => actions.changeStage("shortlisted")}>{t("menu.shortlist")}</DropdownMenuItem> : null}
      {isOpen && applicant.stage === "shortlisted" && !isHired ? (
        <DropdownMenuItem onSelect={() => actions.changeStage("applied")}>{t("menu.backToApplicants")}</DropdownMenuItem>
      ) : null}
      {isOpen && applicant.stage !== "dismissed" ? (
        applicant.reviewed ? (
          <DropdownMenuLink href={pipelinePath(jobId, "hiring-process")} subtitle={t("menu.alreadyReviewedHint")} icon={<CheckIcon className="size-4 text-emerald-600 dark:text-emerald-400" />}>
            <span className="text-emerald-700 dark:text-emerald-400">{t("menu.alreadyReviewed")}</span>
          </DropdownMenuLink>
        ) : (
          <DropdownMenuItem onSelect={actions.markReviewed}>{t("menu.markReviewed")}</DropdownMenuItem>
        )
      ) : null}
      {isOpen && applicant.stage !== "dismissed" && !isHired ? <DropdownMenuItem onSelect={actions.markHired}>{t("menu.markHired")}</DropdownMenuItem> : null}
      {isOpen && applicant.stage !== "dismissed" && !isHired ? <DropdownMenuItem onSelect={() => actions.changeStage("dismissed")}>{t("menu.dismiss")}</DropdownMenuItem> : null}
      {isOpen && applicant.stage === "dismissed" ? <DropdownMenuItem onSelect={() => actions.changeStage("applied")}>{t("menu.restore")}</DropdownMenuItem> : null}
    </DropdownMenu>
  );
}
