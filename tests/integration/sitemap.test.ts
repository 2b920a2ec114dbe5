import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";

import { GET as getSitemapFile } from "@/app/sitemaps/[file]/route";
import { GET as getSitemapIndex } from "@/app/sitemap.xml/route";
import { db } from "@/lib/db";
import { publicJobWhere } from "@/lib/jobs/public-jobs";
import { jobPath } from "@/lib/navigation/public-paths";
import { listSitemapCompanies } from "@/lib/seo/list-sitemap-companies";
import { listJobSitemapChunks, listSitemapJobs } from "@/lib/seo/list-sitemap-jobs";
import { listSitemapPages } from "@/lib/seo/list-sitemap-pages";
import { renderSitemapFile, renderSitemapIndex } from "@/lib/seo/render-sitemap";
import { createEmployerWithCompany, createJob, type CreateJobInput, type EmployerWithCompany } from "@/prisma/factories";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const origin = "https://jobs.example";

const previousUrl = process.env.NEXTAUTH_URL;
let mexico: { id: number; code: string; slug: string };
let design: { id: number; slug: string };

beforeAll(async () => {
  process.env.NEXTAUTH_URL = origin;
  // The test databases are migrated, not seeded: a small catalogue of our own.
  const region = await db.region.create({ data: { slug: "latam", nameEn: "Latin America", nameEs: "Latinoamérica" } });
  mexico = await db.country.create({ data: { code: "MX", slug: "mx", nameEn: "Mexico", nameEs: "México", flag: "🇲🇽", regionId: region.id } });
  await db.industry.create({ data: { slug: "software-development", nameEn: "Software development", nameEs: "Desarrollo de software", sortOrder: 1 } });
  design = await db.industry.create({ data: { slug: "design", nameEn: "Design", nameEs: "Diseño", sortOrder: 2 } });
});

afterAll(() => {
  process.env.NEXTAUTH_URL = previousUrl;
});

beforeEach(async () => {
  await db.company.deleteMany();
  await db.user.deleteMany();
});

/** Paths of every job sitemap file, in order. */
async function sitemapJobPaths(now: Date, jobsPerFile?: number): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; ; page++) {
    const jobs = await listSitemapJobs(page, now, jobsPerFile);
    if (!jobs || jobs.length === 0) return paths;
    paths.push(...jobs.map((job) => job.path));
  }
}

describe("job sitemaps", () => {
  it("list every findable job and nothing else, as publicJobWhere defines it", async () => {
    const now = new Date();
    const hiring = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    const job = (title: string, fields: Partial<CreateJobInput> = {}, owner: EmployerWithCompany = hiring) =>
      createJob(db, { company: owner.company, createdBy: owner.employer, title, publishedAt: new Date(now.getTime() - HOUR_MS), ...fields });
    const open = await job("Open public job");
    const expiring = await job("Open job that expires tomorrow", { expiresAt: new Date(now.getTime() + DAY_MS) });
    await job("Private job", { isPublic: false });
    await job("Closed job", { status: "CLOSED", closedAt: new Date(now.getTime() - HOUR_MS) });
    await job("Paused job", { status: "PAUSED" });
    await job("Draft job", { status: "DRAFT", publishedAt: null });
    await job("Expired job", { publishedAt: new Date(now.getTime() - 40 * DAY_MS), expiresAt: new Date(now.getTime() - DAY_MS) });
    await job("Banned job", { bannedAt: new Date(now.getTime() - HOUR_MS) });
    await job("Job published tomorrow", { publishedAt: new Date(now.getTime() + DAY_MS) });
    const banned = await createEmployerWithCompany(db, { plan: "PREMIUM", company: { bannedAt: new Date(now.getTime() - DAY_MS) } });
    await job("Job of a banned company", {}, banned);
    const disabled = await createEmployerWithCompany(db, { plan: "PREMIUM", company: { disabledAt: new Date(now.getTime() - DAY_MS) } });
    await job("Job of a disabled company", {}, disabled);

    const findable = await db.job.findMany({ where: publicJobWhere(now), select: { id: true }, orderBy: { id: "asc" } });
    expect(findable.map((row) => row.id)).toEqual([open.id, expiring.id].sort());

    const paths = await sitemapJobPaths(now);
    expect(paths).toEqual([open, expiring].sort((a, b) => a.id.localeCompare(b.id)).map((row) => jobPath("us", row)));
  });

  it("puts a job under its own country, or under us when it names none, with its last change as lastmod", async () => {
    const now = new Date();
    const { company, employer } = await createEmployerWithCompany(db);
    const changedAt = new Date(now.getTime() - 3 * HOUR_MS);
    const inMexico = await createJob(db, { company, createdBy: employer, title: "Diseñador UX", country: mexico, publishedAt: new Date(now.getTime() - DAY_MS), updatedAt: changedAt });

    expect(await listSitemapJobs(1, now)).toEqual([{ path: `/mx/job/disenador-ux-${inMexico.id}`, lastModified: changedAt }]);
    const xml = await renderSitemapFile("jobs-1.xml", now);
    expect(xml).toContain(`<url><loc>${origin}/en/mx/job/disenador-ux-${inMexico.id}</loc><lastmod>${changedAt.toISOString()}</lastmod>`);
    expect(xml).toContain(`<loc>${origin}/es/mx/job/disenador-ux-${inMexico.id}</loc>`);
    expect(xml).toContain(`hreflang="x-default" href="${origin}/en/mx/job/disenador-ux-${inMexico.id}"`);
  });

  it("split jobs into files of the page size, in id order, each with the newest change in it", async () => {
    const now = new Date();
    const { company, employer } = await createEmployerWithCompany(db);
    const jobs = [];
    for (let index = 0; index < 5; index++) {
      jobs.push(await createJob(db, { company, createdBy: employer, publishedAt: new Date(now.getTime() - DAY_MS), updatedAt: new Date(now.getTime() - (10 - index * 2) * HOUR_MS) }));
    }
    // The middle file's newest change is its first job's, not its last one's.
    await db.job.update({ where: { id: jobs[2]!.id }, data: { updatedAt: new Date(now.getTime() - HOUR_MS) } });
    const byId = [...jobs].sort((a, b) => a.id.localeCompare(b.id));
    const updated = await db.job.findMany({ select: { id: true, updatedAt: true } });
    const changeOf = (id: string) => updated.find((row) => row.id === id)!.updatedAt;

    const chunks = await listJobSitemapChunks(now, 2);
    expect(chunks.map((chunk) => chunk.jobCount)).toEqual([2, 2, 1]);
    expect(chunks.map((chunk) => chunk.page)).toEqual([1, 2, 3]);
    for (const chunk of chunks) {
      const inFile = byId.slice((chunk.page - 1) * 2, chunk.page * 2);
      expect(chunk.lastModified).toEqual(new Date(Math.max(...inFile.map((job) => changeOf(job.id).getTime()))));
    }

    expect((await listSitemapJobs(2, now, 2))!.map((job) => job.path)).toEqual(byId.slice(2, 4).map((job) => jobPath("us", job)));
    expect(await sitemapJobPaths(now, 2)).toEqual(byId.map((job) => jobPath("us", job)));
    expect(await listSitemapJobs(4, now, 2)).toBeNull();
  });

  it("answers an empty first file when no job is findable, and no file after it", async () => {
    expect(await listJobSitemapChunks()).toEqual([]);
    expect(await listSitemapJobs(1)).toEqual([]);
    expect(await listSitemapJobs(2)).toBeNull();
  });
});

describe("companies sitemap", () => {
  it("lists companies with a findable job, at their country, changed when they or their jobs last changed", async () => {
    const now = new Date();
    const hiring = await createEmployerWithCompany(db, { company: { country: mexico, updatedAt: new Date(now.getTime() - DAY_MS) } });
    const jobChange = new Date(now.getTime() - HOUR_MS);
    await createJob(db, { company: hiring.company, createdBy: hiring.employer, publishedAt: new Date(now.getTime() - DAY_MS), updatedAt: jobChange });
    const closedOnly = await createEmployerWithCompany(db);
    await createJob(db, { company: closedOnly.company, createdBy: closedOnly.employer, status: "CLOSED" });
    await createEmployerWithCompany(db);

    expect(await listSitemapCompanies(now)).toEqual([{ path: `/mx/companies/${hiring.company.slug}`, lastModified: jobChange }]);
  });
});

describe("pages sitemap", () => {
  it("lists the landing page, each country's pages and job categories, and the legal pages", async () => {
    const now = new Date();
    const { company, employer } = await createEmployerWithCompany(db);
    const designChange = new Date(now.getTime() - 5 * HOUR_MS);
    const newestChange = new Date(now.getTime() - 2 * HOUR_MS);
    await createJob(db, { company, createdBy: employer, industryId: design.id, publishedAt: new Date(now.getTime() - DAY_MS), updatedAt: designChange });
    await createJob(db, { company, createdBy: employer, publishedAt: new Date(now.getTime() - DAY_MS), updatedAt: newestChange });

    const pages = await listSitemapPages(now);
    const lastmodOf = (path: string) => pages.find((page) => page.path === path)?.lastModified;
    expect(pages.map((page) => page.path)).toEqual([
      "/",
      "/mx",
      "/mx/jobs",
      "/mx/candidates",
      "/mx/jobs/software-development",
      "/mx/jobs/design",
      "/us/terms-conditions",
      "/us/privacy-policy",
    ]);
    expect(lastmodOf("/")).toEqual(newestChange);
    expect(lastmodOf("/mx/jobs")).toEqual(newestChange);
    expect(lastmodOf("/mx/jobs/design")).toEqual(designChange);
    expect(lastmodOf("/mx/jobs/software-development")).toBeNull();
    expect(lastmodOf("/us/terms-conditions")).toBeNull();
    // The employer is no candidate: no candidate profile has changed.
    expect(lastmodOf("/mx/candidates")).toBeNull();
  });
});

describe("sitemap routes", () => {
  it("serve the index as XML, listing each file with its newest change", async () => {
    const { company, employer } = await createEmployerWithCompany(db);
    const change = new Date(Date.now() - HOUR_MS);
    await createJob(db, { company, createdBy: employer, publishedAt: new Date(Date.now() - DAY_MS), updatedAt: change });

    const response = await getSitemapIndex();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain(`<sitemap><loc>${origin}/sitemaps/pages.xml</loc><lastmod>${change.toISOString()}</lastmod></sitemap>`);
    expect(xml).toContain(`<sitemap><loc>${origin}/sitemaps/companies.xml</loc><lastmod>`);
    expect(xml).toContain(`<sitemap><loc>${origin}/sitemaps/jobs-1.xml</loc><lastmod>${change.toISOString()}</lastmod></sitemap>`);
    expect(xml).not.toContain("jobs-2.xml");
    expect(await renderSitemapIndex()).toBe(xml);
  });

  it("serve each file as XML and answer 404 for files that do not exist", async () => {
    const { company, employer } = await createEmployerWithCompany(db);
    await createJob(db, { company, createdBy: employer, publishedAt: new Date(Date.now() - DAY_MS) });
    const get = (file: string) => getSitemapFile(new Request(`${origin}/sitemaps/${file}`), { params: Promise.resolve({ file }) });

    for (const file of ["pages.xml", "companies.xml", "jobs-1.xml"]) {
      const response = await get(file);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      expect(await response.text()).toContain("<urlset ");
    }
    for (const file of ["jobs-2.xml", "jobs-0.xml", "jobs-01.xml", "jobs-1.xml.gz", "other.xml", "..%2Fsitemap.xml"]) {
      expect((await get(file)).status).toBe(404);
    }
  });
});
