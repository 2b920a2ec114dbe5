import "server-only";

import { db } from "@/lib/db";
import { publicJobWhere } from "@/lib/jobs/public-jobs";

export type MarketplaceSummary = {
  openJobs: number;
  hiringCompanies: number;
  candidatesOpenToWork: number;
  latestJobs: { id: string; title: string; companyName: string; countryFlag: string | null; publishedAt: Date | null }[];
};

const latestJobsShown = 6;

/** The landing page's figures and newest jobs. */
export async function getMarketplaceSummary(): Promise<MarketplaceSummary> {
  const where = publicJobWhere();
  const [openJobs, hiringCompanies, candidatesOpenToWork, latestJobs] = await Promise.all([
    db.job.count({ where }),
    db.company.count({ where: { jobs: { some: where } } }),
    db.user.count({ where: { isOpenToWork: true, loggedAs: "CANDIDATE", bannedAt: null, deletedAt: null } }),
    db.job.findMany({
      where,
      orderBy: { publishedAt: "desc" },
      take: latestJobsShown,
      select: { id: true, title: true, publishedAt: true, company: { select: { name: true } }, country: { select: { flag: true } } },
    }),
  ]);
  return {
    openJobs,
    hiringCompanies,
    candidatesOpenToWork,
    latestJobs: latestJobs.map((job) => ({
      id: job.id,
      title: job.title,
      companyName: job.company.name,
      countryFlag: job.country?.flag ?? null,
      publishedAt: job.publishedAt,
    })),
  };
}
