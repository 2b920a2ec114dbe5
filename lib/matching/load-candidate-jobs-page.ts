import "server-only";

import { jobSearchToQuery, parseJobSearch, type JobSearch, type RawQuery } from "@/lib/jobs/job-search-query";
import { findCandidateJobs, type CandidateJobOrder, type CandidateJobsResult } from "@/lib/matching/find-candidate-jobs";
import { hasSkills, readMatchCandidate } from "@/lib/matching/read-match-candidate";

export type CandidateJobsPage = {
  search: JobSearch;
  order: CandidateJobOrder;
  /** Without skills there is nothing to recommend by: the list starts with the newest jobs. */
  hasSkills: boolean;
  isFiltered: boolean;
  result: CandidateJobsResult;
};

/**
 * The dashboard's job list (candidates-jobs-listing): the public search's query (bad values
 * dropped, as on the public pages), "Recommended for you" by default when the candidate has
 * skills, else newest first. Recommendations leave out the jobs applied to; the other orders show
 * them marked.
 */
export async function loadCandidateJobsPage(candidateId: string, query: RawQuery): Promise<CandidateJobsPage> {
  const { search } = parseJobSearch(query);
  const profileHasSkills = hasSkills(await readMatchCandidate(candidateId));
  const order: CandidateJobOrder = query.sort === undefined && profileHasSkills ? "match" : "search";
  const result = await findCandidateJobs(candidateId, search, { order, excludeApplied: order === "match" });
  const isFiltered = [...jobSearchToQuery({ ...search, page: 1 })].some(([name]) => name !== "sort" && name !== "take");
  return { search, order, hasSkills: profileHasSkills, isFiltered, result };
}
