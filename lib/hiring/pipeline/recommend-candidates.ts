import "server-only";

import type { Locale } from "@/i18n/config";
import type { CurrentUser } from "@/lib/auth/current-user";
import { canUserSeeCandidateNames } from "@/lib/candidates/get-name-access";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { applicantCardColumns, applicantCardJoin, toApplicantCard, type ApplicantCard, type ApplicantCardRow } from "@/lib/hiring/applicant-card";
import { checkEligibility } from "@/lib/jobs/job-eligibility";
import type { JobType, LanguageLevel } from "@/lib/generated/prisma/enums";
import { computeMatch, computeMatchPercent, matchJobSelect, type MatchCandidate, type MatchPart } from "@/lib/matching/compute-match";

import { notFoundJob } from "./owned-job";

/** How many the Recommended tab shows, and how many skill-sharing candidates are scored to find them. */
export const RECOMMENDED_LIMIT = 20;
const SCORED_CANDIDATES = 300;

export type RecommendedCandidate = ApplicantCard & { candidate_id: string; match_percent: number; match: MatchPart[] };

/**
 * GET /api/posts/{id}/recommendedCandidates (spec 7): up to 20 candidates for the caller's job who
 * have not applied, best match first, each with its breakdown (lib/matching/compute-match.ts).
 * Only candidates anybody may find (the public list's rule) and whom the job may hire
 * (lib/jobs/job-eligibility.ts). SQL narrows to the few hundred sharing most of the job's skills
 * (by the skills GIN index) in its countries; computeMatch then scores those exactly.
 */
export async function recommendCandidates(caller: Pick<CurrentUser, "id">, jobId: string, locale: Locale, now: Date = new Date()): Promise<RecommendedCandidate[]> {
  const [job, canSeeFullNames] = await Promise.all([
    db.job.findFirst({ where: { id: jobId, createdById: caller.id }, select: { ...matchJobSelect, id: true } }),
    canUserSeeCandidateNames(caller.id),
  ]);
  if (!job) throw notFoundJob();

  const skillFilter = job.skills.length > 0 ? Prisma.sql`AND u.skills && ${job.skills}::text[]` : Prisma.empty;
  const restrictsLocation = job.eligibleCountryIds.length > 0 || job.eligibleRegionIds.length > 0;
  const locationFilter = restrictsLocation
    ? Prisma.sql`AND (u.country_id IS NULL OR u.country_id = ANY(${job.eligibleCountryIds}::int[]) OR c.region_id = ANY(${job.eligibleRegionIds}::int[]))`
    : Prisma.empty;
  // The card and what computeMatch reads of each candidate, in one query: a second one by 300 ids
  // (with their countries and languages) cost more than the scoring itself.
  const rows = await db.$queryRaw<ScoredRow[]>(Prisma.sql`
    SELECT ${applicantCardColumns},
      u.skills, u.custom_skills, c.region_id, u.timezone, u.expected_salary_monthly_usd, u.job_types::text[] AS job_types,
      ARRAY(SELECT l.name FROM user_languages l WHERE l.user_id = u.id ORDER BY l.name) AS language_names,
      ARRAY(SELECT l.level::text FROM user_languages l WHERE l.user_id = u.id ORDER BY l.name) AS language_levels
    FROM users u
    ${applicantCardJoin}
    WHERE u.is_open_to_work = true AND u.logged_as = 'CANDIDATE' AND u.role = 'USER' AND u.banned_at IS NULL AND u.deleted_at IS NULL
      ${skillFilter} ${locationFilter}
      AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = ${job.id}::uuid AND a.candidate_id = u.id)
    ORDER BY cardinality(ARRAY(SELECT unnest(u.skills) INTERSECT SELECT unnest(${job.skills}::text[]))) DESC, u.profile_completion DESC, u.id
    LIMIT ${SCORED_CANDIDATES}`);
  if (rows.length === 0) return [];

  const viewer = { locale, canSeeFullNames };
  const rowById = new Map(rows.map((row) => [row.id, row]));
  return rows
    .map(toMatchCandidate)
    .filter((profile) =>
      checkEligibility(
        { eligibleCountryIds: job.eligibleCountryIds, regionIds: job.eligibleRegionIds, timezoneMinOffset: job.timezoneMinOffset, timezoneMaxOffset: job.timezoneMaxOffset },
        { countryId: profile.countryId, regionId: profile.country?.regionId ?? null, timezone: profile.timezone },
        now,
      ).eligible,
    )
    // Ranked by the percent alone (computeMatchPercent, the same figure without the breakdown);
    // only the shown 20 get their breakdown. Ids are compared by code unit: they are UUIDs, whose
    // order is the same as localeCompare's, at a fraction of its cost over a few hundred candidates.
    .map((profile) => ({ profile, percent: computeMatchPercent(job, profile, now) }))
    .sort((a, b) => b.percent - a.percent || compareIds(a.profile.id, b.profile.id))
    .slice(0, RECOMMENDED_LIMIT)
    .map(({ profile }) => {
      const match = computeMatch(job, profile, now);
      return {
        ...toApplicantCard(rowById.get(profile.id)!, viewer, match.percent),
        candidate_id: profile.id,
        match_percent: match.percent,
        match: match.parts,
      };
    });
}

type ScoredRow = ApplicantCardRow & {
  skills: string[];
  custom_skills: string[];
  region_id: number | null;
  timezone: string | null;
  expected_salary_monthly_usd: number | null;
  job_types: JobType[];
  language_names: string[];
  language_levels: LanguageLevel[];
};

/** What computeMatch reads of a candidate (matchCandidateSelect's shape), from the row. */
function toMatchCandidate(row: ScoredRow): MatchCandidate & { id: string } {
  return {
    id: row.id,
    skills: row.skills,
    customSkills: row.custom_skills,
    countryId: row.country_id,
    country: row.country_id === null || row.region_id === null ? null : { regionId: row.region_id },
    timezone: row.timezone,
    expectedSalaryMonthlyUsd: row.expected_salary_monthly_usd,
    jobTypes: row.job_types,
    languages: row.language_names.map((name, index) => ({ name, level: row.language_levels[index]! })),
  };
}

function compareIds(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
