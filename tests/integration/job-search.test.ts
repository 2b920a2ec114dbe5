import { beforeAll, beforeEach, describe, expect, it } from "@jest/globals";

import { GET as autocompleteRoute } from "@/app/api/job-titles/autocomplete/route";
import { GET as publicJobRoute } from "@/app/api/posts/[id]/public/route";
import { GET as postsRoute } from "@/app/api/posts/route";
import { searchParamsToObject } from "@/lib/api/search-params";
import { db } from "@/lib/db";
import { autocompleteJobTitles } from "@/lib/jobs/autocomplete-job-titles";
import { findPublicJobs } from "@/lib/jobs/find-public-jobs";
import { getPublicJob } from "@/lib/jobs/get-public-job";
import { parseJobSearch, type JobSearch } from "@/lib/jobs/job-search-query";
import { loadJobListPage } from "@/lib/jobs/load-job-list-page";
import { callRoute } from "@/tests/support/api";
import { createEmployerWithCompany, createJob, type CreateJobInput, type EmployerWithCompany } from "@/prisma/factories";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

let latam: { id: number };
let europe: { id: number };
let mexico: { id: number; code: string; slug: string };
let colombia: { id: number; code: string; slug: string };
let spain: { id: number; code: string; slug: string };
let software: { id: number; slug: string };
let design: { id: number; slug: string };
let hiring: EmployerWithCompany;

beforeAll(async () => {
  // The test databases are migrated, not seeded: a small catalogue of our own.
  latam = await db.region.create({ data: { slug: "latin-america", nameEn: "Latin America", nameEs: "Latinoamérica", sortOrder: 1 } });
  europe = await db.region.create({ data: { slug: "europe", nameEn: "Europe", nameEs: "Europa", sortOrder: 2 } });
  mexico = await db.country.create({ data: { code: "MX", slug: "mx", nameEn: "Mexico", nameEs: "México", flag: "🇲🇽", regionId: latam.id } });
  colombia = await db.country.create({ data: { code: "CO", slug: "co", nameEn: "Colombia", nameEs: "Colombia", flag: "🇨🇴", regionId: latam.id } });
  spain = await db.country.create({ data: { code: "ES", slug: "es", nameEn: "Spain", nameEs: "España", flag: "🇪🇸", regionId: europe.id } });
  software = await db.industry.create({ data: { slug: "software-development", nameEn: "Software development", nameEs: "Desarrollo de software", sortOrder: 1 } });
  design = await db.industry.create({ data: { slug: "design", nameEn: "Design", nameEs: "Diseño", sortOrder: 2 } });
});

beforeEach(async () => {
  await db.company.deleteMany();
  await db.user.deleteMany();
  hiring = await createEmployerWithCompany(db, { plan: "PREMIUM" });
});

function job(title: string, fields: Partial<CreateJobInput> = {}, owner: EmployerWithCompany = hiring) {
  return createJob(db, { company: owner.company, createdBy: owner.employer, title, publishedAt: new Date(Date.now() - HOUR_MS), ...fields });
}

function search(query: Record<string, string> = {}): JobSearch {
  const parsed = parseJobSearch(query);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  return parsed.search;
}

async function titles(query: Record<string, string> = {}): Promise<string[]> {
  return (await findPublicJobs(search(query))).jobs.map((found) => found.title).sort();
}

describe("findPublicJobs", () => {
  it("finds only findable jobs: not closed, paused, draft, private, expired, banned or from a banned company", async () => {
    await job("Open job");
    await job("Closed job", { status: "CLOSED" });
    await job("Paused job", { status: "PAUSED" });
    await job("Draft job", { status: "DRAFT", publishedAt: null });
    await job("Private job", { isPublic: false });
    await job("Expired job", { expiresAt: new Date(Date.now() - HOUR_MS) });
    await job("Banned job", { bannedAt: new Date() });
    await job("Future job", { publishedAt: new Date(Date.now() + DAY_MS) });
    const banned = await createEmployerWithCompany(db, { plan: "PREMIUM", company: { bannedAt: new Date() } });
    await job("Job of a banned company", {}, banned);

    expect(await titles()).toEqual(["Open job"]);
  });

  it("searches titles and descriptions by word prefixes, and ignores query syntax in what people type", async () => {
    await job("Senior React Developer", { skills: ["React"], description: "<p>Build our web app with React and TypeScript.</p>" });
    await job("Product Designer", { skills: ["Figma"], description: "<p>Shape how people use our product.</p>" });

    expect(await titles({ search: "reac" })).toEqual(["Senior React Developer"]);
    expect(await titles({ search: "senior developer" })).toEqual(["Senior React Developer"]);
    expect(await titles({ search: "designer' OR 1=1 --" })).toEqual([]);
    expect(await titles({ search: "<script>alert(1)</script> & | ! :*" })).toEqual([]);
    expect(await titles({ search: "!!!" })).toEqual(["Product Designer", "Senior React Developer"]);
  });

  it("filters by the country applicants are in: worldwide jobs, the country itself, or its region", async () => {
    await job("Worldwide job");
    await job("Mexico only", { eligibleCountryIds: [mexico.id] });
    await job("Latin America", { regionIds: [latam.id] });
    await job("Europe", { regionIds: [europe.id] });
    await job("Spain only", { eligibleCountryIds: [spain.id] });

    expect(await titles({ country_id: String(colombia.id) })).toEqual(["Latin America", "Worldwide job"]);
    expect(await titles({ country_id: String(mexico.id) })).toEqual(["Latin America", "Mexico only", "Worldwide job"]);
    expect(await titles({ regions: "europe" })).toEqual(["Europe", "Spain only", "Worldwide job"]);
  });

  it("filters by time zone, category, job type, skills, languages and company verification", async () => {
    await job("Americas hours", { timezoneMinOffset: -480, timezoneMaxOffset: -180, industryId: software.id, jobType: "CONTRACT", skills: ["React", "Node.js"], languages: [{ name: "Spanish", level: "NATIVE" }] });
    await job("Any hours", { timezoneMinOffset: null, timezoneMaxOffset: null, industryId: design.id, jobType: "FULL_TIME", skills: ["Figma"], languages: [{ name: "English", level: "HIGH" }] });
    const verified = await createEmployerWithCompany(db, { plan: "PREMIUM", company: { verificationType: "IDENTITY" } });
    await job("Verified company job", { timezoneMinOffset: 60, timezoneMaxOffset: 120, industryId: design.id, jobType: "FREELANCE", skills: ["Rust"], languages: [{ name: "English", level: "EXPERT" }] }, verified);

    expect(await titles({ timezone: "UTC-05:00" })).toEqual(["Americas hours", "Any hours"]);
    expect(await titles({ job_category: "design" })).toEqual(["Any hours", "Verified company job"]);
    expect(await titles({ job_type: "contract" })).toEqual(["Americas hours"]);
    expect(await titles({ skills: "Figma,Go" })).toEqual(["Any hours"]);
    expect(await titles({ languages: "spanish" })).toEqual(["Americas hours"]);
    expect(await titles({ type_user_verificated: "identity" })).toEqual(["Verified company job"]);
    expect(await titles({ job_category: "All categories", type_user_verificated: "All" })).toHaveLength(3);
  });

  it("compares salaries in US dollars a month, whatever currency and period a job or a filter uses", async () => {
    await job("Yearly USD 60k-72k", { salaryFrom: 60_000, salaryTo: 72_000, salaryCurrency: "USD", salaryPeriod: "YEARLY" });
    await job("Monthly EUR 2,000", { salaryFrom: 2_000, salaryTo: 2_000, salaryCurrency: "EUR", salaryPeriod: "MONTHLY" });
    await job("No salary", { salaryFrom: null, salaryTo: null });

    // 60-72k a year = 5,000-6,000 a month; EUR 2,000 = about 2,174 USD a month.
    expect(await titles({ min_salary: "4000" })).toEqual(["Yearly USD 60k-72k"]);
    expect(await titles({ min_salary: "30000", salary_frequency: "yearly" })).toEqual(["Yearly USD 60k-72k"]);
    expect(await titles({ max_salary: "3000" })).toEqual(["Monthly EUR 2,000"]);
    expect(await titles({ min_salary: "25", salary_frequency: "hourly" })).toEqual(["Yearly USD 60k-72k"]);
  });

  it("filters by publish date and sorts newest first by default, by salary when asked", async () => {
    await job("Old", { publishedAt: new Date(Date.now() - 20 * DAY_MS), salaryFrom: 9_000, salaryTo: 9_000, salaryPeriod: "MONTHLY", salaryCurrency: "USD" });
    const newPublishedAt = new Date(Date.now() - HOUR_MS);
    await job("New", { publishedAt: newPublishedAt, salaryFrom: 1_000, salaryTo: 1_000, salaryPeriod: "MONTHLY", salaryCurrency: "USD" });

    expect(await titles({ posted: "7d" })).toEqual(["New"]);
    expect((await findPublicJobs(search())).jobs.map((found) => found.title)).toEqual(["New", "Old"]);
    expect((await findPublicJobs(search({ sort: "salary:desc" }))).jobs.map((found) => found.title)).toEqual(["Old", "New"]);
    // The day "New" was published, not today: an hour ago is yesterday between 00:00 and 01:00 UTC.
    const publishedDay = newPublishedAt.toISOString().slice(0, 10);
    expect(await titles({ startDate: publishedDay, endDate: publishedDay })).toEqual(["New"]);
  });

  it("pages through results with a total", async () => {
    for (let index = 0; index < 5; index++) await job(`Job ${index}`, { publishedAt: new Date(Date.now() - (index + 1) * HOUR_MS) });
    const second = await findPublicJobs(search({ take: "2", page: "2" }));
    expect(second.jobs.map((found) => found.title)).toEqual(["Job 2", "Job 3"]);
    expect(second).toMatchObject({ total: 5, totalIsCapped: false, page: 2, take: 2, pageCount: 3 });
    expect((await findPublicJobs(search({ take: "2", page: "9" }))).jobs).toEqual([]);
  });
});

describe("eligibility copies on jobs", () => {
  it("follow job_countries and job_regions as rows come and go", async () => {
    const found = await job("Eligibility", { eligibleCountryIds: [mexico.id], regionIds: [europe.id] });
    const copies = () => db.job.findUniqueOrThrow({ where: { id: found.id }, select: { eligibleCountryIds: true, eligibleRegionIds: true } });
    expect(await copies()).toEqual({ eligibleCountryIds: [mexico.id], eligibleRegionIds: [europe.id] });

    await db.jobCountry.create({ data: { jobId: found.id, countryId: colombia.id } });
    await db.jobRegion.deleteMany({ where: { jobId: found.id } });
    expect(await copies()).toEqual({ eligibleCountryIds: [mexico.id, colombia.id].sort((a, b) => a - b), eligibleRegionIds: [] });

    await db.jobCountry.updateMany({ where: { jobId: found.id, countryId: mexico.id }, data: { countryId: spain.id } });
    expect((await copies()).eligibleCountryIds).toEqual([colombia.id, spain.id].sort((a, b) => a - b));
    expect(await titles({ country_id: String(mexico.id) })).toEqual([]);
    expect(await titles({ country_id: String(spain.id) })).toEqual(["Eligibility"]);
  });

  it("match no job through a country that does not exist", async () => {
    await job("Latin America", { regionIds: [latam.id] });
    expect(await titles({ country_id: "99999" })).toEqual([]);
  });
});

describe("loadJobListPage", () => {
  const load = (countrySlug: string, currentQuery = "", industrySlug?: string) =>
    loadJobListPage({ locale: "en", countrySlug, industrySlug, query: searchParamsToObject(new URLSearchParams(currentQuery)), currentQuery });

  it("lists the jobs open to the page's country, and every job with country_id=all", async () => {
    await job("Latin America", { regionIds: [latam.id] });
    await job("Spain only", { eligibleCountryIds: [spain.id] });

    const colombian = await load("co");
    expect(colombian?.kind === "list" && colombian.result.jobs.map((found) => found.title)).toEqual(["Latin America"]);
    const everywhere = await load("co", "country_id=all");
    expect(everywhere?.kind === "list" && everywhere.result.total).toBe(2);
  });

  it("redirects a form's submission to the canonical URL of its filters, and drops values it cannot read", async () => {
    expect(await load("co", "search=react&job_category=design&country_id=all&timezone=all&job_type=contract&job_type=freelance&min_salary=&page=1")).toEqual({
      kind: "redirect",
      to: "/co/jobs/design?search=react&job_type=contract,freelance&country_id=all",
    });
    expect(await load("co", "job_type=banana&page=-3&min_salary=%3Cb%3E")).toEqual({ kind: "redirect", to: "/co/jobs" });
    expect(await load("co", `country_id=${colombia.id}`)).toEqual({ kind: "redirect", to: "/co/jobs" });
    expect(await load("co", `search=${"x".repeat(10_000)}`)).toEqual({ kind: "redirect", to: "/co/jobs" });
    // PostgreSQL cannot compare text holding a NUL: the value is dropped before any query runs.
    expect(await load("co", "skills=%00&languages=a%00&search=a%00b")).toEqual({ kind: "redirect", to: "/co/jobs" });
  });

  it("answers null for a country or category it does not have", async () => {
    expect(await load("zz")).toBeNull();
    expect(await load("co", "", "no-such-category")).toBeNull();
    expect((await load("co", "", "design"))?.kind).toBe("list");
  });
});

describe("getPublicJob", () => {
  it("returns open jobs, marks closed, expired and banned ones as gone, and hides what never was public", async () => {
    const open = await job("Open job");
    const closed = await job("Closed job", { status: "CLOSED" });
    const expired = await job("Expired job", { expiresAt: new Date(Date.now() - HOUR_MS) });
    const banned = await job("Banned job", { bannedAt: new Date() });
    const draft = await job("Draft job", { status: "DRAFT", publishedAt: null });
    const privateJob = await job("Private job", { isPublic: false });

    expect((await getPublicJob(open.id))?.gone).toBeNull();
    expect((await getPublicJob(closed.id))?.gone).toBe("closed");
    expect((await getPublicJob(expired.id))?.gone).toBe("expired");
    expect((await getPublicJob(banned.id))?.gone).toBe("banned");
    expect(await getPublicJob(draft.id)).toBeNull();
    expect(await getPublicJob(privateJob.id)).toBeNull();
  });
});

describe("GET /api/posts", () => {
  const get = (query: string) => callRoute(postsRoute, { method: "GET", path: `/api/posts${query}` });

  it("answers the page of public jobs with the spec's wire names", async () => {
    const open = await job("Senior React Developer", { industryId: software.id, eligibleCountryIds: [mexico.id], description: "<p>React all day.</p>" });
    await job("Closed React job", { status: "CLOSED" });
    const answer = await get("?take=10&page=1&search=react&sort=published_at:desc&locale=es");
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 1, page: 1, take: 10, pageCount: 1, totalIsCapped: false });
    expect(answer.body.data.items).toEqual([
      expect.objectContaining({
        _id: open.id,
        job_title: "Senior React Developer",
        status: "open",
        company: expect.objectContaining({ _id: hiring.company.id, name: hiring.company.name }),
        industry: { slug: "software-development", name: "Desarrollo de software" },
        eligible_countries: [{ slug: "mx", name: "México", icon: "🇲🇽" }],
        is_worldwide: false,
      }),
    ]);
  });

  it("refuses bad queries with 400 invalid_query naming each field, and never echoes markup back", async () => {
    for (const query of ["?page=-1", "?page=100000", "?take=5000", "?job_type=banana", "?sort=title:sideways", "?min_salary=abc", `?search=${"a".repeat(10_000)}`, "?startDate=2026-13-45", "?timezone=Mars", "?skills=React,%00", "?languages=%00", "?search=a%00b"]) {
      const answer = await get(query);
      expect({ query, status: answer.status, code: answer.body.error?.code }).toEqual({ query, status: 400, code: "invalid_query" });
    }
    const answer = await get(`?job_type=${encodeURIComponent("<img src=x onerror=alert(1)>")}&regions=${encodeURIComponent("'; DROP TABLE jobs; --")}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.details.fields.map((field: { path: string }) => field.path).sort()).toEqual(["job_type", "regions"]);
    expect(JSON.stringify(answer.body)).not.toContain("<img");
    expect(await db.job.count()).toBeGreaterThanOrEqual(0);
  });
});

describe("GET /api/posts/{id}/public", () => {
  const get = (id: string) => callRoute(publicJobRoute, { method: "GET", path: `/api/posts/${id}/public`, params: { id } });

  it("answers an open job with its description and questions, 410 for a closed one, 404 for a private one", async () => {
    const open = await job("Open job", { questions: [{ text: "Why us?", isRequired: true }] });
    const closed = await job("Closed job", { status: "CLOSED" });
    const privateJob = await job("Private job", { isPublic: false });

    const answer = await get(open.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: open.id, job_title: "Open job", description: open.description, questions: [{ text: "Why us?", type: "text", is_required: true }] });
    expect(await get(closed.id)).toMatchObject({ status: 410, body: { error: { code: "gone", details: { reason: "closed" } } } });
    expect((await get(privateJob.id)).status).toBe(404);
  });
});

describe("job-title autocomplete", () => {
  it("suggests titles of findable jobs, most common first, and candidate titles for the candidates segment", async () => {
    await job("Frontend Developer");
    await job("Frontend Developer");
    await job("Backend Developer");
    await job("Developer Advocate", { status: "CLOSED" });

    expect(await autocompleteJobTitles({ query: "develop", segment: "jobs" })).toEqual([
      { title: "Frontend Developer", count: 2 },
      { title: "Backend Developer", count: 1 },
    ]);
    expect(await autocompleteJobTitles({ query: "100%_", segment: "jobs" })).toEqual([]);

    const answer = await callRoute(autocompleteRoute, { method: "GET", path: "/api/job-titles/autocomplete?query=front&segment=jobs" });
    expect(answer.body.data).toEqual([{ title: "Frontend Developer", count: 2 }]);
    expect((await callRoute(autocompleteRoute, { method: "GET", path: "/api/job-titles/autocomplete?query=x&segment=planets" })).status).toBe(400);
    expect((await callRoute(autocompleteRoute, { method: "GET", path: "/api/job-titles/autocomplete?query=de%00v" })).status).toBe(400);
  });
});
