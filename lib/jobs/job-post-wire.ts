import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import type { JobStatus } from "@/lib/generated/prisma/enums";
import { jobCardSelect } from "@/lib/jobs/job-card";
import type { WireJobStatus } from "@/lib/jobs/job-post-schema";

/** What the employer's own reads of a job select: the card's fields and every other one the job post form edits. */
export const jobPostSelect = {
  ...jobCardSelect,
  description: true,
  status: true,
  isPublic: true,
  closedAt: true,
  bannedAt: true,
  createdAt: true,
  updatedAt: true,
  createdById: true,
  viewCount: true,
  applicantsSeenAt: true,
  languages: { select: { name: true, level: true }, orderBy: { name: "asc" } },
  questions: { select: { id: true, text: true, type: true, isRequired: true, options: true, knockoutAnswer: true }, orderBy: { position: "asc" } },
  _count: { select: { applications: true } },
} satisfies Prisma.JobSelect;

export type JobPostRow = Prisma.JobGetPayload<{ select: typeof jobPostSelect }>;

export const toWireStatus = (status: JobStatus) => status.toLowerCase() as WireJobStatus;

/**
 * GET /api/posts/{id}: the job in the spec's wire names, which POST and PUT take back as they are
 * (catalogue references as objects with their slug, ids and read-only fields ignored).
 */
export function jobPostToWire(job: JobPostRow, locale: "en" | "es", extra: { newApplicants?: number } = {}) {
  const name = (named: { nameEn: string; nameEs: string }) => (locale === "es" ? named.nameEs : named.nameEn);
  const salaryIsSet = job.salaryFrom !== null || job.salaryTo !== null;
  return {
    _id: job.id,
    job_title: job.title,
    description: job.description,
    status: toWireStatus(job.status),
    public: job.isPublic,
    banned: job.bannedAt !== null,
    company: { _id: job.company.id, name: job.company.name, slug: job.company.slug, logo: job.company.logoUrl },
    created_by: { _id: job.createdById },
    industry: job.industry && { slug: job.industry.slug, name: name(job.industry) },
    skills: job.skills,
    languages: job.languages.map((language) => ({ name: language.name, level: language.level.toLowerCase() })),
    job_type: job.jobType.toLowerCase(),
    salary: salaryIsSet ? { from: job.salaryFrom, to: job.salaryTo, currency: job.salaryCurrency, frequency: job.salaryPeriod.toLowerCase() } : null,
    eligible_countries: job.eligibleCountries.map(({ country }) => ({ slug: country.slug, name: name(country), icon: country.flag })),
    regions: job.regions.map(({ region }) => ({ slug: region.slug, name: name(region) })),
    timezone_window: job.timezoneMinOffset !== null && job.timezoneMaxOffset !== null ? { min: job.timezoneMinOffset, max: job.timezoneMaxOffset } : null,
    questions: job.questions.map((question) => ({
      _id: question.id,
      text: question.text,
      type: question.type.toLowerCase(),
      is_required: question.isRequired,
      options: question.options,
      knockout_answer: question.knockoutAnswer,
    })),
    expires_at: job.expiresAt ? job.expiresAt.toISOString().slice(0, 10) : null,
    published_at: job.publishedAt?.toISOString() ?? null,
    closed_at: job.closedAt?.toISOString() ?? null,
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
    applicants_count: job._count.applications,
    new_applicants_count: extra.newApplicants ?? 0,
    views: job.viewCount,
  };
}

export type JobPostWire = ReturnType<typeof jobPostToWire>;
