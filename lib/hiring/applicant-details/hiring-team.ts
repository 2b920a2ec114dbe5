import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The hiring team of a job: its creator and the members of its company. They read an applicant's
 * details and share private notes on them (spec 6 gives the pipeline to the creator alone; the
 * notes are the team's, so colleagues may read and add them too). Candidates never. Written as a
 * where, so that a job outside the caller's team is simply not found.
 */
export function hiringTeamJobWhere(userId: string): Prisma.JobWhereInput {
  return { OR: [{ createdById: userId }, { company: { members: { some: { userId } } } }] };
}
