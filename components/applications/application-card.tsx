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
    <article aria-labelledby={`${timelineId}-title`} className="application-card">
      <div className="application-card-head">
        <CompanyLogo name={company.name} logoUrl={company.logo} size={44} />
        <div className="application-card-body">
          <div className="application-card-heading">
            <h2 id={`${timelineId}-title`} className="application-card-title">
              <Link href={`/home/candidates-job-detail/${job._id}`} prefetch={false} className="hover:underline">
                {job.job_title}
              </Link>
            </h2>
            <StageBadge stage={application.stage} label={t(`stages.${application.stage}`)} />
          </div>
          <p className="application-card-company">{company.name}</p>
          <p className="application-card-facts">
            <span>{t("appliedOn", { day: dayText(t, application.applied_at, now) })}</span>
            <span className={`font-semibold ${bandLooks[matchBand(application.match_percent)]}`}>{t("match", { percent: application.match_percent })}</span>
            {job.status === "closed" && application.stage !== "withdrawn" ? <span>{t("jobClosed")}</span> : null}
          </p>
        </div>
      </div>

      <div className="application-card-foot">
        <details className="group min-w-0 flex-1">
          <summary className="application-timeline-toggle">
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="application-timeline-chevron">
              <path fillRule="evenodd" d="M7.2 4.2a.75.75 0 0 1 1.06 0l5.25 5.25a.75.75 0 0 1 0 1.06L8.26 15.8a.75.75 0 1 1-1.06-1.06L11.94 10 7.2 5.26a.75.75 0 0 1 0-1.06Z" clipRule="evenodd" />
            </svg>
            {t("timeline", { count: application.timeline.length })}
          </summary>
          <ol className="application-timeline">
            {application.timeline.map((entry) => (
              <li key={`${entry.step}-${entry.at}`} className="relative flex flex-col">
                <StageDot stage={entry.step} />
                <span className="application-timeline-step">{t(`steps.${entry.step}`)}</span>
                <time dateTime={entry.at} className="application-timeline-date">
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
