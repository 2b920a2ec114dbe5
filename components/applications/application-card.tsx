import type { getTranslations } from "next-intl/server";

import { CompanyLogo } from "@/components/marketplace/company-logo";
import { Link } from "@/i18n/navigation";
import type { CandidateApplication } from "@/lib/applications/list-candidate-applications";
import { matchBand, type MatchBand } from "@/lib/candidates/match-band";
import { calendarDay } from "@/lib/format/date";

import { StageBadge, StageDot } from "./stage-badge";
import { WithdrawButton } from "./withdraw-button";

type Texts = Awaited<ReturnType<typeof getTranslations<"CandidateApplications">>>;

const bandLooks: Record<MatchBand, string> = {
  red: "text-red-700 dark:text-red-400",
  orange: "text-orange-700 dark:text-orange-400",
  yellow: "text-yellow-700 dark:text-yellow-400",
  green: "text-emerald-700 dark:text-emerald-400",
  purple: "text-purple-700 dark:text-purple-400",
};

/** "Today", "Yesterday" or DD/MM/YYYY (spec 9). */
export function dayText(t: Texts, iso: string, now: Date): string {
  const day = calendarDay(new Date(iso), now);
  return day.label === "date" ? day.date : t(`days.${day.label}`);
}

/**
 * One application in the candidate's list: the job (linking to its page in the dashboard), the
 * company, when they applied, the stage as they may see it, the match, the timeline (a native
 * disclosure: keyboard and screen readers work without script) and, while active, Withdraw.
 */
export function ApplicationCard({ application, candidateId, now, t }: { application: CandidateApplication; candidateId: string; now: Date; t: Texts }) {
  const { job, company } = application;
  const timelineId = `timeline-${application._id}`;
  return (
    <article aria-labelledby={`${timelineId}-title`} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start gap-3 sm:gap-4">
        <CompanyLogo name={company.name} logoUrl={company.logo} size={44} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 id={`${timelineId}-title`} className="min-w-0 text-base font-semibold break-words text-slate-900 sm:text-lg dark:text-white">
              <Link href={`/home/candidates-job-detail/${job._id}`} prefetch={false} className="hover:underline">
                {job.job_title}
              </Link>
            </h2>
            <StageBadge stage={application.stage} label={t(`stages.${application.stage}`)} />
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-300">{company.name}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
            <span>{t("appliedOn", { day: dayText(t, application.applied_at, now) })}</span>
            <span className={`font-semibold ${bandLooks[matchBand(application.match_percent)]}`}>{t("match", { percent: application.match_percent })}</span>
            {job.status === "closed" && application.stage !== "withdrawn" ? <span>{t("jobClosed")}</span> : null}
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-3 border-t border-slate-100 pt-3 sm:flex-row sm:items-start sm:justify-between dark:border-slate-800">
        <details className="group min-w-0 flex-1">
          <summary className="inline-flex min-h-9 cursor-pointer list-none items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-300 [&::-webkit-details-marker]:hidden">
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 transition-transform group-open:rotate-90">
              <path fillRule="evenodd" d="M7.2 4.2a.75.75 0 0 1 1.06 0l5.25 5.25a.75.75 0 0 1 0 1.06L8.26 15.8a.75.75 0 1 1-1.06-1.06L11.94 10 7.2 5.26a.75.75 0 0 1 0-1.06Z" clipRule="evenodd" />
            </svg>
            {t("timeline", { count: application.timeline.length })}
          </summary>
          <ol className="mt-3 ml-2 flex flex-col gap-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
            {application.timeline.map((entry) => (
              <li key={`${entry.step}-${entry.at}`} className="relative flex flex-col">
                <StageDot stage={entry.step} />
                <span className="text-sm font-medium text-slate-800 dark:text-slate-100">{t(`steps.${entry.step}`)}</span>
                <time dateTime={entry.at} className="text-xs text-slate-500 dark:text-slate-400">
                  {dayText(t, entry.at, now)}
                </time>
              </li>
            ))}
          </ol>
        </details>
        {application.is_active ? <WithdrawButton candidateId={candidateId} applicationId={application._id} jobTitle={job.job_title} /> : null}
      </div>
    </article>
  );
}
