import "server-only";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { JobQuestionType, LanguageLevel } from "@/lib/generated/prisma/enums";
import type { Locale } from "@/i18n/config";
import { jobCardSelect, jobCardToWire, toJobCard, type JobCard } from "@/lib/jobs/job-card";
import { publicJobCache } from "@/lib/jobs/public-job-cache";

/**
 * Why a job that once was public no longer takes applications. Its page stays (links and search
 * results point at it) with a notice, no JobPosting markup and noindex; the API answers 410.
 */
export type JobGoneReason = "closed" | "expired" | "banned";

export type PublicJob = JobCard & {
  descriptionHtml: string;
  updatedAt: Date;
  languages: { name: string; level: LanguageLevel }[];
  questions: { id: string; text: string; type: JobQuestionType; isRequired: boolean; options: string[] }[];
  company: JobCard["company"] & { description: string | null; website: string | null };
  gone: JobGoneReason | null;
};

export const publicJobSelect = {
  ...jobCardSelect,
  description: true,
  updatedAt: true,
  status: true,
  isPublic: true,
  bannedAt: true,
  company: { select: { ...jobCardSelect.company.select, description: true, website: true, bannedAt: true, disabledAt: true } },
  languages: { select: { name: true, level: true }, orderBy: { name: "asc" } },
  questions: { select: { id: true, text: true, type: true, isRequired: true, options: true }, orderBy: { position: "asc" } },
} satisfies Prisma.JobSelect;

export type PublicJobRow = Prisma.JobGetPayload<{ select: typeof publicJobSelect }>;

/** The rule beside publicJobWhere: what keeps a published public job from taking applications now. */
function goneReason(job: PublicJobRow, now: Date): JobGoneReason | null {
  if (job.bannedAt || job.company.bannedAt || job.company.disabledAt) return "banned";
  if (job.status !== "OPEN") return "closed";
  if (job.expiresAt && job.expiresAt <= now) return "expired";
  return null;
}

/**
 * A job's public page data. Null for what was never public: drafts, private jobs, unpublished or
 * unknown ids. A job that was public and is now closed, paused, expired or banned comes back with
 * `gone` set.
 */
export async function getPublicJob(id: string, now: Date = new Date()): Promise<PublicJob | null> {
  const row = await db.job.findFirst({ where: { id, isPublic: true, publishedAt: { lte: now }, status: { not: "DRAFT" } }, select: publicJobSelect });
  return row && toPublicJob(row, now);
}

/** A job row as its page shows it, `gone` set once it no longer takes applications. */
export function toPublicJob(row: PublicJobRow, now: Date): PublicJob {
  const { description, updatedAt, languages, questions, company } = row;
  const card = toJobCard(row);
  return {
    ...card,
    descriptionHtml: description,
    updatedAt,
    languages,
    questions,
    company: { ...card.company, description: company.description, website: company.website },
    gone: goneReason(row, now),
  };
}

/** getPublicJob as pages and the API read it: through the short-lived cache (lib/jobs/public-job-cache.ts). */
export function readPublicJob(id: string): Promise<PublicJob | null> {
  return publicJobCache.get(id, () => getPublicJob(id));
}

/** GET /api/posts/{id}/public: 404 for what was never public, 410 for a job that no longer takes applications. */
export async function getPublicJobOrThrow(id: string, now?: Date): Promise<PublicJob> {
  const job = await (now ? getPublicJob(id, now) : readPublicJob(id));
  if (!job) throw new AppError("not_found", { message: "There is no public job with this id." });
  if (job.gone) throw new AppError("gone", { message: "This job no longer accepts applications.", details: { resource: "job", reason: job.gone } });
  return job;
}

/** GET /api/posts/{id}/public's answer: the card's wire shape plus what the job page shows. */
export function publicJobToWire(job: PublicJob, locale: Locale) {
  return {
    ...jobCardToWire(job, locale),
    description: job.descriptionHtml,
    languages: job.languages.map((language) => ({ name: language.name, level: language.level.toLowerCase() })),
    questions: job.questions.map((question) => ({ _id: question.id, text: question.text, type: question.type.toLowerCase(), is_required: question.isRequired })),
    updated_at: job.updatedAt.toISOString(),
  };
}
