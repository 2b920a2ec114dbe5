import { beforeAll, describe, expect, it, jest } from "@jest/globals";
import pg from "pg";

import { listCandidateApplications } from "@/lib/applications/list-candidate-applications";
import { verifyPassword } from "@/lib/auth/password";
import { readCv } from "@/lib/cv/read-cv";
import { db } from "@/lib/db";
import { countries } from "@/prisma/seed/data/countries";
import { DEMO_MODERATION } from "@/prisma/seed/demo-moderation";
import { industries } from "@/prisma/seed/data/industries";
import { roles } from "@/prisma/seed/data/roles";
import { skills } from "@/prisma/seed/data/skills";
import {
  DEMO_ADMIN_EMAIL,
  DEMO_CANDIDATE_EMAIL,
  DEMO_EMPLOYER_EMAIL,
  DEMO_PASSWORD,
  demoCandidates,
  demoEmployers,
  demoJobs,
} from "@/prisma/seed/demo-data";
import { seedBulk, seedDemoData } from "@/scripts/db/seed";
import { unitsPerUsd } from "@/prisma/factories";
import { createTestDatabase } from "@/tests/support/test-database";

const databaseUrl = () => process.env.DATABASE_URL!;

// A seed run takes a second or two alone, several when other test files share the machine.
jest.setTimeout(60_000);

/** Rows per table (migrations bookkeeping aside), read through a connection of its own. */
async function rowCounts(url: string = databaseUrl()): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ relname: string }>(
      "SELECT relname FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND relname <> '_prisma_migrations' ORDER BY relname",
    );
    const counts: Record<string, number> = {};
    for (const { relname } of tables.rows) {
      const result = await client.query<{ count: string }>(`SELECT count(*) FROM "${relname}"`);
      counts[relname] = Number(result.rows[0]?.count ?? 0);
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** The plan a company's quota comes from: its subscription's while ACTIVE or TRIALING, otherwise Free. */
async function companiesOverTheirQuota(): Promise<{ name: string; open: number; limit: number | null }[]> {
  const free = await db.plan.findUniqueOrThrow({ where: { name: "FREE" }, select: { activeJobLimit: true } });
  const companies = await db.company.findMany({
    select: {
      name: true,
      subscription: { select: { status: true, plan: { select: { activeJobLimit: true } } } },
      _count: { select: { jobs: { where: { status: "OPEN" } } } },
    },
  });
  return companies
    .map((company) => {
      const isPaying = company.subscription?.status === "ACTIVE" || company.subscription?.status === "TRIALING";
      const limit = isPaying ? (company.subscription?.plan.activeJobLimit ?? null) : free.activeJobLimit;
      return { name: company.name, open: company._count.jobs, limit };
    })
    .filter((company) => company.limit !== null && company.open > company.limit);
}

async function usersWithWrongCompletion(): Promise<string[]> {
  const users = await db.user.findMany({
    select: {
      email: true,
      profileCompletion: true,
      isPersonalInformationComplete: true,
      isProfessionalInformationComplete: true,
      isProficiencyInformationComplete: true,
      isExperienceInformationComplete: true,
      isAcademicInformationComplete: true,
    },
  });
  return users
    .filter((user) => {
      const sections = [
        user.isPersonalInformationComplete,
        user.isProfessionalInformationComplete,
        user.isProficiencyInformationComplete,
        user.isExperienceInformationComplete,
        user.isAcademicInformationComplete,
      ].filter(Boolean).length;
      return user.profileCompletion !== 20 * sections;
    })
    .map((user) => user.email);
}

async function rowsWithoutSearchVector(): Promise<{ jobs: number; users: number }> {
  const [row] = await db.$queryRaw<{ jobs: number; users: number }[]>`
    SELECT (SELECT count(*) FROM jobs WHERE search_vector IS NULL)::int AS jobs,
           (SELECT count(*) FROM users WHERE search_vector IS NULL)::int AS users`;
  return row!;
}

describe("seedDemoData", () => {
  it("seeds an empty database, and a second call leaves every table as it was", async () => {
    const empty = await rowCounts();
    expect(empty.users).toBe(0);
    expect(empty.jobs).toBe(0);

    expect(await seedDemoData(databaseUrl())).toEqual({ seeded: true });
    const seeded = await rowCounts();
    const filled = ["industries", "regions", "countries", "skills", "plans", "blog_posts", "users", "companies", "subscriptions", "jobs", "applications"];
    expect(filled.filter((table) => !((seeded[table] ?? 0) > 0))).toEqual([]);

    expect(await seedDemoData(databaseUrl())).toEqual({ seeded: false });
    expect(await rowCounts()).toEqual(seeded);
  });

  it("seeds exactly once when two calls race on an empty database", async () => {
    const other = await createTestDatabase();
    try {
      const results = await Promise.all([seedDemoData(other.url), seedDemoData(other.url)]);
      expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
      // The demo world once: nothing doubled, nothing half-written.
      const counts = await rowCounts(other.url);
      expect({ users: counts.users, jobs: counts.jobs }).toEqual({
        users: demoEmployers.length + 1 + demoCandidates.length,
        jobs: demoJobs.length + DEMO_MODERATION.jobs.length,
      });
    } finally {
      await other.drop();
    }
  });
});

describe("the demo world", () => {
  // Idempotent: makes these tests independent of the ones above when run on their own.
  beforeAll(() => seedDemoData(databaseUrl()));

  it("has the three demo accounts, who log in with demo1234", async () => {
    const accounts = await db.user.findMany({
      where: { email: { in: [DEMO_EMPLOYER_EMAIL, DEMO_CANDIDATE_EMAIL, DEMO_ADMIN_EMAIL] } },
      select: { email: true, role: true, loggedAs: true, passwordHash: true },
      orderBy: { email: "asc" },
    });
    expect(accounts.map(({ email, role, loggedAs }) => ({ email, role, loggedAs }))).toEqual([
      { email: DEMO_ADMIN_EMAIL, role: "ADMINISTRATOR", loggedAs: expect.any(String) },
      { email: DEMO_CANDIDATE_EMAIL, role: "USER", loggedAs: "CANDIDATE" },
      { email: DEMO_EMPLOYER_EMAIL, role: "USER", loggedAs: "EMPLOYER" },
    ]);
    for (const account of accounts) {
      expect(account.passwordHash).toMatch(/^scrypt\$/);
      expect(await verifyPassword(DEMO_PASSWORD, account.passwordHash)).toBe(true);
      expect(await verifyPassword("demo12345", account.passwordHash)).toBe(false);
    }
  });

  it("never hands out password hashes unless a query asks for them", async () => {
    const employer = await db.user.findUniqueOrThrow({ where: { email: DEMO_EMPLOYER_EMAIL } });
    expect(employer).not.toHaveProperty("passwordHash");
  });

  it("has about 30 jobs and 40 candidates", async () => {
    const jobs = await db.job.count();
    const candidates = await db.user.count({ where: { email: { in: demoCandidates.map((candidate) => candidate.email) }, loggedAs: "CANDIDATE" } });
    // The demo's moderation history adds a banned company's jobs (prisma/seed/demo-moderation.ts).
    expect(jobs).toBe(demoJobs.length + DEMO_MODERATION.jobs.length);
    expect(candidates).toBe(demoCandidates.length);
    expect(jobs).toBeGreaterThanOrEqual(25);
    expect(jobs).toBeLessThanOrEqual(40);
    expect(candidates).toBeGreaterThanOrEqual(35);
    expect(candidates).toBeLessThanOrEqual(50);
  });

  it("names every industry and country in English and Spanish", async () => {
    const industryRows = await db.industry.findMany({ select: { slug: true, nameEn: true, nameEs: true } });
    const countryRows = await db.country.findMany({ select: { code: true, nameEn: true, nameEs: true } });
    expect(industryRows).toHaveLength(industries.length);
    expect(countryRows).toHaveLength(countries.length);
    for (const row of [...industryRows, ...countryRows]) {
      expect(row.nameEn.trim()).not.toBe("");
      expect(row.nameEs.trim()).not.toBe("");
    }
    expect(industryRows.find((row) => row.slug === "software-development")).toMatchObject({
      nameEn: "Software Development",
      nameEs: "Desarrollo de software",
    });
    expect(countryRows.find((row) => row.code === "ES")).toMatchObject({ nameEn: "Spain", nameEs: "España" });
  });

  it("keeps every company within its plan's active-job quota (an expired plan counts as Free)", async () => {
    expect(await companiesOverTheirQuota()).toEqual([]);
    // The demo shows the limit being reached, not just respected from afar.
    const colibri = await db.company.findUniqueOrThrow({
      where: { slug: "colibri-studio" },
      select: { subscription: true, _count: { select: { jobs: { where: { status: "OPEN" } } } } },
    });
    expect(colibri).toEqual({ subscription: null, _count: { jobs: 1 } });
  });

  it("gives every user a profile completion of 20 per completed section", async () => {
    expect(await usersWithWrongCompletion()).toEqual([]);
    const completions = await db.user.groupBy({ by: ["profileCompletion"], where: { loggedAs: "CANDIDATE" } });
    // Both complete and partial profiles, so that the rule above is exercised.
    expect(completions.map((row) => row.profileCompletion)).toEqual(expect.arrayContaining([100]));
    expect(completions.some((row) => row.profileCompletion < 100)).toBe(true);
  });

  it("backs each completed profile section with its data", async () => {
    const mismatches = await db.$queryRaw<{ email: string }[]>`
      SELECT email FROM users u WHERE
        (is_experience_information_complete <> EXISTS (SELECT 1 FROM work_experiences w WHERE w.user_id = u.id))
        OR (is_academic_information_complete <> EXISTS (SELECT 1 FROM educations e WHERE e.user_id = u.id))
        OR (is_proficiency_information_complete AND cardinality(skills) = 0)`;
    expect(mismatches).toEqual([]);
  });

  it("shows every kind of job: private, closed, expired, draft, Spanish-language and recent public ones", async () => {
    const now = new Date();
    const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
    const [privateJobs, closed, expired, drafts, spanish, recentPublic] = await Promise.all([
      db.job.count({ where: { isPublic: false } }),
      db.job.count({ where: { status: "CLOSED" } }),
      db.job.count({ where: { status: "OPEN", expiresAt: { lt: now } } }),
      db.job.count({ where: { status: "DRAFT" } }),
      db.job.count({ where: { description: { startsWith: "<p>En " } } }),
      db.job.count({ where: { status: "OPEN", isPublic: true, publishedAt: { gt: weekAgo } } }),
    ]);
    const kinds = { privateJobs, closed, expired, drafts, spanish };
    expect(Object.entries(kinds).filter(([, count]) => count === 0).map(([kind]) => kind)).toEqual([]);
    expect(recentPublic).toBeGreaterThanOrEqual(10);
  });

  it("gives the demo employer a Premium and a Free company, and the subscriptions an active and an expired plan", async () => {
    const owned = await db.companyMember.findMany({
      where: { user: { email: DEMO_EMPLOYER_EMAIL }, role: "OWNER" },
      select: { company: { select: { subscription: { select: { plan: { select: { name: true } } } } } } },
    });
    expect(owned.map((membership) => membership.company.subscription?.plan.name ?? "FREE").sort()).toEqual(["FREE", "PREMIUM"]);
    const statuses = await db.subscription.groupBy({ by: ["status"] });
    expect(statuses.map((row) => row.status).sort()).toEqual(["ACTIVE", "EXPIRED"]);
  });

  it("has applications in every stage, ranked 1..n within each job's Applicants and Shortlist, and a hired one", async () => {
    const stages = await db.application.groupBy({ by: ["stage"] });
    expect(stages.map((row) => row.stage).sort()).toEqual(["APPLIED", "DISMISSED", "SHORTLISTED"]);
    const misranked = await db.application.count({
      where: { OR: [{ stage: "DISMISSED", rank: { not: null } }, { withdrawnAt: { not: null }, rank: { not: null } }, { stage: { not: "DISMISSED" }, withdrawnAt: null, rank: null }] },
    });
    expect(misranked).toBe(0);
    const [gaps] = await db.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count FROM (
        SELECT count(*) AS n, count(DISTINCT rank) AS ranks, min(rank) AS first, max(rank) AS last
        FROM applications WHERE rank IS NOT NULL GROUP BY job_id, stage
      ) AS stages WHERE first <> 1 OR last <> n OR ranks <> n`;
    expect(gaps?.count).toBe(0);
    expect(await db.application.count({ where: { hiredAt: { not: null }, stage: "SHORTLISTED" } })).toBe(1);
    expect(await db.application.count({ where: { OR: [{ matchPercent: { lt: 0 } }, { matchPercent: { gt: 100 } }] } })).toBe(0);
  });

  it("gives the demo candidate an application in every stage they can see, each with a timeline in order", async () => {
    const candidate = await db.user.findUniqueOrThrow({ where: { email: DEMO_CANDIDATE_EMAIL }, select: { id: true } });
    const { items } = await listCandidateApplications(candidate, candidate.id, { page: 1, take: 50 });
    expect(new Set(items.map((item) => item.stage))).toEqual(new Set(["applied", "viewed", "in_process", "not_selected", "withdrawn"]));
    for (const item of items) {
      expect(item.timeline[0]).toEqual({ step: "applied", at: item.applied_at });
      expect(item.timeline.at(-1)?.step).toBe(item.stage);
      const times = item.timeline.map((entry) => entry.at);
      expect([...times].sort()).toEqual(times);
    }
    // Every application told its job's creator.
    expect(await db.notification.count({ where: { type: "NEW_APPLICANT" } })).toBe(await db.application.count());
  });

  it("gives the demo candidate a CV whose stored text is what reading the file gives", async () => {
    const candidate = await db.user.findUniqueOrThrow({ where: { email: DEMO_CANDIDATE_EMAIL }, select: { cvText: true, cvFileName: true, cvFile: { select: { kind: true, bytes: true } } } });
    expect(candidate.cvFile?.kind).toBe("CV");
    expect(candidate.cvFileName).toMatch(/\.pdf$/);
    expect(readCv(candidate.cvFile!.bytes).text).toBe(candidate.cvText);
  });

  it("converts every salary to US dollars a month, and fills every search vector", async () => {
    expect(await db.job.count({ where: { salaryFrom: { not: null }, salaryMonthlyUsdFrom: null } })).toBe(0);
    expect(await db.job.count({ where: { salaryFrom: { not: null } } })).toBeGreaterThan(0);
    expect(await rowsWithoutSearchVector()).toEqual({ jobs: 0, users: 0 });
  });
});

describe("the seed's catalogues", () => {
  it("name each skill once, and contain every skill that roles and demo data use", () => {
    const names = new Set(skills.map((skill) => skill.name.toLowerCase()));
    expect(names.size).toBe(skills.length);
    const used = [
      ...roles.flatMap((role) => [...role.skills, ...role.relatedSkills]),
      ...demoJobs.flatMap((job) => job.skills ?? []),
      ...demoCandidates.flatMap((candidate) => candidate.skills ?? []),
    ];
    expect([...new Set(used.filter((name) => !names.has(name.toLowerCase())))]).toEqual([]);
  });

  it("give each country a unique code and a currency with a US-dollar rate", () => {
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
    expect(countries.filter((country) => unitsPerUsd[country.currency] === undefined).map((country) => country.code)).toEqual([]);
  });

  it("put every role in a known industry, and give every industry a role", () => {
    const slugs = new Set(industries.map((industry) => industry.slug));
    expect(roles.filter((role) => !slugs.has(role.industrySlug)).map((role) => role.key)).toEqual([]);
    expect(industries.filter((industry) => !roles.some((role) => role.industrySlug === industry.slug)).map((industry) => industry.slug)).toEqual([]);
  });
});

describe("seedBulk", () => {
  beforeAll(() => seedDemoData(databaseUrl()));

  it("adds exactly the jobs and candidates asked for, searchable and within quota; later runs add more", async () => {
    const candidates = () => db.user.count({ where: { loggedAs: "CANDIDATE" } });
    const before = { jobs: await db.job.count(), candidates: await candidates() };

    await seedBulk(databaseUrl(), { jobs: 300, candidates: 200 });
    const afterFirst = { jobs: await db.job.count(), candidates: await candidates() };
    expect(afterFirst).toEqual({ jobs: before.jobs + 300, candidates: before.candidates + 200 });
    expect(await rowsWithoutSearchVector()).toEqual({ jobs: 0, users: 0 });

    // A second run's e-mails and slugs must not collide with the first's.
    await seedBulk(databaseUrl(), { jobs: 120, candidates: 80 });
    expect({ jobs: await db.job.count(), candidates: await candidates() }).toEqual({
      jobs: afterFirst.jobs + 120,
      candidates: afterFirst.candidates + 80,
    });

    expect(await companiesOverTheirQuota()).toEqual([]);
    expect(await usersWithWrongCompletion()).toEqual([]);
    expect(await rowsWithoutSearchVector()).toEqual({ jobs: 0, users: 0 });
  });
});
