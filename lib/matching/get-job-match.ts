import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { computeMatch, matchJobSelect, type MatchPart } from "@/lib/matching/compute-match";
import { jobsOpenToCandidateWhere } from "@/lib/matching/open-to-candidate";
import { readMatchCandidate } from "@/lib/matching/read-match-candidate";

/** GET posts/{id}/calculate-match as it answers. */
export type JobMatchWire = { match_percent: number; breakdown: MatchPart[] };

/**
 * How well the caller fits a job they may see (findable, or private and invited to): 404 for any
 * other job, so a private job's existence is not given away.
 */
export async function getJobMatch(caller: CurrentUser, jobId: string, now: Date = new Date()): Promise<JobMatchWire> {
  const [job, candidate] = await Promise.all([
    db.job.findFirst({ where: { id: jobId, ...jobsOpenToCandidateWhere(caller.id, now) }, select: matchJobSelect }),
    readMatchCandidate(caller.id),
  ]);
  if (!job || !candidate) throw new AppError("not_found", { message: "No such job." });
  const match = computeMatch(job, candidate, now);
  return { match_percent: match.percent, breakdown: match.parts };
}
