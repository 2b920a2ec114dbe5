import type { Locale } from "@/i18n/config";
import type { PublicJob } from "@/lib/jobs/get-public-job";
import { describeEligibility, type EligibilityDescription } from "@/lib/jobs/job-eligibility";

/** Where a job hires from, with the places named in the page's language: the public job page and the candidate's both show it. */
export function describeJobEligibility(job: Pick<PublicJob, "eligibleCountries" | "regions" | "timezoneWindow">, locale: Locale): EligibilityDescription {
  const name = (named: { nameEn: string; nameEs: string }) => (locale === "es" ? named.nameEs : named.nameEn);
  return describeEligibility({
    eligibleCountries: job.eligibleCountries.map((eligible) => ({ name: `${eligible.flag} ${name(eligible)}` })),
    regions: job.regions.map((region) => ({ name: name(region) })),
    timezoneMinOffset: job.timezoneWindow?.min ?? null,
    timezoneMaxOffset: job.timezoneWindow?.max ?? null,
  });
}
