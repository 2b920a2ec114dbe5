import type { CandidateJobOrder } from "@/lib/matching/find-candidate-jobs";
import { jobSearchToQuery, type JobSearch } from "@/lib/jobs/job-search-query";
import { CANDIDATE_JOBS_PATH } from "@/lib/navigation/paths";

/**
 * The candidate's job list with this search (without the language prefix). The order is "match"
 * when the query has no sort; "search" keeps its sort in the URL even when it is the default
 * (newest), so that the choice survives paging and filtering.
 */
export function candidateJobsHref(search: JobSearch, order: CandidateJobOrder): string {
  const query = jobSearchToQuery(search);
  if (order === "match") query.delete("sort");
  else if (!query.has("sort")) query.set("sort", `${search.sort.field}:${search.sort.direction}`);
  const queryString = query.toString().replace(/%2C/gi, ",");
  return `${CANDIDATE_JOBS_PATH}${queryString ? `?${queryString}` : ""}`;
}

export function candidateJobPath(jobId: string): string {
  return `/home/candidates-job-detail/${jobId}`;
}

export type CompanyTab = "about" | "jobs";

export function candidateCompanyPath(companyId: string, tab: CompanyTab = "about"): string {
  return `/home/candidates-job-company-detail/${companyId}${tab === "jobs" ? "?tab=jobs" : ""}`;
}
