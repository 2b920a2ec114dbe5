import "server-only";

import { cache } from "react";

import { db } from "@/lib/db";
import { matchCandidateSelect } from "@/lib/matching/compute-match";

/**
 * What the match reads of a candidate (null for a deleted account), once per page render: the
 * candidate's job list asks first whether they have skills, then scores with the same record.
 */
export const readMatchCandidate = cache((candidateId: string) => db.user.findFirst({ where: { id: candidateId, deletedAt: null }, select: matchCandidateSelect }));

/**
 * Whether the candidate lists any skill. Without one, a match is mostly the points of criteria
 * nobody filled in: lists show no percentages (a row of red 0% badges told a new candidate
 * nothing) and ask for skills instead.
 */
export function hasSkills<C extends { skills: readonly string[]; customSkills: readonly string[] }>(candidate: C | null): candidate is C {
  return (candidate?.skills.length ?? 0) + (candidate?.customSkills.length ?? 0) > 0;
}
