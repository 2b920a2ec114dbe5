import "server-only";

import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ApplicationStage } from "@/lib/generated/prisma/enums";
import { applicantCardColumns, applicantCardJoin, toApplicantCard, type ApplicantCard, type ApplicantCardRow, type ApplicantCardViewer } from "@/lib/hiring/applicant-card";

export type CandidateApplicationToViewer = {
  jobId: string;
  jobTitle: string;
  companyName: string;
  stage: ApplicationStage;
  appliedAt: Date;
  hiredAt: Date | null;
  withdrawnAt: Date | null;
};

/**
 * What candidate-details/{id} adds to the profile (spec 2): the candidate's applicant card, for
 * the invitation modal, and their applications to jobs the viewer created, for the Applicant
 * details tab (the pipeline is the job creator's). Null for anybody employers may not reach
 * (not a candidate, banned or deleted), as the profile view decides.
 */
export async function getCandidateDetails(
  viewerId: string,
  candidateId: string,
  viewer: ApplicantCardViewer,
): Promise<{ card: ApplicantCard; applications: CandidateApplicationToViewer[] } | null> {
  const [rows, applications] = await Promise.all([
    db.$queryRaw<ApplicantCardRow[]>(Prisma.sql`
      SELECT ${applicantCardColumns}
      FROM users u ${applicantCardJoin}
      WHERE u.id = ${candidateId}::uuid AND u.role = 'USER' AND u.logged_as = 'CANDIDATE' AND u.banned_at IS NULL AND u.deleted_at IS NULL`),
    db.application.findMany({
      where: { candidateId, job: { createdById: viewerId } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { stage: true, createdAt: true, hiredAt: true, withdrawnAt: true, job: { select: { id: true, title: true, company: { select: { name: true } } } } },
    }),
  ]);
  const [row] = rows;
  if (!row) return null;
  return {
    card: toApplicantCard(row, viewer),
    applications: applications.map((application) => ({
      jobId: application.job.id,
      jobTitle: application.job.title,
      companyName: application.job.company.name,
      stage: application.stage,
      appliedAt: application.createdAt,
      hiredAt: application.hiredAt,
      withdrawnAt: application.withdrawnAt,
    })),
  };
}
