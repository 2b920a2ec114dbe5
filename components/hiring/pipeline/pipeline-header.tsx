import { getTranslations } from "next-intl/server";

import { QuotaMeter } from "@/components/plans/quota-meter";
import { ChevronDownIcon } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { JobStatus } from "@/lib/generated/prisma/enums";
import type { PipelineJob } from "@/lib/hiring/pipeline/get-pipeline-job";
import { EMPLOYER_JOBS_PATH } from "@/lib/navigation/paths";

const statusKey = { DRAFT: "draft", OPEN: "open", PAUSED: "paused", CLOSED: "closed" } as const satisfies Record<JobStatus, string>;

const statusLook: Record<JobStatus, string> = {
  DRAFT: "bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600",
  OPEN: "bg-emerald-50 text-emerald-800 ring-emerald-300 dark:bg-emerald-950/50 dark:text-emerald-300 dark:ring-emerald-800",
  PAUSED: "bg-amber-50 text-amber-800 ring-amber-300 dark:bg-amber-950/50 dark:text-amber-300 dark:ring-amber-800",
  CLOSED: "bg-slate-100 text-slate-600 ring-slate-300 dark:bg-slate-800 dark:text-slate-400 dark:ring-slate-600",
};

/** The job's header on its applicants' page: title, status, visibility, company and the company's open-job quota. */
export async function PipelineHeader({ job }: { job: PipelineJob }) {
  const t = await getTranslations("HiringPipeline");
  return (
    <>
      <Link href={EMPLOYER_JOBS_PATH} className="inline-flex items-center gap-1 self-start text-sm font-medium text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300">
        <ChevronDownIcon className="size-4 rotate-90" />
        {t("backToJobs")}
      </Link>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{t("eyebrow")}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">{job.title}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
            <span data-testid="job-status" className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusLook[job.status]}`}>
              {t(`status.${statusKey[job.status]}`)}
            </span>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">{job.isPublic ? t("public") : t("private")}</span>
            <span className="text-slate-600 dark:text-slate-400">{job.companyName}</span>
            <Link href={`/home/job-summary/${job.id}`} className={buttonClasses({ variant: "ghost", size: "sm" })}>
              {t("jobSummary")}
            </Link>
          </div>
        </div>
        {job.quota ? (
          <div className="w-full shrink-0 lg:w-72">
            <QuotaMeter companyName={job.quota.companyName} planName={job.quota.planName} current={job.quota.current} limit={job.quota.limit} />
          </div>
        ) : null}
      </header>
    </>
  );
}
