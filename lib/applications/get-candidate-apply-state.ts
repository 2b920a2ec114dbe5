import "server-only";

import type { Locale } from "@/i18n/config";
import { db } from "@/lib/db";
import type { PublicJob } from "@/lib/jobs/get-public-job";
import { checkEligibility, type Eligibility } from "@/lib/jobs/job-eligibility";

export type CandidateApplyState = { eligibility: Eligibility; alreadyApplied: boolean; countryName: string | null };

/** What a job page tells a signed-in candidate before they apply: whether the job hires where they are, and whether they applied. */
export async function getCandidateApplyState(candidateId: string, job: PublicJob, locale: Locale, now: Date = new Date()): Promise<CandidateApplyState> {
  const [candidate, application] = await Promise.all([
    db.user.findUnique({ where: { id: candidateId }, select: { timezone: true, country: { select: { id: true, regionId: true, nameEn: true, nameEs: true } } } }),
    db.application.findUnique({ where: { jobId_candidateId: { jobId: job.id, candidateId } }, select: { id: true } }),
  ]);
  const eligibility = checkEligibility(
    {
      eligibleCountryIds: job.eligibleCountries.map((country) => country.id),
      regionIds: job.regions.map((region) => region.id),
      timezoneMinOffset: job.timezoneWindow?.min ?? null,
      timezoneMaxOffset: job.timezoneWindow?.max ?? null,
    },
    { countryId: candidate?.country?.id ?? null, regionId: candidate?.country?.regionId ?? null, timezone: candidate?.timezone ?? null },
    now,
  );
  const country = candidate?.country;
  return { eligibility, alreadyApplied: application !== null, countryName: country ? (locale === "es" ? country.nameEs : country.nameEn) : null };
}
