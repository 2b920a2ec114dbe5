import { z } from "zod";

import { localeQuerySchema } from "@/lib/catalogue/schemas";
import type { ApplicationStage } from "@/lib/generated/prisma/enums";
import { recordId } from "@/lib/validations/fields";

/**
 * The pipeline's wire schemas, shared by the route handlers and the job details page. Stages are
 * lowercase on the wire; the tabs are Applicants (applied), Shortlist (shortlisted) and Dismissed.
 */
export const pipelineStages = ["applied", "shortlisted", "dismissed"] as const;
export type PipelineStage = (typeof pipelineStages)[number];

export const applicantSorts = ["rank", "match", "date"] as const;
export type ApplicantSort = (typeof applicantSorts)[number];

export const stageToDb = { applied: "APPLIED", shortlisted: "SHORTLISTED", dismissed: "DISMISSED" } as const satisfies Record<PipelineStage, ApplicationStage>;
export const stageFromDb = { APPLIED: "applied", SHORTLISTED: "shortlisted", DISMISSED: "dismissed" } as const satisfies Record<ApplicationStage, PipelineStage>;

export const APPLICANTS_PAGE_SIZE = 20;

/** A page of one tab: 20 cards by default, at most 100. */
export const applicantsQuerySchema = localeQuerySchema.extend({
  stage: z.enum(pipelineStages).default("applied"),
  sort: z.enum(applicantSorts).default("rank"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  take: z.coerce.number().int().min(1).max(100).default(APPLICANTS_PAGE_SIZE),
});
export type ApplicantsQuery = z.infer<typeof applicantsQuerySchema>;

export const pipelineJobParamsSchema = z.object({ id: recordId() });
export const applicantParamsSchema = z.object({ id: recordId(), userId: recordId() });

/**
 * The rank stays text in the path so that the domain answers every bad rank (not a number, zero,
 * negative, past the end) with the same 422 invalid_rank instead of the path's 400.
 */
export const rankParamsSchema = applicantParamsSchema.extend({ rank: z.string().max(20) });

export const stageChangeSchema = z.object({ stage: z.enum(pipelineStages) });
export type StageChange = z.infer<typeof stageChangeSchema>;

/** How many applicants one bulk call may move: a page of cards. */
export const BULK_STAGE_LIMIT = 100;

export const bulkStageChangeSchema = z.object({
  candidateIds: z.array(recordId()).min(1).max(BULK_STAGE_LIMIT),
  stage: z.enum(pipelineStages),
});
export type BulkStageChange = z.infer<typeof bulkStageChangeSchema>;
