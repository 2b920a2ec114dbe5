import type { JobType, SalaryPeriod } from "@/lib/generated/prisma/enums";

/**
 * schema.org JobPosting for a job's public page, in the shape Google's job search reads
 * (developers.google.com/search/docs/appearance/structured-data/job-posting). Pure: the page
 * loads the job and passes what it shows, so the markup can never say more than the page.
 */

export type JobPostingInput = {
  id: string;
  title: string;
  /** The sanitised HTML description the page renders. */
  descriptionHtml: string;
  datePosted: Date;
  /** The expiry date; null for a job without one (validThrough is then left out). */
  validThrough: Date | null;
  /** The job page's canonical URL (absolute). */
  url: string;
  company: { name: string; logoUrl: string | null; url: string | null };
  jobType: JobType;
  salary: { from: number | null; to: number | null; currency: string; period: SalaryPeriod } | null;
  /**
   * English names of the countries applicants may live in: see applicantCountryNames. Empty
   * leaves applicantLocationRequirements out.
   */
  applicantCountries: readonly string[];
};

const employmentTypes: Record<JobType, string> = {
  FULL_TIME: "FULL_TIME",
  PART_TIME: "PART_TIME",
  CONTRACT: "CONTRACTOR",
  FREELANCE: "CONTRACTOR",
  INTERNSHIP: "INTERN",
  TEMPORARY: "TEMPORARY",
};

const salaryUnits: Record<SalaryPeriod, string> = { HOURLY: "HOUR", DAILY: "DAY", WEEKLY: "WEEK", MONTHLY: "MONTH", YEARLY: "YEAR" };

export type JsonLd = Record<string, unknown>;

export function jobPostingJsonLd(input: JobPostingInput): JsonLd {
  const logo = input.company.logoUrl ? new URL(input.company.logoUrl, input.url).toString() : undefined;
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: input.title,
    description: input.descriptionHtml,
    datePosted: input.datePosted.toISOString(),
    ...(input.validThrough ? { validThrough: input.validThrough.toISOString() } : {}),
    employmentType: employmentTypes[input.jobType],
    hiringOrganization: {
      "@type": "Organization",
      name: input.company.name,
      ...(input.company.url ? { sameAs: input.company.url } : {}),
      ...(logo ? { logo } : {}),
    },
    identifier: { "@type": "PropertyValue", name: input.company.name, value: input.id },
    ...baseSalary(input.salary),
    directApply: true,
    // Every job on this marketplace is fully remote.
    jobLocationType: "TELECOMMUTE",
    ...(input.applicantCountries.length > 0
      ? { applicantLocationRequirements: input.applicantCountries.map((name) => ({ "@type": "Country", name })) }
      : {}),
    url: input.url,
  };
}

function baseSalary(salary: JobPostingInput["salary"]): JsonLd {
  if (!salary || (salary.from === null && salary.to === null)) return {};
  const range =
    salary.from !== null && salary.to !== null && salary.from !== salary.to
      ? { minValue: Math.min(salary.from, salary.to), maxValue: Math.max(salary.from, salary.to) }
      : { value: salary.from ?? salary.to };
  return {
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: salary.currency,
      value: { "@type": "QuantitativeValue", ...range, unitText: salaryUnits[salary.period] },
    },
  };
}

type CatalogueCountry = { id: number; nameEn: string; region: { slug: string } };

/**
 * Where applicants may live, as Google's applicantLocationRequirements wants it: country names.
 * Google documents countries and their subdivisions (AdministrativeArea) here, and no value for
 * "anywhere" or for a multi-country region such as LATAM, which its geocoder would drop or
 * misplace. So a job's regions are expanded into their countries, and a worldwide job (no
 * region and no country) lists every country of the catalogue: the same meaning, in terms Google
 * understands, instead of a made-up "Worldwide" Country.
 */
export function applicantCountryNames(
  eligibility: { regionSlugs: readonly string[]; countryIds: readonly number[] },
  catalogue: readonly CatalogueCountry[],
): string[] {
  const isWorldwide = eligibility.regionSlugs.length === 0 && eligibility.countryIds.length === 0;
  const regions = new Set(eligibility.regionSlugs);
  const countries = new Set(eligibility.countryIds);
  const names = catalogue
    .filter((country) => isWorldwide || countries.has(country.id) || regions.has(country.region.slug))
    .map((country) => country.nameEn);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b, "en"));
}

/**
 * The text for a <script type="application/ld+json"> element. JSON.stringify leaves "<" as is,
 * so a description holding "</script>" would close the element and run what follows: "<", ">"
 * and "&" become \u escapes (still the same JSON), as do U+2028/U+2029.
 */
export function jsonLdScript(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
