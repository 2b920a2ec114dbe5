import "server-only";

import { cache } from "react";

import { db } from "@/lib/db";
import { matchCandidateSelect } from "@/lib/matching/compute-match";

/**
 * What the match reads of a candidate (null for a deleted account), once per page render: the
 * candidate's job list asks first whether they have skills, then scores with the same record.
 */
export const readMatchCandidate = cache((candidateId: string) => db.user.findFirst({ where: { id: candidateId, deletedAt: null }, select: matchCandidateSelect }));
