import { describe, expect, it } from "@jest/globals";

import { pageItems } from "@/components/ui/pagination";
import { parseCandidateSearch } from "@/lib/candidates/candidate-search-query";
import { formatUtcOffset, jobSearchToQuery, parseJobSearch, parseUtcOffset } from "@/lib/jobs/job-search-query";
import { toPrefixTsQuery } from "@/lib/search/text-query";

describe("parseJobSearch", () => {
  it("reads the spec's query names, lists as repeated keys or commas, and the defaults", () => {
    const parsed = parseJobSearch({
      search: "  react developer ",
      job_category: "Software-Development",
      regions: "latin-america,europe",
      timezone: "UTC-05:00",
      skills: ["React", "Node.js"],
      job_type: "full_time,contract",
      salary_frequency: "yearly",
      min_salary: "50000",
      type_user_verificated: "identity",
      sort: "salary:asc",
      take: "10",
      page: "3",
    });
    expect(parsed).toEqual({
      success: true,
      search: expect.objectContaining({
        search: "react developer",
        industrySlug: "software-development",
        regionSlugs: ["latin-america", "europe"],
        timezoneOffset: -300,
        skills: ["React", "Node.js"],
        jobTypes: ["FULL_TIME", "CONTRACT"],
        salaryFrequency: "YEARLY",
        salaryCurrency: "USD",
        minSalary: 50000,
        verificationType: "IDENTITY",
        sort: { field: "salary", direction: "asc" },
        take: 10,
        page: 3,
      }),
    });
    const defaults = parseJobSearch({});
    expect(defaults.search).toMatchObject({ salaryFrequency: "MONTHLY", sort: { field: "published_at", direction: "desc" }, page: 1, take: 20, search: null });
    // Newest first even for a search: relevance is one click away, and ranking every match costs.
    expect(parseJobSearch({ search: "go" }).search.sort).toEqual({ field: "published_at", direction: "desc" });
  });

  it("treats the spec's 'none' values as no filter", () => {
    const parsed = parseJobSearch({ job_category: "All categories", type_user_verificated: "All", posted: "Anytime", regions: "all", timezone: "ALL" });
    expect(parsed.success).toBe(true);
    expect(parsed.search).toMatchObject({ industrySlug: null, verificationType: null, postedWithin: null, regionSlugs: [], timezoneOffset: null });
  });

  it("refuses bad values field by field and keeps the rest usable", () => {
    const parsed = parseJobSearch({ page: "-2", take: "1000", job_type: "banana", sort: "title:up", search: "a".repeat(10_000), min_salary: "1e99", skills: "React", timezone: "Mars/Olympus" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.issues.map((issue) => issue.field).sort()).toEqual(["job_type", "min_salary", "page", "search", "sort", "take", "timezone"]);
    expect(parsed.search).toMatchObject({ page: 1, take: 20, jobTypes: [], search: null, skills: ["React"] });
  });

  it("refuses a NUL character, which PostgreSQL cannot compare, in job and candidate searches alike", () => {
    expect(parseJobSearch({ skills: "Re\u0000act", search: "a\u0000" })).toMatchObject({ success: false, issues: [{ field: "search" }, { field: "skills" }] });
    expect(parseCandidateSearch({ search: "x\u0000", skills: "\u0000" }).invalidFields.sort()).toEqual(["search", "skills"]);
  });

  it("swaps a salary range given upside down", () => {
    expect(parseJobSearch({ min_salary: "5000", max_salary: "1000" }).search).toMatchObject({ minSalary: 1000, maxSalary: 5000 });
  });
});

describe("jobSearchToQuery", () => {
  it("writes only what differs from the defaults, in one order, so one search has one URL", () => {
    const a = parseJobSearch({ page: "2", job_type: "contract", search: "react", sort: "published_at:desc", salary_frequency: "monthly" }).search;
    const b = parseJobSearch({ search: "react", job_type: "CONTRACT", page: "2" }).search;
    expect(jobSearchToQuery(a).toString()).toBe("search=react&job_type=contract&page=2");
    expect(jobSearchToQuery(b).toString()).toBe(jobSearchToQuery(a).toString());
  });

  it("round-trips every filter", () => {
    const query = "search=data&job_category=design&regions=europe&timezone=UTC%2B05%3A30&skills=SQL&languages=English&country_id=7&salary_frequency=yearly&min_salary=1000&max_salary=90000&job_type=freelance&type_user_verificated=email&posted=7d&startDate=2026-01-01&endDate=2026-02-01&sort=salary%3Aasc&take=5&page=4";
    const search = parseJobSearch(Object.fromEntries(new URLSearchParams(query))).search;
    expect(jobSearchToQuery(search).toString()).toBe(query);
  });
});

describe("UTC offsets", () => {
  it("reads the forms people and forms use, and writes one", () => {
    expect(parseUtcOffset("UTC-05:00")).toBe(-300);
    expect(parseUtcOffset("utc+5:30")).toBe(330);
    expect(parseUtcOffset("GMT")).toBe(0);
    expect(parseUtcOffset("-180")).toBe(-180);
    expect(parseUtcOffset("UTC+15")).toBeNull();
    expect(parseUtcOffset("Mars")).toBeNull();
    expect(formatUtcOffset(-300)).toBe("UTC-05:00");
    expect(formatUtcOffset(345)).toBe("UTC+05:45");
  });
});

describe("toPrefixTsQuery", () => {
  it("keeps letters and digits only, as prefixes joined by AND", () => {
    expect(toPrefixTsQuery("Senior React.js dev")).toBe("senior:* & react:* & js:* & dev:*");
    expect(toPrefixTsQuery("diseñador UX")).toBe("diseñador:* & ux:*");
    expect(toPrefixTsQuery("'; DROP TABLE jobs; -- & | ! :*")).toBe("drop:* & table:* & jobs:*");
    expect(toPrefixTsQuery("!!!")).toBeNull();
  });
});

describe("pageItems", () => {
  it("shows the first, the last and the current page's neighbours", () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(6, 40)).toEqual([1, "gap", 5, 6, 7, "gap", 40]);
    expect(pageItems(40, 40)).toEqual([1, "gap", 39, 40]);
  });
});
