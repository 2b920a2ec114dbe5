"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { useErrorMessage } from "@/components/forms/use-error-message";
import { PlanLimitDialog, planLimitOf, type PlanLimit } from "@/components/plans/plan-limit-dialog";
import { buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DropdownMenu, DropdownMenuItem, DropdownMenuLink } from "@/components/ui/dropdown-menu";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import { POST_JOB_PATH } from "@/lib/navigation/paths";

type Status = "draft" | "open" | "paused" | "closed";

const statusChanges: Record<Status, ("open" | "pause" | "close")[]> = {
  draft: ["open"],
  open: ["pause", "close"],
  paused: ["open", "close"],
  closed: ["open"],
};
const statusOf = { open: "open", pause: "paused", close: "closed" } as const;
const doneMessage = { open: "opened", pause: "paused", close: "closed" } as const;

/**
 * A job's actions in the employer's list: edit, duplicate, open, pause or close, summary, save
 * as a template and delete (with a confirmation). Opening past the plan's limit shows the plan
 * dialog; every outcome is said in a toast and the list reloads.
 */
export function JobActions({ job }: { job: { id: string; title: string; status: Status; isBanned: boolean } }) {
  const t = useTranslations("EmployerJobs");
  const router = useRouter();
  const toast = useToast();
  const errors = useErrorMessage();
  const [planLimit, setPlanLimit] = useState<PlanLimit | null>(null);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const values = { job: job.title };

  async function run(action: () => Promise<string>) {
    setIsBusy(true);
    try {
      toast.success(await action());
      router.refresh();
    } catch (error) {
      const limit = planLimitOf(error);
      if (limit) setPlanLimit(limit);
      else toast.error(errors.ofApiError(error));
    } finally {
      setIsBusy(false);
    }
  }

  const changeStatus = (change: "open" | "pause" | "close") =>
    run(async () => {
      await apiRequest("PUT", `posts/${job.id}`, { status: statusOf[change] });
      return t(doneMessage[change], values);
    });

  const saveAsTemplate = () =>
    run(async () => {
      await apiRequest("POST", "job-templates", { name: job.title, from_job: job.id });
      return t("templateSaved", values);
    });

  const remove = () =>
    run(async () => {
      setIsConfirmingDelete(false);
      const result = await apiRequest<{ deleted: boolean }>("DELETE", `posts/${job.id}`);
      return result.deleted ? t("deleted", values) : t("closedInstead", values);
    });

  return (
    <>
      <DropdownMenu label={t("actions", values)} labelTrigger align="end" disabled={isBusy} trigger={<DotsIcon />} triggerClassName="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800">
        <DropdownMenuLink href={`${POST_JOB_PATH}?job=${job.id}`}>{t("edit")}</DropdownMenuLink>
        {statusChanges[job.status]
          .filter((change) => !(change === "open" && job.isBanned))
          .map((change) => (
            <DropdownMenuItem key={change} onSelect={() => void changeStatus(change)}>
              {t(change)}
            </DropdownMenuItem>
          ))}
        <DropdownMenuLink href={`${POST_JOB_PATH}?duplicate=${job.id}`}>{t("duplicate")}</DropdownMenuLink>
        <DropdownMenuLink href={`/home/job-summary/${job.id}`}>{t("summary")}</DropdownMenuLink>
        <DropdownMenuItem onSelect={() => void saveAsTemplate()}>{t("saveAsTemplate")}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => setIsConfirmingDelete(true)}>{t("delete")}</DropdownMenuItem>
      </DropdownMenu>
      {/* Dialogs mount only when they open: twenty rows would otherwise render forty closed ones. */}
      {isConfirmingDelete ? (
        <Dialog open onClose={() => setIsConfirmingDelete(false)} title={t("deleteTitle", values)} description={t("deleteLead")}>
          <div className="flex flex-col-reverse gap-2 px-5 py-4 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => setIsConfirmingDelete(false)} className={buttonClasses({ variant: "outline" })}>
              {t("cancel")}
            </button>
            <button type="button" onClick={() => void remove()} className={buttonClasses({ variant: "danger" })}>
              {t("confirmDelete")}
            </button>
          </div>
        </Dialog>
      ) : null}
      {planLimit ? <PlanLimitDialog limit={planLimit} onClose={() => setPlanLimit(null)} /> : null}
    </>
  );
}

function DotsIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className="size-5">
      <circle cx="5" cy="12" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="19" cy="12" r="1.8" />
    </svg>
  );
}
