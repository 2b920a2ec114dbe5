import { getFormatter, getLocale, getTranslations } from "next-intl/server";

import { SaveAsTemplateButton } from "@/components/job-templates/save-as-template-button";
import { EmployerJobHeading, jobStatusKey } from "@/components/jobs/employer-jobs/employer-job-heading";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { formatCalendarDate, formatCalendarDateTime } from "@/lib/format/date";
import type { ApplicationStage, JobStatus } from "@/lib/generated/prisma/enums";
import type { JobHistoryEntry, JobSummary } from "@/lib/job-summary/get-job-summary";

const stageKey = { APPLIED: "applied", SHORTLISTED: "shortlisted", DISMISSED: "dismissed" } as const satisfies Record<ApplicationStage, string>;
const stages = ["APPLIED", "SHORTLISTED", "DISMISSED"] as const;

const stageBar: Record<ApplicationStage, string> = {
  APPLIED: "bg-brand-500",
  SHORTLISTED: "bg-emerald-500",
  DISMISSED: "bg-slate-400 dark:bg-slate-500",
};

const card = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900";

/** The job summary: the job, its figures, applications by stage and its history. */
export async function JobSummaryView({ summary }: { summary: JobSummary }) {
  const [t, format, locale] = await Promise.all([getTranslations("JobSummary"), getFormatter(), getLocale()]);
  const { job, applications } = summary;
  const number = (value: number) => format.number(value);

  const figures = [
    { label: t("figures.views"), value: number(summary.views), note: t("figures.viewsNote") },
    { label: t("figures.applications"), value: number(applications.total), note: t("figures.applicationsNote") },
    {
      label: t("figures.daysOpen"),
      value: summary.daysOpen === null ? "—" : number(summary.daysOpen),
      note: summary.daysOpen === null ? t("figures.neverPublished") : job.publishedAt ? t("figures.since", { date: formatCalendarDate(job.publishedAt) }) : "",
    },
    { label: t("figures.newApplicants"), value: number(summary.newApplicants), note: t("figures.newApplicantsNote"), isHighlighted: summary.newApplicants > 0 },
  ];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <EmployerJobHeading
        job={{ title: job.title, status: job.status, isBanned: job.isBanned, companyName: job.company.name }}
        texts={{ backToJobs: t("backToJobs"), eyebrow: t("eyebrow"), status: t(`status.${jobStatusKey[job.status]}`), visibility: job.isPublic ? t("public") : t("private"), banned: t("banned") }}
        aside={
          <div className="flex shrink-0 flex-wrap gap-2">
            <Link href={`/home/employers-job-details/${job.id}`} className={buttonClasses({ variant: "primary", size: "sm" })}>
              {t("viewApplicants")}
            </Link>
            <SaveAsTemplateButton jobId={job.id} jobTitle={job.title} />
          </div>
        }
      />

      <section aria-labelledby="job-figures">
        <h2 id="job-figures" className="sr-only">
          {t("figuresTitle")}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label} className={`${card} flex flex-col gap-1 ${figure.isHighlighted ? "border-brand-300 dark:border-brand-700" : ""}`}>
              <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{figure.label}</dt>
              <dd className={`order-first text-3xl font-bold tabular-nums ${figure.isHighlighted ? "text-brand-700 dark:text-brand-300" : ""}`}>{figure.value}</dd>
              <dd className="text-xs text-slate-500 dark:text-slate-400">{figure.note}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="job-stages" className={`${card} lg:col-span-2`}>
          <h2 id="job-stages" className="text-lg font-semibold">
            {t("stagesTitle")}
          </h2>
          {applications.total === 0 ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("noApplications")}</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-4">
              {stages.map((stage) => {
                const count = applications[stage];
                const share = Math.round((count / applications.total) * 100);
                return (
                  <li key={stage}>
                    <div className="flex items-baseline justify-between text-sm">
                      <span className="font-medium">{t(`stage.${stageKey[stage]}`)}</span>
                      <span className="tabular-nums text-slate-600 dark:text-slate-400">{t("stageCount", { count, share })}</span>
                    </div>
                    <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                      <div className={`h-full rounded-full ${stageBar[stage]}`} style={{ width: `${share}%` }} />
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section aria-labelledby="job-history" className={`${card} lg:col-span-3`}>
          <h2 id="job-history" className="text-lg font-semibold">
            {t("historyTitle")}
          </h2>
          {summary.history.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("noHistory")}</p>
          ) : (
            <ol className="mt-4 flex flex-col">
              {summary.history.map((entry, index) => (
                <li key={entry.id} className="relative flex gap-3 pb-5 last:pb-0">
                  {index < summary.history.length - 1 ? <span aria-hidden="true" className="absolute top-4 left-[7px] h-full w-px bg-slate-200 dark:bg-slate-700" /> : null}
                  <span aria-hidden="true" className={`relative mt-1 size-3.5 shrink-0 rounded-full border-2 border-white ring-2 dark:border-slate-900 ${entry.kind === "status" ? "bg-brand-500 ring-brand-200 dark:ring-brand-800" : "bg-slate-400 ring-slate-200 dark:ring-slate-700"}`} />
                  <div className="min-w-0 text-sm">
                    <p className="font-medium">{describe(entry, t)}</p>
                    <p className="text-slate-500 dark:text-slate-400">
                      {t("byWhen", { who: entry.actor?.name ?? t("formerUser"), when: formatCalendarDateTime(entry.at, locale) })}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<"JobSummary">>>;

function describe(entry: JobHistoryEntry, t: Translate): string {
  const status = (value: JobStatus | null) => (value ? t(`status.${jobStatusKey[value]}`) : "");
  if (entry.kind === "created") return entry.toStatus ? t("event.createdAs", { status: status(entry.toStatus) }) : t("event.created");
  if (entry.kind === "status" && entry.fromStatus && entry.toStatus) return t("event.status", { from: status(entry.fromStatus), to: status(entry.toStatus) });
  return t("event.edited");
}
