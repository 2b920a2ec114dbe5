import "server-only";

import type { Locale } from "@/i18n/config";
import { db } from "@/lib/db";
import { publicJobWhere } from "@/lib/jobs/public-jobs";
import { publicJobSummarySelect, toPublicJobSummary, type PublicJobSummary } from "@/lib/marketplace/public-job-summary";

export type MarketplaceSummary = {
  openJobs: number;
  hiringCompanies: number;
  candidatesOpenToWork: number;
  latestJobs: PublicJobSummary[];
};

const latestJobsShown = 6;

/** The landing page's figures and newest jobs: four queries in parallel, the jobs with their company and country joined. */
export async function getMarketplaceSummary(locale: Locale = "en"): Promise<MarketplaceSummary> {
  const where = publicJobWhere();
  const [openJobs, hiringCompanies, candidatesOpenToWork, latestJobs] = await Promise.all([
    db.job.count({ where }),
    db.company.count({ where: { jobs: { some: where } } }),
    db.user.count({ where: { isOpenToWork: true, loggedAs: "CANDIDATE", bannedAt: null, deletedAt: null } }),
    db.job.findMany({ where, orderBy: [{ publishedAt: "desc" }, { id: "desc" }], take: latestJobsShown, select: publicJobSummarySelect }),
  ]);
  return { openJobs, hiringCompanies, candidatesOpenToWork, latestJobs: latestJobs.map((job) => toPublicJobSummary(job, locale)) };
}
