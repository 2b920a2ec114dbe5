import type { ReactNode } from "react";

import { BackLink } from "@/components/ui/back-link";
import type { JobStatus } from "@/lib/generated/prisma/enums";
import { EMPLOYER_JOBS_PATH } from "@/lib/navigation/paths";

const statusLook: Record<JobStatus, string> = {
  DRAFT: "bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600",
  OPEN: "bg-emerald-50 text-emerald-800 ring-emerald-300 dark:bg-emerald-950/50 dark:text-emerald-300 dark:ring-emerald-800",
  PAUSED: "bg-amber-50 text-amber-800 ring-amber-300 dark:bg-amber-950/50 dark:text-amber-300 dark:ring-amber-800",
  CLOSED: "bg-slate-100 text-slate-600 ring-slate-300 dark:bg-slate-800 dark:text-slate-400 dark:ring-slate-600",
};

/** The lower-case key of a status, as the pages' messages name it (status.open, ...). */
export const jobStatusKey = { DRAFT: "draft", OPEN: "open", PAUSED: "paused", CLOSED: "closed" } as const satisfies Record<JobStatus, string>;

/**
 * The head of an employer's page about one of their jobs (its summary, its pipeline): the way back
 * to their jobs, an eyebrow, the title, the status and visibility chips and the company, then
 * `details` on the same line and `aside` beside it. Texts come translated from each page.
 */
export function EmployerJobHeading({
  job,
  texts,
  details,
  aside,
}: {
  job: { title: string; status: JobStatus; isBanned?: boolean; companyName: string };
  texts: { backToJobs: string; eyebrow: string; status: string; visibility: string; banned?: string };
  details?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <>
      <BackLink href={EMPLOYER_JOBS_PATH}>{texts.backToJobs}</BackLink>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{texts.eyebrow}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">{job.title}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
            <span data-testid="job-status" className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusLook[job.status]}`}>
              {texts.status}
            </span>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">{texts.visibility}</span>
            {job.isBanned && texts.banned ? (
              <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-700 dark:bg-red-950/50 dark:text-red-300">{texts.banned}</span>
            ) : null}
            <span className="text-slate-600 dark:text-slate-400">{job.companyName}</span>
            {details}
          </div>
        </div>
        {aside}
      </header>
    </>
  );
}
