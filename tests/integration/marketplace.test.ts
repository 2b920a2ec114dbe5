import { readFileSync } from "node:fs";

import { beforeAll, beforeEach, describe, expect, it } from "@jest/globals";

import { db } from "@/lib/db";
import { getHealth } from "@/lib/health/get-health";
import { getMarketplaceSummary } from "@/lib/marketplace/get-marketplace-summary";
import { createCandidate, createEmployerWithCompany, createJob, createUser, type CreateJobInput } from "@/prisma/factories";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

type Place = { countryId: number; regionId: number };
let unitedStates: Place;
let colombia: Place;

// Integration databases are migrated, not seeded: the catalogue rows the figures need.
beforeAll(async () => {
  const america = await db.region.create({ data: { slug: "north-america", nameEn: "North America", nameEs: "Norteamérica" } });
  const latinAmerica = await db.region.create({ data: { slug: "latin-america", nameEn: "Latin America", nameEs: "Latinoamérica" } });
  const us = await db.country.create({ data: { code: "US", slug: "us", nameEn: "United States", nameEs: "Estados Unidos", flag: "🇺🇸", regionId: america.id } });
  const co = await db.country.create({ data: { code: "CO", slug: "co", nameEn: "Colombia", nameEs: "Colombia", flag: "🇨🇴", regionId: latinAmerica.id } });
  unitedStates = { countryId: us.id, regionId: america.id };
  colombia = { countryId: co.id, regionId: latinAmerica.id };
});

/** Each test starts from an empty marketplace (jobs go with their companies). */
beforeEach(async () => {
  await db.company.deleteMany();
  await db.user.deleteMany();
});

describe("getMarketplaceSummary", () => {
  it("counts and lists only open public jobs from companies in good standing", async () => {
    const now = Date.now();
    const hiring = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    const open = await createJob(db, { company: hiring.company, createdBy: hiring.employer, title: "Open public job", publishedAt: new Date(now - HOUR_MS) });

    // Every other kind belongs to another company, so that it cannot make that one count as hiring.
    const other = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    const otherJob = (title: string, fields: Partial<CreateJobInput>) =>
      createJob(db, { company: other.company, createdBy: other.employer, title, publishedAt: new Date(now - 2 * HOUR_MS), ...fields });
    await otherJob("Private job", { isPublic: false });
    await otherJob("Closed job", { status: "CLOSED", closedAt: new Date(now - HOUR_MS) });
    await otherJob("Paused job", { status: "PAUSED" });
    await otherJob("Draft job", { status: "DRAFT", publishedAt: null });
    await otherJob("Expired job", { publishedAt: new Date(now - 40 * DAY_MS), expiresAt: new Date(now - DAY_MS) });
    await otherJob("Banned job", { bannedAt: new Date(now - HOUR_MS) });
    await otherJob("Future job", { publishedAt: new Date(now + DAY_MS) });

    const banned = await createEmployerWithCompany(db, { plan: "PREMIUM", company: { bannedAt: new Date(now - DAY_MS) } });
    await createJob(db, { company: banned.company, createdBy: banned.employer, title: "Job of a banned company" });
    const disabled = await createEmployerWithCompany(db, { plan: "PREMIUM", company: { disabledAt: new Date(now - DAY_MS) } });
    await createJob(db, { company: disabled.company, createdBy: disabled.employer, title: "Job of a disabled company" });
    expect(await db.job.count()).toBe(10);

    const summary = await getMarketplaceSummary(unitedStates.countryId);

    expect(summary.openJobs).toBe(1);
    expect(summary.hiringCompanies).toBe(1);
    expect(summary.latestJobs).toEqual([
      expect.objectContaining({
        id: open.id,
        title: "Open public job",
        company: expect.objectContaining({ name: hiring.company.name, slug: hiring.company.slug, logoUrl: null }),
        jobType: open.jobType,
        regions: [],
        eligibleCountries: [],
        publishedAt: open.publishedAt,
      }),
    ]);
  });

  it("counts the jobs open to people in the country, as its job list does", async () => {
    const { employer, company } = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    const worldwide = await createJob(db, { company, createdBy: employer, title: "Anywhere" });
    const latinAmericaOnly = await createJob(db, { company, createdBy: employer, title: "Latin America only", regionIds: [colombia.regionId] });
    const usOnly = await createJob(db, { company, createdBy: employer, title: "United States only", eligibleCountryIds: [unitedStates.countryId] });

    const inTheUs = await getMarketplaceSummary(unitedStates.countryId);
    const inColombia = await getMarketplaceSummary(colombia.countryId);

    expect(inTheUs.openJobs).toBe(2);
    expect(inTheUs.latestJobs.map((job) => job.id).sort()).toEqual([worldwide.id, usOnly.id].sort());
    expect(inColombia.openJobs).toBe(2);
    expect(inColombia.latestJobs.map((job) => job.id).sort()).toEqual([worldwide.id, latinAmericaOnly.id].sort());
    expect(inColombia.latestJobs.find((job) => job.id === latinAmericaOnly.id)?.regions.map((region) => region.slug)).toEqual(["latin-america"]);
  });

  it("still counts a job whose expiry date is ahead", async () => {
    const { employer, company } = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    const job = await createJob(db, { company, createdBy: employer, expiresAt: new Date(Date.now() + DAY_MS) });
    const summary = await getMarketplaceSummary(unitedStates.countryId);
    expect(summary.openJobs).toBe(1);
    expect(summary.latestJobs.map((latest) => latest.id)).toEqual([job.id]);
  });

  it("lists the six newest open jobs, newest first, and counts all of them", async () => {
    const now = Date.now();
    const first = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    const second = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    // Published 1..8 days ago, inserted out of order so that insertion order cannot pass for recency.
    const ages = [5, 2, 8, 1, 7, 3, 6, 4];
    const jobs = [];
    for (const [index, days] of ages.entries()) {
      const { company, employer } = index % 2 === 0 ? first : second;
      jobs.push(await createJob(db, { company, createdBy: employer, title: `Job published ${days} days ago`, publishedAt: new Date(now - days * DAY_MS) }));
    }

    const summary = await getMarketplaceSummary(unitedStates.countryId);

    expect(summary.openJobs).toBe(8);
    expect(summary.hiringCompanies).toBe(2);
    expect(summary.latestJobs.map((job) => job.title)).toEqual([1, 2, 3, 4, 5, 6].map((days) => `Job published ${days} days ago`));
    expect(summary.latestJobs.map((job) => job.company.name)).toEqual(
      [1, 2, 3, 4, 5, 6].map((days) => (ages.indexOf(days) % 2 === 0 ? first : second).company.name),
    );
  });

  it("counts candidates open to work, leaving out employers and banned, deleted or hired ones", async () => {
    await createCandidate(db);
    await createCandidate(db, { user: { isOpenToWork: true } });
    await createCandidate(db, { user: { isOpenToWork: false, hiredAt: new Date() } });
    await createCandidate(db, { user: { bannedAt: new Date(), bannedReason: "Spam" } });
    await createCandidate(db, { user: { deletedAt: new Date(), deleteReason: "Found a job" } });
    await createUser(db, { loggedAs: "EMPLOYER", isEmployer: true });

    expect((await getMarketplaceSummary(unitedStates.countryId)).candidatesOpenToWork).toBe(2);
  });

  it("is empty on an empty marketplace", async () => {
    expect(await getMarketplaceSummary(unitedStates.countryId)).toEqual({ openJobs: 0, openJobsIsCapped: false, hiringCompanies: 0, candidatesOpenToWork: 0, latestJobs: [] });
  });
});

describe("getHealth", () => {
  it("reports the version in package.json and a database that answers", async () => {
    const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
    const health = await getHealth();
    // The services each get a line of their own (tests/integration/observability.test.ts).
    expect(health).toMatchObject({ status: "ok", version, database: { up: true, latencyMs: expect.any(Number) } });
    expect(health.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(health.database.latencyMs).toBeLessThan(2000);
  });
});
