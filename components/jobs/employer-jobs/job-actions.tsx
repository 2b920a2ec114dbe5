"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";

import { useErrorMessage } from "@/components/forms/use-error-message";
import { PlanLimitDialog, planLimitOf, type PlanLimit } from "@/components/plans/plan-limit-dialog";
import { buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DropdownMenu, DropdownMenuItem, DropdownMenuLink } from "@/components/ui/dropdown-menu";
import { useToast } from "@/components/ui/toast";
import { DotsIcon } from "@/components/ui/icons";
import { useRouter } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import { POST_JOB_PATH } from "@/lib/navigation/paths";

type Status = "draft" | "open" | "paused" | "closed";
type Change = "open" | "pause" | "close";
type ListedJob = { id: string; title: string; status: Status; isBanned: boolean };

const statusChanges: Record<Status, Change[]> = {
  draft: ["open"],
  open: ["pause", "close"],
  paused: ["open", "close"],
  closed: ["open"],
};
const statusOf = { open: "open", pause: "paused", close: "closed" } as const;
const doneMessage = { open: "opened", pause: "paused", close: "closed" } as const;

type JobActionsApi = {
  busyJobId: string | null;
  changeStatus: (job: ListedJob, change: Change) => void;
  saveAsTemplate: (job: ListedJob) => void;
  askToDelete: (job: ListedJob) => void;
};

const JobActionsContext = createContext<JobActionsApi | null>(null);

/**
 * What every row's actions share, once per list: the calls, their toasts, the list's reload, one
 * delete confirmation and one plan-limit dialog. Opening past the plan's limit shows the plan
 * dialog; every outcome is said in a toast.
 */
export function JobActionsProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("EmployerJobs");
  const router = useRouter();
  const toast = useToast();
  const errors = useErrorMessage();
  const [planLimit, setPlanLimit] = useState<PlanLimit | null>(null);
  const [deleting, setDeleting] = useState<ListedJob | null>(null);
  const [busyJobId, setBusyJobId] = useState<string | null>(null);

  async function run(job: ListedJob, action: () => Promise<string>) {
    setBusyJobId(job.id);
    try {
      toast.success(await action());
      router.refresh();
    } catch (error) {
      const limit = planLimitOf(error);
      if (limit) setPlanLimit(limit);
      else toast.error(errors.ofApiError(error));
    } finally {
      setBusyJobId(null);
    }
  }

  const api: JobActionsApi = {
    busyJobId,
    changeStatus: (job, change) =>
      void run(job, async () => {
        await apiRequest("PUT", `posts/${job.id}`, { status: statusOf[change] });
        return t(doneMessage[change], { job: job.title });
      }),
    saveAsTemplate: (job) =>
      void run(job, async () => {
        await apiRequest("POST", "job-templates", { name: job.title, from_job: job.id });
        return t("templateSaved", { job: job.title });
      }),
    askToDelete: setDeleting,
  };

  const remove = (job: ListedJob) =>
    void run(job, async () => {
      setDeleting(null);
      const result = await apiRequest<{ deleted: boolean }>("DELETE", `posts/${job.id}`);
      return result.deleted ? t("deleted", { job: job.title }) : t("closedInstead", { job: job.title });
    });

  return (
    <JobActionsContext.Provider value={api}>
      {children}
      {deleting ? (
        <Dialog open onClose={() => setDeleting(null)} title={t("deleteTitle", { job: deleting.title })} description={t("deleteLead")}>
          <div className="flex flex-col-reverse gap-2 px-5 py-4 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => setDeleting(null)} className={buttonClasses({ variant: "outline" })}>
              {t("cancel")}
            </button>
            <button type="button" onClick={() => remove(deleting)} className={buttonClasses({ variant: "danger" })}>
              {t("confirmDelete")}
            </button>
          </div>
        </Dialog>
      ) : null}
      {planLimit ? <PlanLimitDialog limit={planLimit} onClose={() => setPlanLimit(null)} /> : null}
    </JobActionsContext.Provider>
  );
}

/** A job's actions menu in the employer's list: edit, open, pause or close, duplicate, summary, save as a template, delete. */
export function JobActions({ job }: { job: ListedJob }) {
  const t = useTranslations("EmployerJobs");
  const actions = useContext(JobActionsContext);
  if (!actions) throw new Error("JobActions needs a <JobActionsProvider> around the list.");
  return (
    <DropdownMenu
      label={t("actions", { job: job.title })}
      labelTrigger
      align="end"
      disabled={actions.busyJobId === job.id}
      trigger={<DotsIcon />}
      triggerClassName="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <DropdownMenuLink href={`${POST_JOB_PATH}?job=${job.id}`}>{t("edit")}</DropdownMenuLink>
      {statusChanges[job.status]
        .filter((change) => !(change === "open" && job.isBanned))
        .map((change) => (
          <DropdownMenuItem key={change} onSelect={() => actions.changeStatus(job, change)}>
            {t(change)}
          </DropdownMenuItem>
        ))}
      <DropdownMenuLink href={`${POST_JOB_PATH}?duplicate=${job.id}`}>{t("duplicate")}</DropdownMenuLink>
      <DropdownMenuLink href={`/home/job-summary/${job.id}`}>{t("summary")}</DropdownMenuLink>
      <DropdownMenuItem onSelect={() => actions.saveAsTemplate(job)}>{t("saveAsTemplate")}</DropdownMenuItem>
      <DropdownMenuItem onSelect={() => actions.askToDelete(job)}>{t("delete")}</DropdownMenuItem>
    </DropdownMenu>
  );
}

