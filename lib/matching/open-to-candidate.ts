import type { Prisma } from "@/lib/generated/prisma/client";
import { publicJobWhere } from "@/lib/jobs/public-jobs";

/**
 * The jobs a candidate may see in the dashboard: every job anybody may find, plus the private
 * jobs otherwise open to which the candidate was invited. The same rule the apply endpoint holds.
 */
export function jobsOpenToCandidateWhere(candidateId: string, now: Date = new Date()): Prisma.JobWhereInput {
  const open = publicJobWhere(now);
  return { OR: [open, { ...open, isPublic: false, invitations: { some: { candidateId } } }] };
}
