import { jobSearchToQuery, type JobSearch } from "@/lib/jobs/job-search-query";
import { jobsPath } from "@/lib/navigation/public-paths";

/**
 * Whose applicants the list is for. A country page (/co/jobs) lists the jobs open to people in
 * that country; `country_id` names another country, and `country_id=all` lists every job.
 */
export type CountryScope = { kind: "page" } | { kind: "all" } | { kind: "other"; countryId: number };

/** Path plus query of a list, for links: the category in the path, everything else canonical. */
export function jobListHref(countrySlug: string, search: JobSearch, countryScope: CountryScope): string {
  const query = jobSearchToQuery(search, ["job_category", "country_id"]);
  if (countryScope.kind !== "page") query.set("country_id", countryScope.kind === "all" ? "all" : String(countryScope.countryId));
  // Commas are allowed in a query string and read better than %2C in a shared link.
  const queryString = query.toString().replace(/%2C/gi, ",");
  return `${jobsPath(countrySlug, search.industrySlug)}${queryString ? `?${queryString}` : ""}`;
}

