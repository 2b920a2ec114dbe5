import type { Prisma } from "@/lib/generated/prisma/client";
import type { JobType, SalaryPeriod } from "@/lib/generated/prisma/enums";
import { safeImageUrl } from "@/lib/navigation/safe-url";

/** What a job list shows of each job: the same shape for the pages and GET /api/posts. */
export const jobCardSelect = {
  id: true,
  title: true,
  jobType: true,
  skills: true,
  salaryFrom: true,
  salaryTo: true,
  salaryCurrency: true,
  salaryPeriod: true,
  timezoneMinOffset: true,
  timezoneMaxOffset: true,
  publishedAt: true,
  expiresAt: true,
  company: { select: { id: true, name: true, slug: true, logoUrl: true, verificationType: true } },
  industry: { select: { slug: true, nameEn: true, nameEs: true } },
  country: { select: { slug: true, flag: true, nameEn: true, nameEs: true } },
  regions: { select: { region: { select: { id: true, slug: true, nameEn: true, nameEs: true } } } },
  eligibleCountries: { select: { country: { select: { id: true, slug: true, flag: true, nameEn: true, nameEs: true } } } },
} satisfies Prisma.JobSelect;

type JobCardRow = Prisma.JobGetPayload<{ select: typeof jobCardSelect }>;

export type Named = { slug: string; nameEn: string; nameEs: string };

export type Salary = { from: number | null; to: number | null; currency: string; period: SalaryPeriod };

export type JobCard = {
  id: string;
  title: string;
  jobType: JobType;
  skills: string[];
  salary: Salary | null;
  /** Accepted UTC offsets of applicants in minutes; null = any time zone. */
  timezoneWindow: { min: number; max: number } | null;
  publishedAt: Date | null;
  expiresAt: Date | null;
  company: { id: string; name: string; slug: string; logoUrl: string | null; isVerified: boolean };
  industry: Named | null;
  /** Where the company hires from; its slug is the country of the job's canonical URL. */
  country: (Named & { flag: string }) | null;
  /** Remote eligibility: both empty means worldwide. */
  regions: (Named & { id: number })[];
  eligibleCountries: (Named & { id: number; flag: string })[];
};

export function toJobCard(row: JobCardRow): JobCard {
  const hasSalary = row.salaryFrom !== null || row.salaryTo !== null;
  const hasWindow = row.timezoneMinOffset !== null && row.timezoneMaxOffset !== null;
  return {
    id: row.id,
    title: row.title,
    jobType: row.jobType,
    skills: row.skills,
    salary: hasSalary ? { from: row.salaryFrom, to: row.salaryTo, currency: row.salaryCurrency, period: row.salaryPeriod } : null,
    timezoneWindow: hasWindow ? { min: row.timezoneMinOffset!, max: row.timezoneMaxOffset! } : null,
    publishedAt: row.publishedAt,
    expiresAt: row.expiresAt,
    company: { id: row.company.id, name: row.company.name, slug: row.company.slug, logoUrl: safeImageUrl(row.company.logoUrl), isVerified: row.company.verificationType !== null },
    industry: row.industry,
    country: row.country,
    regions: row.regions.map(({ region }) => region),
    eligibleCountries: row.eligibleCountries.map(({ country }) => country),
  };
}

/** GET /api/posts items: the spec's wire names where it has them (_id, job_title, company._id). */
export function jobCardToWire(job: JobCard, locale: "en" | "es") {
  const name = (named: Named) => (locale === "es" ? named.nameEs : named.nameEn);
  return {
    _id: job.id,
    job_title: job.title,
    status: "open" as const,
    public: true,
    job_type: job.jobType.toLowerCase(),
    skills: job.skills,
    salary: job.salary && { from: job.salary.from, to: job.salary.to, currency: job.salary.currency, frequency: job.salary.period.toLowerCase() },
    timezone_window: job.timezoneWindow,
    published_at: job.publishedAt?.toISOString() ?? null,
    expires_at: job.expiresAt?.toISOString() ?? null,
    company: { _id: job.company.id, name: job.company.name, slug: job.company.slug, logo: job.company.logoUrl, is_verified: job.company.isVerified },
    industry: job.industry && { slug: job.industry.slug, name: name(job.industry) },
    country: job.country && { slug: job.country.slug, name: name(job.country), icon: job.country.flag },
    regions: job.regions.map((region) => ({ slug: region.slug, name: name(region) })),
    eligible_countries: job.eligibleCountries.map((country) => ({ slug: country.slug, name: name(country), icon: country.flag })),
    is_worldwide: job.regions.length === 0 && job.eligibleCountries.length === 0,
  };
}
