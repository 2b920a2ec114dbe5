import { safeImageUrl } from "@/lib/navigation/safe-url";
import type { JobType, Prisma, SalaryPeriod } from "@/lib/generated/prisma/client";

/** What a job card on the landing and company pages shows: one query's worth, no extra lookups. */
export type PublicJobSummary = {
  id: string;
  title: string;
  company: { name: string; slug: string; logoUrl: string | null };
  country: { flag: string; name: string } | null;
  jobType: JobType;
  /** The range as the company wrote it; null when the job shows no salary. */
  salary: { from: number | null; to: number | null; currency: string; period: SalaryPeriod } | null;
  publishedAt: Date | null;
};

export const publicJobSummarySelect = {
  id: true,
  title: true,
  jobType: true,
  salaryFrom: true,
  salaryTo: true,
  salaryCurrency: true,
  salaryPeriod: true,
  publishedAt: true,
  company: { select: { name: true, slug: true, logoUrl: true } },
  country: { select: { flag: true, nameEn: true, nameEs: true } },
} satisfies Prisma.JobSelect;

type Row = Prisma.JobGetPayload<{ select: typeof publicJobSummarySelect }>;

export function toPublicJobSummary(row: Row, locale: "en" | "es"): PublicJobSummary {
  const hasSalary = row.salaryFrom !== null || row.salaryTo !== null;
  return {
    id: row.id,
    title: row.title,
    company: { ...row.company, logoUrl: safeImageUrl(row.company.logoUrl) },
    country: row.country ? { flag: row.country.flag, name: locale === "es" ? row.country.nameEs : row.country.nameEn } : null,
    jobType: row.jobType,
    salary: hasSalary ? { from: row.salaryFrom, to: row.salaryTo, currency: row.salaryCurrency, period: row.salaryPeriod } : null,
    publishedAt: row.publishedAt,
  };
}
