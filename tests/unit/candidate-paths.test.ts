import { describe, expect, it } from "@jest/globals";

import { parseJobSearch } from "@/lib/jobs/job-search-query";
import { candidateCompanyPath, candidateJobsHref } from "@/lib/matching/candidate-paths";
import { recommendationsQuerySchema } from "@/lib/matching/schemas";

describe("the candidate's job list URLs", () => {
  it("leave the sort out for the match order, and keep even the default sort otherwise, so that paging keeps the order", () => {
    const search = parseJobSearch({ search: "react", job_type: "contract", page: "2" }).search;

    expect(candidateJobsHref(search, "match")).toBe("/home/candidates-jobs-listing?search=react&job_type=contract&page=2");
    const sortOf = (href: string) => new URL(href, "http://localhost").searchParams.get("sort");
    expect(sortOf(candidateJobsHref(search, "search"))).toBe("published_at:desc");
    expect(sortOf(candidateJobsHref({ ...search, sort: { field: "salary", direction: "desc" } }, "search"))).toBe("salary:desc");
    expect(candidateJobsHref(parseJobSearch({}).search, "match")).toBe("/home/candidates-jobs-listing");
  });

  it("read back into the order they were written for", () => {
    const orderOf = (href: string) => recommendationsQuerySchema.parse(Object.fromEntries(new URL(href, "http://localhost").searchParams)).order;
    const search = parseJobSearch({ job_type: "full_time" }).search;

    expect(orderOf(candidateJobsHref(search, "match"))).toBe("match");
    expect(orderOf(candidateJobsHref(search, "search"))).toBe("search");
  });

  it("name the company's tab", () => {
    expect(candidateCompanyPath("0190a0b0-0000-7000-8000-000000000000")).toBe("/home/candidates-job-company-detail/0190a0b0-0000-7000-8000-000000000000");
    expect(candidateCompanyPath("0190a0b0-0000-7000-8000-000000000000", "jobs")).toBe("/home/candidates-job-company-detail/0190a0b0-0000-7000-8000-000000000000?tab=jobs");
  });
});
