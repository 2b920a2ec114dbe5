import "server-only";

import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ApplicationStage } from "@/lib/generated/prisma/enums";

import { stageFromDb, type PipelineStage } from "./schemas";

type Tx = Prisma.TransactionClient;

export type ApplicantRow = {
  id: string;
  candidate_id: string;
  stage: ApplicationStage;
  rank: number | null;
  created_at: Date;
  reviewed_at: Date | null;
  hired_at: Date | null;
  withdrawn_at: Date | null;
};

/** What a change answers: where the applicant is now. */
export type ApplicantState = {
  application_id: string;
  candidate_id: string;
  stage: PipelineStage;
  rank: number | null;
  reviewed: boolean;
  reviewed_at: string | null;
  hired_at: string | null;
};

const applicantColumns = Prisma.sql`id, candidate_id, stage::text AS stage, rank, created_at, reviewed_at, hired_at, withdrawn_at`;

/** The job's applications of these candidates, read under the job's lock. */
export async function readApplicants(tx: Tx, jobId: string, candidateIds: string[]): Promise<ApplicantRow[]> {
  return tx.$queryRaw<ApplicantRow[]>(Prisma.sql`
    SELECT ${applicantColumns} FROM applications
    WHERE job_id = ${jobId}::uuid AND candidate_id = ANY(${candidateIds}::uuid[])`);
}

/** One applicant, or 404 when the candidate did not apply to this job. */
export async function readApplicantOrThrow(tx: Tx, jobId: string, candidateId: string): Promise<ApplicantRow> {
  const [row] = await readApplicants(tx, jobId, [candidateId]);
  if (!row) throw new AppError("not_found", { message: "This candidate has not applied to this job." });
  return row;
}

export async function readState(tx: Tx, applicationIds: string[]): Promise<ApplicantState[]> {
  const rows = await tx.$queryRaw<ApplicantRow[]>(Prisma.sql`SELECT ${applicantColumns} FROM applications WHERE id = ANY(${applicationIds}::uuid[])`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return applicationIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toState(row)] : [];
  });
}

export function toState(row: ApplicantRow): ApplicantState {
  return {
    application_id: row.id,
    candidate_id: row.candidate_id,
    stage: stageFromDb[row.stage],
    rank: row.rank,
    reviewed: row.reviewed_at !== null,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    hired_at: row.hired_at?.toISOString() ?? null,
  };
}

export function withdrawnError(candidateId: string): AppError {
  return new AppError("application_withdrawn", { message: "The candidate withdrew this application.", details: { candidate_id: candidateId } });
}
