import "server-only";

import type { Locale } from "@/i18n/config";
import { getPublicCompany, type PublicCompany } from "@/lib/companies/get-public-company";
import { db } from "@/lib/db";
import { computeMatch, matchJobSelect } from "@/lib/matching/compute-match";
import { hasSkills, readMatchCandidate } from "@/lib/matching/read-match-candidate";

export type CandidateCompany = PublicCompany & { matchByJobId: Map<string, number> };

/** A company's page in the candidate's dashboard (candidates-job-company-detail/{id}): its public profile and the candidate's match with each open job (none without skills). */
export async function getCandidateCompany(candidateId: string, companyId: string, locale: Locale, now: Date = new Date()): Promise<CandidateCompany | null> {
  const company = await getPublicCompany({ id: companyId }, locale, now);
  if (!company) return null;
  const ids = company.openJobs.map((job) => job.id);
  const [jobs, candidate] = await Promise.all([
    ids.length === 0 ? [] : db.job.findMany({ where: { id: { in: ids } }, select: { id: true, ...matchJobSelect } }),
    readMatchCandidate(candidateId),
  ]);
  const matchByJobId = new Map(hasSkills(candidate) ? jobs.map((job) => [job.id, computeMatch(job, candidate, now).percent]) : []);
  return { ...company, matchByJobId };
}
