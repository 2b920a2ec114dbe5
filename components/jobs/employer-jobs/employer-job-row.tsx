import type { getTranslations } from "next-intl/server";

import { CompanyLogo } from "@/components/marketplace/company-logo";
import { Link } from "@/i18n/navigation";
import { calendarDay, deadlineDay } from "@/lib/format/date";
import { renderNow } from "@/lib/format/render-now";
import type { EmployerJobItem } from "@/lib/jobs/list-employer-jobs";

import { JobActions } from "./job-actions";

const statusLooks = {
  draft: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  open: "bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
  paused: "bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  closed: "bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-400",
} as const;

type EmployerJobsTexts = Awaited<ReturnType<typeof getTranslations<"EmployerJobs">>>;

/**
 * One job in the employer's list: status, company, applicants (and how many are new), dates,
 * actions. The list hands each row its texts: one translator per page, not one per row.
 */
export function EmployerJobRow({ job, t }: { job: EmployerJobItem; t: EmployerJobsTexts }) {
  const day = (iso: string) => calendarDay(new Date(iso), renderNow());
  const date = job.published_at ? t("published", day(job.published_at)) : t("created", day(job.created_at));
  return (
    <article className="flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <CompanyLogo name={job.company.name} logoUrl={job.company.logo} size={44} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 text-base font-semibold text-slate-900 sm:text-lg dark:text-white">
            <Link href={`/home/job-summary/${job._id}`} prefetch={false} className="hover:underline">
              {job.job_title}
            </Link>
          </h2>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusLooks[job.status]}`}>{t(`statuses.${job.status}`)}</span>
          {job.public ? null : <span className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-medium text-slate-600 dark:border-slate-700 dark:text-slate-300">{t("private")}</span>}
          {job.banned ? <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-700 dark:bg-red-950 dark:text-red-300">{t("banned")}</span> : null}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{job.company.name}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
          <span className="font-medium text-slate-700 dark:text-slate-200">
            <Link href={`/home/employers-job-details/${job._id}/applicants-list`} prefetch={false} className="text-brand-700 hover:underline dark:text-brand-300">
              {t("applicants", { count: job.applicants_count })}
            </Link>
            {job.new_applicants_count > 0 ? <span className="ml-1.5 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{t("newApplicants", { count: job.new_applicants_count })}</span> : null}
          </span>
          <span>{date}</span>
          {job.expires_at ? <span>{t("expires", deadlineDay(new Date(job.expires_at), renderNow()))}</span> : null}
        </p>
      </div>
      <JobActions job={{ id: job._id, title: job.job_title, status: job.status, isBanned: job.banned }} />
    </article>
  );
}
