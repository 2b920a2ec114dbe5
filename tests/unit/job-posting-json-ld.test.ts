import { describe, expect, it } from "@jest/globals";

import { applicantCountryNames, jobPostingJsonLd, jsonLdScript, type JobPostingInput } from "@/lib/seo/job-posting-json-ld";

const job: JobPostingInput = {
  id: "01930000-0000-7000-8000-000000000001",
  title: "Senior React Developer",
  descriptionHtml: "<p>Build things.</p>",
  datePosted: new Date("2026-11-01T12:00:00Z"),
  validThrough: new Date("2026-12-01T12:00:00Z"),
  url: "https://jobs.example/en/mx/job/senior-react-developer-01930000-0000-7000-8000-000000000001",
  company: { name: "Acme Remote", logoUrl: "/api/files/logo-1", url: "https://acme.example" },
  jobType: "FULL_TIME",
  salary: { from: 3000, to: 4500, currency: "USD", period: "MONTHLY" },
  applicantCountries: ["Argentina", "Mexico"],
};

describe("jobPostingJsonLd", () => {
  it("has every field Google requires and recommends", () => {
    expect(jobPostingJsonLd(job)).toEqual({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Senior React Developer",
      description: "<p>Build things.</p>",
      datePosted: "2026-11-01T12:00:00.000Z",
      validThrough: "2026-12-01T12:00:00.000Z",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Acme Remote", sameAs: "https://acme.example", logo: "https://jobs.example/api/files/logo-1" },
      identifier: { "@type": "PropertyValue", name: "Acme Remote", value: job.id },
      baseSalary: { "@type": "MonetaryAmount", currency: "USD", value: { "@type": "QuantitativeValue", minValue: 3000, maxValue: 4500, unitText: "MONTH" } },
      directApply: true,
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [
        { "@type": "Country", name: "Argentina" },
        { "@type": "Country", name: "Mexico" },
      ],
      url: job.url,
    });
  });

  it("leaves validThrough out when the job does not expire", () => {
    expect(jobPostingJsonLd({ ...job, validThrough: null })).not.toHaveProperty("validThrough");
  });

  it("maps job types to Google's employment types", () => {
    const mapped = (["FULL_TIME", "PART_TIME", "CONTRACT", "FREELANCE", "INTERNSHIP", "TEMPORARY"] as const).map(
      (jobType) => jobPostingJsonLd({ ...job, jobType }).employmentType,
    );
    expect(mapped).toEqual(["FULL_TIME", "PART_TIME", "CONTRACTOR", "CONTRACTOR", "INTERN", "TEMPORARY"]);
  });

  it("maps salary periods to units, and a one-sided range to a single value", () => {
    const units = (["HOURLY", "DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const).map(
      (period) => (jobPostingJsonLd({ ...job, salary: { ...job.salary!, period } }).baseSalary as { value: { unitText: string } }).value.unitText,
    );
    expect(units).toEqual(["HOUR", "DAY", "WEEK", "MONTH", "YEAR"]);
    expect(jobPostingJsonLd({ ...job, salary: { from: 50, to: null, currency: "EUR", period: "HOURLY" } }).baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "EUR",
      value: { "@type": "QuantitativeValue", value: 50, unitText: "HOUR" },
    });
  });

  it("leaves out what the job does not say: salary, logo, website, applicant countries", () => {
    const data = jobPostingJsonLd({ ...job, salary: null, company: { name: "Acme Remote", logoUrl: null, url: null }, applicantCountries: [] });
    expect(data).not.toHaveProperty("baseSalary");
    expect(data).not.toHaveProperty("applicantLocationRequirements");
    expect(data.hiringOrganization).toEqual({ "@type": "Organization", name: "Acme Remote" });
    expect(jobPostingJsonLd({ ...job, salary: { from: null, to: null, currency: "USD", period: "MONTHLY" } })).not.toHaveProperty("baseSalary");
  });
});

describe("applicantCountryNames", () => {
  const catalogue = [
    { id: 1, nameEn: "Mexico", region: { slug: "latam" } },
    { id: 2, nameEn: "Argentina", region: { slug: "latam" } },
    { id: 3, nameEn: "Spain", region: { slug: "europe" } },
    { id: 4, nameEn: "United States", region: { slug: "north-america" } },
  ];

  it("lists the job's countries and the countries of its regions, once each", () => {
    expect(applicantCountryNames({ regionSlugs: ["latam"], countryIds: [3, 1] }, catalogue)).toEqual(["Argentina", "Mexico", "Spain"]);
  });

  it("lists every country for a worldwide job", () => {
    expect(applicantCountryNames({ regionSlugs: [], countryIds: [] }, catalogue)).toEqual(["Argentina", "Mexico", "Spain", "United States"]);
  });
});

describe("jsonLdScript", () => {
  it("cannot be closed by a description holding </script>, and still parses to the same data", () => {
    const data = jobPostingJsonLd({ ...job, descriptionHtml: '<p>Hi</p></script><script>alert("x")</script> & <!-- -->' });
    const script = jsonLdScript(data);
    expect(script).not.toMatch(/[<>&]/);
    expect(script.toLowerCase()).not.toContain("</script");
    expect(JSON.parse(script)).toEqual(data);
  });

  it("escapes the line separators that JavaScript parsers treat as line ends", () => {
    const script = jsonLdScript({ text: "a\u2028b\u2029c" });
    expect(script).toBe('{"text":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(script)).toEqual({ text: "a\u2028b\u2029c" });
  });
});
