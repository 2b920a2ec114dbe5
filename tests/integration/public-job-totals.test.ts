import { beforeAll, beforeEach, describe, expect, it } from "@jest/globals";

import { db } from "@/lib/db";
import { parseJobSearch, type JobSearch } from "@/lib/jobs/job-search-query";
import { createEmployerWithCompany, createJob, type EmployerWithCompany } from "@/prisma/factories";

// The suite runs with the public data caches off (scripts/test.ts); these tests are about them,
// so they load the search with the cache on, as `npm start` serves it.
type Search = typeof import("@/lib/jobs/find-public-jobs");
type Caches = typeof import("@/lib/jobs/public-job-cache");
let searchPublicJobs: Search["searchPublicJobs"];
let forgetPublicJobs: Caches["forgetPublicJobs"];
let hiring: EmployerWithCompany;

beforeAll(async () => {
  process.env.PUBLIC_DATA_CACHE_SECONDS = "5";
  ({ searchPublicJobs } = await import("@/lib/jobs/find-public-jobs"));
  ({ forgetPublicJobs } = await import("@/lib/jobs/public-job-cache"));
  delete process.env.PUBLIC_DATA_CACHE_SECONDS;
});

beforeEach(async () => {
  await db.company.deleteMany();
  await db.user.deleteMany();
  forgetPublicJobs();
  hiring = await createEmployerWithCompany(db, { plan: "PREMIUM" });
});

function search(query: Record<string, string>): JobSearch {
  const parsed = parseJobSearch(query);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  return parsed.search;
}

function job(title: string, hoursAgo: number) {
  return createJob(db, { company: hiring.company, createdBy: hiring.employer, title, publishedAt: new Date(Date.now() - hoursAgo * 3_600_000) });
}

describe("a public search's total", () => {
  it("is counted once for a search's pages and sorts, while each page lists what is there now", async () => {
    for (const [index, title] of ["Backend Engineer", "Frontend Engineer", "Data Engineer"].entries()) await job(title, index + 1);
    const first = await searchPublicJobs(search({ search: "engineer", take: "2" }));
    expect(first).toMatchObject({ total: 3, pageCount: 2 });
    expect(first.jobs.map((found) => found.title)).toEqual(["Backend Engineer", "Frontend Engineer"]);

    // Written straight to the database, as another instance would: this process was not told.
    await job("Zephyr Engineer", 10);
    const second = await searchPublicJobs(search({ search: "engineer", take: "2", page: "2" }));
    expect(second.total).toBe(3);
    expect(second.jobs.map((found) => found.title)).toEqual(["Data Engineer", "Zephyr Engineer"]);
    expect((await searchPublicJobs(search({ search: "engineer", take: "2", sort: "published_at:asc" }))).total).toBe(3);

    // Other filters are another count.
    expect((await searchPublicJobs(search({ search: "zephyr" }))).total).toBe(1);
  });

  it("is counted again once a write through the app forgets the caches", async () => {
    await job("Backend Engineer", 1);
    expect((await searchPublicJobs(search({ search: "engineer" }))).total).toBe(1);
    await job("Frontend Engineer", 2);
    forgetPublicJobs();
    expect((await searchPublicJobs(search({ search: "engineer", page: "1" }))).total).toBe(2);
  });
});
