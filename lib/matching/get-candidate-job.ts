import "server-only";

import { db } from "@/lib/db";
import { publicJobSelect, toPublicJob, type PublicJob } from "@/lib/jobs/get-public-job";
import { computeMatch, matchJobSelect, type Match } from "@/lib/matching/compute-match";
import { readMatchCandidate } from "@/lib/matching/read-match-candidate";

export type CandidateJobDetail = { job: PublicJob; isPrivate: boolean; match: Match };

const candidateJobSelect = { ...matchJobSelect, ...publicJobSelect, isPublic: true } as const;

/**
 * A job's page in the candidate's dashboard (candidates-job-detail/{id}) with the candidate's
 * match: any job that was ever public (closed ones keep a notice, as on the public page), and a
 * private one only for the candidates invited to it. Null for anything else.
 */
export async function getCandidateJob(candidateId: string, jobId: string, now: Date = new Date()): Promise<CandidateJobDetail | null> {
  const [row, candidate] = await Promise.all([
    db.job.findFirst({
      where: { id: jobId, publishedAt: { lte: now }, status: { not: "DRAFT" }, OR: [{ isPublic: true }, { invitations: { some: { candidateId } } }] },
      select: candidateJobSelect,
    }),
    readMatchCandidate(candidateId),
  ]);
  if (!row || !candidate) return null;
  return { job: toPublicJob(row, now), isPrivate: !row.isPublic, match: computeMatch(row, candidate, now) };
}
