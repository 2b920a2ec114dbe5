import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { jobCardToWire } from "@/lib/jobs/job-card";
import type { JobSearch } from "@/lib/jobs/job-search-query";
import { findCandidateJobs, type CandidateJob, type CandidateJobOrder } from "@/lib/matching/find-candidate-jobs";

/** A job of a candidate's list as the API answers it: GET posts' item, its visibility and the match. */
export function candidateJobToWire(job: CandidateJob, locale: "en" | "es") {
  return { ...jobCardToWire(job, locale), public: !job.isPrivate, is_invited: job.isPrivate, match_percent: job.matchPercent };
}

/**
 * GET users/{userId}/jobsRecomendations: the jobs the caller may see and has not applied to, best
 * match first (then newest) unless the query names a sort. Only for oneself: any other user id
 * answers 404, as if there were none.
 */
export async function recommendJobs(caller: CurrentUser, userId: string, query: JobSearch & { order: CandidateJobOrder; locale: "en" | "es" }) {
  if (userId !== caller.id) throw new AppError("not_found", { message: "No such user." });
  const { jobs, order, ...page } = await findCandidateJobs(caller.id, query, { order: query.order, excludeApplied: true });
  return { items: jobs.map((job) => candidateJobToWire(job, query.locale)), order, ...page };
}
