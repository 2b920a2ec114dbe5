import "server-only";

import { conditionsFor } from "@/lib/candidates/find-public-candidates";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { applicantCardColumns, applicantCardJoin, toApplicantCard, type ApplicantCard, type ApplicantCardRow, type ApplicantCardViewer } from "@/lib/hiring/applicant-card";
import type { EmployerCandidateSearch } from "@/lib/hiring/employer-candidate-search-query";
import { toMonthlyUsd } from "@/lib/jobs/salary";

/**
 * Counting stops here ("1,000+ candidates"): a broad search with a language filter checks every
 * match's languages, and counting 10,000 of them cost about 100 ms of database time, for a figure
 * an employer narrowing a search does not need exactly.
 */
export const EMPLOYER_COUNT_CAP = 1_000;

export type EmployerCandidatePage = {
  items: ApplicantCard[];
  /** Exact up to EMPLOYER_COUNT_CAP; past it, the cap with totalIsCapped ("1,000+"). */
  total: number;
  totalIsCapped: boolean;
  page: number;
  take: number;
};

/**
 * The employer's candidate search (spec 7, GET users): the public list's candidates (open to work,
 * on the candidate side, not banned, deleted or administrators) and its text, country, skills and
 * verification filters with the premium name rule, plus languages at a level or above, time
 * zone, availability, salary expectation and job type. Newest complete profiles first. There is
 * no job to match against, so match_percent is null.
 */
export async function findEmployerCandidates(search: EmployerCandidateSearch, viewer: ApplicantCardViewer): Promise<EmployerCandidatePage> {
  const where = await employerCandidateWhere(search, viewer.canSeeFullNames);
  const offset = (search.page - 1) * search.take;
  const rows = await db.$queryRaw<ApplicantCardRow[]>(Prisma.sql`
    SELECT ${applicantCardColumns}
    FROM users u ${applicantCardJoin}
    WHERE ${where}
    ORDER BY u.profile_completion DESC, u.created_at DESC, u.id DESC
    LIMIT ${search.take} OFFSET ${offset}`);
  // A page that is not full ends the list (an empty first page too): its total is known without
  // counting. Three filters often leave a short list, and counting would scan the same rows again.
  const count =
    rows.length < search.take && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : ((await db.$queryRaw<{ count: number }[]>(Prisma.sql`
          SELECT count(*)::int AS count FROM (SELECT 1 FROM users u WHERE ${where} LIMIT ${EMPLOYER_COUNT_CAP + 1}) AS capped`))[0]?.count ?? 0);
  return {
    items: rows.map((row) => toApplicantCard(row, viewer)),
    total: Math.min(count, EMPLOYER_COUNT_CAP),
    totalIsCapped: count > EMPLOYER_COUNT_CAP,
    page: search.page,
    take: search.take,
  };
}

/** The search's WHERE over `users u`: the public list's rules and filters, then the employer's. */
export async function employerCandidateWhere(search: EmployerCandidateSearch, canSeeFullNames: boolean): Promise<Prisma.Sql> {
  return Prisma.join([...(await conditionsFor(search, canSeeFullNames)), ...employerConditions(search)], " AND ");
}

function employerConditions(search: EmployerCandidateSearch): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  // Levels compare in the enum's declared order, BASIC < INTERMEDIATE < HIGH < EXPERT < NATIVE.
  for (const language of search.languages) {
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM user_languages ul WHERE ul.user_id = u.id AND ul.name = ${language.name} AND ul.level >= ${language.level}::language_level)`);
  }
  if (search.timezone) conditions.push(Prisma.sql`u.timezone = ${search.timezone}`);
  if (search.availability.length > 0) conditions.push(Prisma.sql`u.availability = ANY(${search.availability}::availability[])`);
  if (search.jobTypes.length > 0) conditions.push(Prisma.sql`u.job_types && ${search.jobTypes}::job_type[]`);
  if (search.minSalary !== null || search.maxSalary !== null) {
    // Both sides in US dollars a month: the candidate's expectation falls within the range asked for.
    const monthly = (amount: number | null) => (amount === null ? null : toMonthlyUsd(amount, search.salaryCurrency, search.salaryFrequency));
    const [min, max] = [monthly(search.minSalary), monthly(search.maxSalary)];
    conditions.push(Prisma.sql`u.expected_salary_monthly_usd IS NOT NULL`);
    if (min !== null) conditions.push(Prisma.sql`u.expected_salary_monthly_usd >= ${min}`);
    if (max !== null) conditions.push(Prisma.sql`u.expected_salary_monthly_usd <= ${max}`);
  }
  return conditions;
}
