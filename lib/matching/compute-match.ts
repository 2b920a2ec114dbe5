import type { Prisma } from "@/lib/generated/prisma/client";
import type { JobType, LanguageLevel } from "@/lib/generated/prisma/enums";
import { checkEligibility, type EligibilityCheck } from "@/lib/jobs/job-eligibility";

/**
 * How well a candidate fits a job: the one definition the apply endpoint, the job page's
 * explanation, GET posts/{id}/calculate-match and the recommendations share. Pure (no database,
 * no "server-only"), so the seed's factories call it too.
 *
 * Five criteria, weighted to 100 points:
 * - skills (50): the share of the job's skills the candidate lists, names compared without case,
 *   over the catalogue skills and the custom ones.
 * - languages (20): the share of the job's languages the candidate speaks at the level asked or
 *   higher (BASIC < INTERMEDIATE < HIGH < EXPERT < NATIVE); a lower level counts as missing.
 * - eligibility (10): lib/jobs/job-eligibility.ts (countries, regions, the time-zone window).
 * - salary (10): full when the job's top (salary_monthly_usd_to, else _from) reaches the
 *   candidate's expected monthly US dollars; below it, the share of the expectation it covers.
 * - job_type (10): full when the job's type is one the candidate looks for.
 *
 * A criterion the job does not ask about (no skills, no languages, worldwide with any time zone,
 * no salary) gives its points in full. A criterion the job asks about and the candidate's profile
 * does not answer (no expected salary, no job types, no country or time zone where the job
 * restricts them) gives none, and its part says `status: "unknown"`: the match counts only what
 * we know, so completing the profile is what raises it.
 *
 * The parts are whole numbers that add up exactly to `percent`: each criterion's exact share is
 * rounded down, and the points the rounding lost go to the parts that lost the most.
 */

export const matchCriteria = ["skills", "languages", "eligibility", "salary", "job_type"] as const;
export type MatchCriterion = (typeof matchCriteria)[number];

export const matchWeights: Readonly<Record<MatchCriterion, number>> = { skills: 50, languages: 20, eligibility: 10, salary: 10, job_type: 10 };

/** "met": full points; "partial": some; "unmet": none; "unknown": none because the profile lacks it; "not_required": the job does not ask. */
export type MatchStatus = "met" | "partial" | "unmet" | "unknown" | "not_required";

type PartBase = { points: number; max_points: number; status: MatchStatus };

export type MatchPart =
  | (PartBase & { criterion: "skills"; matched: string[]; missing: string[]; matched_count: number; total: number })
  | (PartBase & { criterion: "languages"; matched: string[]; missing: { name: string; level: LanguageLevel }[]; matched_count: number; total: number })
  | (PartBase & { criterion: "eligibility"; reasons: EligibilityCheck[]; unknown: EligibilityCheck[] })
  | (PartBase & { criterion: "salary"; expected_monthly_usd: number | null; offered_monthly_usd_from: number | null; offered_monthly_usd_to: number | null })
  | (PartBase & { criterion: "job_type"; job_type: JobType; wanted: JobType[] });

export type Match = { percent: number; parts: MatchPart[] };

export const languageLevels: readonly LanguageLevel[] = ["BASIC", "INTERMEDIATE", "HIGH", "EXPERT", "NATIVE"];

type Language = { name: string; level: LanguageLevel };

export type MatchJob = {
  skills: readonly string[];
  languages: readonly Language[];
  jobType: JobType;
  eligibleCountryIds: readonly number[];
  eligibleRegionIds: readonly number[];
  timezoneMinOffset: number | null;
  timezoneMaxOffset: number | null;
  salaryMonthlyUsdFrom: number | null;
  salaryMonthlyUsdTo: number | null;
};

export type MatchCandidate = {
  skills: readonly string[];
  customSkills: readonly string[];
  languages: readonly Language[];
  countryId: number | null;
  /** The candidate's country, for its region. */
  country: { regionId: number } | null;
  timezone: string | null;
  expectedSalaryMonthlyUsd: number | null;
  jobTypes: readonly JobType[];
};

/** What computeMatch reads of a job (eligible_country_ids and _region_ids are the trigger-kept copies of its join tables). */
export const matchJobSelect = {
  skills: true,
  jobType: true,
  eligibleCountryIds: true,
  eligibleRegionIds: true,
  timezoneMinOffset: true,
  timezoneMaxOffset: true,
  salaryMonthlyUsdFrom: true,
  salaryMonthlyUsdTo: true,
  languages: { select: { name: true, level: true } },
} as const satisfies Prisma.JobSelect;

/** What computeMatch reads of a candidate. */
export const matchCandidateSelect = {
  skills: true,
  customSkills: true,
  countryId: true,
  country: { select: { regionId: true } },
  timezone: true,
  expectedSalaryMonthlyUsd: true,
  jobTypes: true,
  languages: { select: { name: true, level: true } },
} as const satisfies Prisma.UserSelect;

type Unscored<Part> = Part extends MatchPart ? Omit<Part, "points" | "max_points"> : never;
type ScoredPart = { share: number; part: Unscored<MatchPart> };

export function computeMatch(job: MatchJob, candidate: MatchCandidate, now: Date = new Date()): Match {
  const scored: ScoredPart[] = [scoreSkills(job, candidate), scoreLanguages(job, candidate), scoreEligibility(job, candidate, now), scoreSalary(job, candidate), scoreJobType(job, candidate)];
  const exact = scored.map(({ share, part }) => share * matchWeights[part.criterion]);
  const points = exact.map((value) => Math.floor(value + 1e-9));
  const percent = Math.round(exact.reduce((sum, value) => sum + value, 0) + 1e-9);
  // Hand the points rounding lost to the parts with the largest remainders (ties: the heavier criterion, listed first).
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - (points[index] ?? 0) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = percent - points.reduce((sum, value) => sum + value, 0);
  for (const { index, remainder } of byRemainder) {
    if (left <= 0 || remainder <= 1e-9) break;
    points[index] = (points[index] ?? 0) + 1;
    left -= 1;
  }
  const parts = scored.map(({ part }, index) => ({ ...part, points: points[index] ?? 0, max_points: matchWeights[part.criterion] }) as MatchPart);
  return { percent, parts };
}

/**
 * computeMatch's percent alone, for ranking hundreds of jobs for one candidate: the same shares
 * without building the breakdown (the integration test holds the two equal on random pairs).
 */
export function computeMatchPercent(job: MatchJob, candidate: MatchCandidate, now: Date = new Date()): number {
  const { skills: known, languageLevels: spoken } = prepare(candidate);
  const wanted = new Set(job.skills.map((skill) => skill.trim().toLowerCase()));
  let skillsMatched = 0;
  for (const skill of wanted) if (known.has(skill)) skillsMatched += 1;
  let languagesMatched = 0;
  for (const language of job.languages) if ((spoken.get(language.name.trim().toLowerCase()) ?? -1) >= languageLevels.indexOf(language.level)) languagesMatched += 1;
  const shares: Record<MatchCriterion, number> = {
    skills: wanted.size === 0 ? 1 : skillsMatched / wanted.size,
    languages: job.languages.length === 0 ? 1 : languagesMatched / job.languages.length,
    eligibility: scoreEligibility(job, candidate, now).share,
    salary: salaryShare(job, candidate),
    job_type: candidate.jobTypes.includes(job.jobType) ? 1 : 0,
  };
  return Math.round(matchCriteria.reduce((sum, criterion) => sum + shares[criterion] * matchWeights[criterion], 0) + 1e-9);
}

function salaryShare(job: MatchJob, candidate: MatchCandidate): number {
  const offeredTop = job.salaryMonthlyUsdTo ?? job.salaryMonthlyUsdFrom;
  const expected = candidate.expectedSalaryMonthlyUsd;
  if (offeredTop === null) return 1;
  if (expected === null) return 0;
  return expected <= offeredTop ? 1 : Math.max(0, offeredTop) / expected;
}

function statusOf(share: number): MatchStatus {
  if (share >= 1) return "met";
  return share > 0 ? "partial" : "unmet";
}

/** What a candidate's side of every comparison needs, worked out once per candidate object: a list scores hundreds of jobs for one candidate. */
type PreparedCandidate = { skills: Set<string>; languageLevels: Map<string, number> };
const prepared = new WeakMap<MatchCandidate, PreparedCandidate>();

function prepare(candidate: MatchCandidate): PreparedCandidate {
  let result = prepared.get(candidate);
  if (!result) {
    result = {
      skills: new Set([...candidate.skills, ...candidate.customSkills].map((skill) => skill.trim().toLowerCase())),
      languageLevels: new Map(candidate.languages.map((language) => [language.name.trim().toLowerCase(), languageLevels.indexOf(language.level)])),
    };
    prepared.set(candidate, result);
  }
  return result;
}

function scoreSkills(job: MatchJob, candidate: MatchCandidate): ScoredPart {
  const known = prepare(candidate).skills;
  const wanted = [...new Map(job.skills.map((skill) => [skill.trim().toLowerCase(), skill])).entries()];
  const matched = wanted.flatMap(([key, skill]) => (known.has(key) ? [skill] : []));
  const missing = wanted.flatMap(([key, skill]) => (known.has(key) ? [] : [skill]));
  const share = wanted.length === 0 ? 1 : matched.length / wanted.length;
  return {
    share,
    part: { criterion: "skills", status: wanted.length === 0 ? "not_required" : statusOf(share), matched, missing, matched_count: matched.length, total: wanted.length },
  };
}

function scoreLanguages(job: MatchJob, candidate: MatchCandidate): ScoredPart {
  const spoken = prepare(candidate).languageLevels;
  const isSpoken = (wanted: Language) => (spoken.get(wanted.name.trim().toLowerCase()) ?? -1) >= languageLevels.indexOf(wanted.level);
  const matched = job.languages.filter(isSpoken).map((language) => language.name);
  const missing = job.languages.filter((language) => !isSpoken(language)).map(({ name, level }) => ({ name, level }));
  const total = job.languages.length;
  const share = total === 0 ? 1 : matched.length / total;
  return {
    share,
    part: { criterion: "languages", status: total === 0 ? "not_required" : statusOf(share), matched, missing, matched_count: matched.length, total },
  };
}

function scoreEligibility(job: MatchJob, candidate: MatchCandidate, now: Date): ScoredPart {
  const check = checkEligibility(
    { eligibleCountryIds: job.eligibleCountryIds, regionIds: job.eligibleRegionIds, timezoneMinOffset: job.timezoneMinOffset, timezoneMaxOffset: job.timezoneMaxOffset },
    { countryId: candidate.countryId, regionId: candidate.country?.regionId ?? null, timezone: candidate.timezone },
    now,
  );
  const isRestricted = job.eligibleCountryIds.length > 0 || job.eligibleRegionIds.length > 0 || job.timezoneMinOffset !== null || job.timezoneMaxOffset !== null;
  const reasons = check.eligible ? [] : check.reasons;
  let status: MatchStatus;
  if (!isRestricted) status = "not_required";
  else if (reasons.length > 0) status = "unmet";
  else status = check.unknown.length > 0 ? "unknown" : "met";
  const share = status === "met" || status === "not_required" ? 1 : 0;
  return { share, part: { criterion: "eligibility", status, reasons, unknown: check.unknown } };
}

function scoreSalary(job: MatchJob, candidate: MatchCandidate): ScoredPart {
  const offeredTop = job.salaryMonthlyUsdTo ?? job.salaryMonthlyUsdFrom;
  const expected = candidate.expectedSalaryMonthlyUsd;
  const share = salaryShare(job, candidate);
  let status: MatchStatus;
  if (offeredTop === null) status = "not_required";
  else if (expected === null) status = "unknown";
  else status = statusOf(share);
  return {
    share,
    part: { criterion: "salary", status, expected_monthly_usd: expected, offered_monthly_usd_from: job.salaryMonthlyUsdFrom, offered_monthly_usd_to: job.salaryMonthlyUsdTo },
  };
}

function scoreJobType(job: MatchJob, candidate: MatchCandidate): ScoredPart {
  const wanted = [...candidate.jobTypes];
  let share: number;
  let status: MatchStatus;
  if (wanted.length === 0) [share, status] = [0, "unknown"];
  else [share, status] = wanted.includes(job.jobType) ? [1, "met"] : [0, "unmet"];
  return { share, part: { criterion: "job_type", status, job_type: job.jobType, wanted } };
}
