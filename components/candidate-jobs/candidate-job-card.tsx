import { getTranslations } from "next-intl/server";

import { JobCard } from "@/components/jobs/job-card";
import type { JobCard as JobCardData } from "@/lib/jobs/job-card";
import { candidateJobPath } from "@/lib/matching/candidate-paths";

import { MatchBadge } from "./match-badge";

/** A job in the candidate's dashboard: the public card, leading to the dashboard's job page, with the candidate's match (none: no badge). */
export async function CandidateJobCard({ job, matchPercent, isPrivate = false, hasApplied = false, headingLevel = 2, showCompany = true }: {
  job: JobCardData;
  matchPercent: number | null;
  isPrivate?: boolean;
  hasApplied?: boolean;
  headingLevel?: 2 | 3;
  showCompany?: boolean;
}) {
  const t = await getTranslations("CandidateJobs");
  const badges =
    isPrivate || hasApplied ? (
      <p className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
        {isPrivate ? <span className="rounded-full bg-violet-50 px-2 py-0.5 text-violet-800 ring-1 ring-violet-200 ring-inset dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800">{t("privateInvited")}</span> : null}
        {hasApplied ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-200">{t("applied")}</span> : null}
      </p>
    ) : null;
  return (
    <JobCard
      job={job}
      country={job.country?.slug ?? "us"}
      href={candidateJobPath(job.id)}
      headingLevel={headingLevel}
      showCompany={showCompany}
      badges={badges}
      aside={matchPercent === null ? undefined : <MatchBadge percent={matchPercent} />}
    />
  );
}
