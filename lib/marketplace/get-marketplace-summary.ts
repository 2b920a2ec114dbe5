import "server-only";

import { db } from "@/lib/db";
import { searchPublicJobs } from "@/lib/jobs/find-public-jobs";
import type { JobCard } from "@/lib/jobs/job-card";
import { parseJobSearch } from "@/lib/jobs/job-search-query";
import { publicJobWhere } from "@/lib/jobs/public-jobs";

export type MarketplaceSummary = {
  /** Jobs open to applicants in the country: what its job list shows, counted the same way (capped). */
  openJobs: number;
  openJobsIsCapped: boolean;
  /** Companies with at least one findable job, anywhere. */
  hiringCompanies: number;
  /** Candidates open to work, anywhere. */
  candidatesOpenToWork: number;
  /** The newest of those jobs. */
  latestJobs: JobCard[];
};

const latestJobsShown = 6;

/**
 * The landing page's figures and newest jobs for one country. The job figure is the total of that
 * country's job list (the same search, so the two never disagree); the others are marketplace-wide.
 */
export async function getMarketplaceSummary(countryId: number): Promise<MarketplaceSummary> {
  const search = { ...parseJobSearch({}, { take: latestJobsShown }).search, countryId };
  const [jobs, hiringCompanies, candidatesOpenToWork] = await Promise.all([
    searchPublicJobs(search),
    db.company.count({ where: { jobs: { some: publicJobWhere() } } }),
    db.user.count({ where: { isOpenToWork: true, loggedAs: "CANDIDATE", bannedAt: null, deletedAt: null } }),
  ]);
  return { openJobs: jobs.total, openJobsIsCapped: jobs.totalIsCapped, hiringCompanies, candidatesOpenToWork, latestJobs: jobs.jobs };
}
