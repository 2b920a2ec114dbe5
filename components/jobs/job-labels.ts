import type { JobType, SalaryPeriod } from "@/lib/generated/prisma/enums";
import { formatMoney } from "@/lib/format/money";
import type { Salary } from "@/lib/jobs/job-card";

/** Message keys of the JobLabels namespace for enum values, so cards, filters and the job page say them alike. */
export const jobTypeKey = {
  FULL_TIME: "fullTime",
  PART_TIME: "partTime",
  CONTRACT: "contract",
  FREELANCE: "freelance",
  INTERNSHIP: "internship",
  TEMPORARY: "temporary",
} as const satisfies Record<JobType, string>;

export const salaryPeriodKey = {
  HOURLY: "hourly",
  DAILY: "daily",
  WEEKLY: "weekly",
  MONTHLY: "monthly",
  YEARLY: "yearly",
} as const satisfies Record<SalaryPeriod, string>;

/** "$4,000 – $6,000" or "$60K – $72K" in the page's language; the period is said separately. */
export function formatSalaryRange(salary: Salary, locale: string): string {
  const money = (amount: number) => formatMoney(amount, salary.currency, locale);
  if (salary.from !== null && salary.to !== null && salary.from !== salary.to) return `${money(salary.from)} – ${money(salary.to)}`;
  return money((salary.from ?? salary.to)!);
}
