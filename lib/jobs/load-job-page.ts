import "server-only";

import type { Locale } from "@/i18n/config";
import { getCandidateApplyState, type CandidateApplyState } from "@/lib/applications/get-candidate-apply-state";
import { cachedCountryRows } from "@/lib/catalogue/cached-catalogue";
import type { CountryOption } from "@/lib/catalogue/types";
import type { WorkingSide } from "@/lib/generated/prisma/enums";
import type { PublicJob } from "@/lib/jobs/get-public-job";
import { describeJobEligibility } from "@/lib/jobs/describe-job-eligibility";
import type { EligibilityDescription } from "@/lib/jobs/job-eligibility";
import { absoluteUrl, canonicalCountry, companyPath, jobPath } from "@/lib/navigation/public-paths";
import { applicantCountryNames, jobPostingJsonLd, type JsonLd } from "@/lib/seo/job-posting-json-ld";
import { getViewer } from "@/lib/users/get-viewer";

export type JobPageData = {
  locale: Locale;
  /** The country of the URL: the visitor's storefront, where the page's links point. */
  country: CountryOption;
  job: PublicJob;
  /** The signed-in user and their side; null for visitors. */
  viewer: { id: string; side: WorkingSide } | null;
  /** For a candidate: eligibility and whether they applied already. */
  applyState: CandidateApplyState | null;
  /** Where the job hires from, with names in the page's language. */
  requirements: EligibilityDescription;
  /** One JobPosting while the job takes applications; null once it is gone. */
  jsonLd: JsonLd | null;
};

/** Everything a job's public page shows beyond the job itself, read in parallel. */
export async function loadJobPage(job: PublicJob, country: CountryOption, locale: Locale): Promise<JobPageData> {
  const [viewer, countryRows] = await Promise.all([getViewer(), cachedCountryRows()]);
  const applyState = viewer?.side === "CANDIDATE" ? await getCandidateApplyState(viewer.id, job, locale) : null;
  const requirements = describeJobEligibility(job, locale);
  const jsonLd =
    job.gone || !job.publishedAt
      ? null
      : jobPostingJsonLd({
          id: job.id,
          title: job.title,
          descriptionHtml: job.descriptionHtml,
          datePosted: job.publishedAt,
          validThrough: job.expiresAt,
          url: absoluteUrl(locale, jobPath(canonicalCountry(job.country?.slug), job)),
          company: { name: job.company.name, logoUrl: job.company.logoUrl, url: absoluteUrl(locale, companyPath(country.slug, job.company.slug)) },
          jobType: job.jobType,
          salary: job.salary,
          applicantCountries: applicantCountryNames({ regionSlugs: job.regions.map((region) => region.slug), countryIds: job.eligibleCountries.map((eligible) => eligible.id) }, countryRows),
        });
  return { locale, country, job, viewer: viewer && { id: viewer.id, side: viewer.side }, applyState, requirements, jsonLd };
}
