import { beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";

import { GET as calculateMatch } from "@/app/api/posts/[id]/calculate-match/route";
import { getCandidateApplyState } from "@/lib/applications/get-candidate-apply-state";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import type { JobType, LanguageLevel, User } from "@/lib/generated/prisma/client";
import { getPublicJobOrThrow } from "@/lib/jobs/get-public-job";
import { computeMatch, computeMatchPercent, languageLevels, matchCandidateSelect, matchJobSelect, type MatchPart } from "@/lib/matching/compute-match";
import { callRoute } from "@/tests/support/api";
import { createApplication, createCandidate, createEmployerWithCompany, createInvitation, createJob, createRandom, type EmployerWithCompany } from "@/prisma/factories";

jest.setTimeout(120_000);

const DAY_MS = 86_400_000;
const skillPool = ["TypeScript", "React", "Node.js", "PostgreSQL", "GraphQL", "Docker", "Kubernetes", "Python", "Go", "Figma", "AWS", "Rust"];
const languagePool = ["English", "Spanish", "Portuguese", "French"];
const jobTypes: JobType[] = ["FULL_TIME", "PART_TIME", "CONTRACT", "FREELANCE", "INTERNSHIP", "TEMPORARY"];
const zones = ["America/Bogota", "Europe/Madrid", "Asia/Tokyo", "America/New_York", "Pacific/Auckland", "Not/AZone"];

type Place = { id: number; code: string; regionId: number };
let places: Place[];
let hiring: EmployerWithCompany;

beforeAll(async () => {
  const americas = (await db.region.create({ data: { slug: "latin-america", nameEn: "Latin America", nameEs: "Latinoamérica" } })).id;
  const europe = (await db.region.create({ data: { slug: "europe", nameEn: "Europe", nameEs: "Europa" } })).id;
  const rows = [
    { code: "CO", slug: "co", nameEn: "Colombia", nameEs: "Colombia", flag: "🇨🇴", regionId: americas },
    { code: "MX", slug: "mx", nameEn: "Mexico", nameEs: "México", flag: "🇲🇽", regionId: americas },
    { code: "ES", slug: "es", nameEn: "Spain", nameEs: "España", flag: "🇪🇸", regionId: europe },
  ];
  places = await Promise.all(rows.map(async (row) => ({ ...(await db.country.create({ data: row, select: { id: true, code: true } })), regionId: row.regionId })));
});

beforeEach(async () => {
  await db.company.deleteMany();
  await db.user.deleteMany();
  hiring = await createEmployerWithCompany(db, { plan: "PREMIUM" });
});

const tokenOf = (user: Pick<User, "id" | "role" | "loggedAs">) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

function matchOf(candidate: User, jobId: string) {
  return callRoute(calculateMatch, { method: "GET", token: tokenOf(candidate), params: { id: jobId } });
}

const levelRank = (level: LanguageLevel) => languageLevels.indexOf(level);
const partOf = <C extends MatchPart["criterion"]>(parts: MatchPart[], criterion: C) => parts.find((part) => part.criterion === criterion) as Extract<MatchPart, { criterion: C }>;

describe("the match of a candidate with a job", () => {
  it("adds its parts up to the percent for 1,000 random candidate-job pairs, each part within its points", async () => {
    const random = createRandom(20261125);
    const caseVariant = (skill: string) => random.pick([skill, skill.toLowerCase(), skill.toUpperCase(), ` ${skill} `]);
    const level = () => random.pick(languageLevels);
    const now = new Date();

    const jobs = await Promise.all(
      Array.from({ length: 25 }, () => {
        const restricts = random.chance(0.5);
        const hasWindow = random.chance(0.4);
        const min = random.int(-12, 12) * 60;
        const salaryFrom = random.chance(0.7) ? random.int(5, 80) * 100 : null;
        return createJob(db, {
          company: hiring.company,
          createdBy: hiring.employer,
          skills: random.sample(skillPool, random.int(0, 7)),
          languages: random.sample(languagePool, random.int(0, 3)).map((name) => ({ name, level: level() })),
          jobType: random.pick(jobTypes),
          regionIds: restricts && random.chance(0.5) ? [random.pick(places).regionId] : [],
          eligibleCountryIds: restricts ? random.sample(places, random.int(0, 2)).map((place) => place.id) : [],
          timezoneMinOffset: hasWindow ? min : null,
          timezoneMaxOffset: hasWindow ? min + random.int(0, 10) * 60 : null,
          salaryFrom,
          salaryTo: salaryFrom !== null && random.chance(0.6) ? salaryFrom + random.int(0, 30) * 100 : null,
          salaryCurrency: "USD",
          salaryPeriod: "MONTHLY",
          publishedAt: new Date(now.getTime() - DAY_MS),
        });
      }),
    );
    const candidates = await Promise.all(
      Array.from({ length: 40 }, () =>
        createCandidate(db, {
          country: random.chance(0.8) ? random.pick(places) : null,
          skills: random.sample(skillPool, random.int(0, 8)).map(caseVariant),
          educationCount: 1,
          languages: random.sample(languagePool, random.int(0, 3)).map((name) => ({ name, level: level() })),
          user: {
            customSkills: random.chance(0.5) ? random.sample(skillPool, 2).map(caseVariant) : [],
            timezone: random.chance(0.8) ? random.pick(zones) : null,
            expectedSalaryMonthlyUsd: random.chance(0.7) ? random.int(5, 90) * 100 : null,
            jobTypes: random.sample(jobTypes, random.int(0, 3)),
          },
        }),
      ),
    );
    const [jobRows, candidateRows] = await Promise.all([
      db.job.findMany({ where: { id: { in: jobs.map((job) => job.id) } }, select: matchJobSelect }),
      db.user.findMany({ where: { id: { in: candidates.map((candidate) => candidate.id) } }, select: matchCandidateSelect }),
    ]);

    let pairs = 0;
    for (const job of jobRows) {
      for (const candidate of candidateRows) {
        pairs += 1;
        const { percent, parts } = computeMatch(job, candidate, now);
        expect(Number.isInteger(percent) && percent >= 0 && percent <= 100).toBe(true);
        expect(parts.map((part) => part.criterion)).toEqual(["skills", "languages", "eligibility", "salary", "job_type"]);
        expect(parts.reduce((sum, part) => sum + part.points, 0)).toBe(percent);
        // The lists rank by the percent alone: it must be this one.
        expect(computeMatchPercent(job, candidate, now)).toBe(percent);
        expect(parts.reduce((sum, part) => sum + part.max_points, 0)).toBe(100);
        for (const part of parts) expect(Number.isInteger(part.points) && part.points >= 0 && part.points <= part.max_points).toBe(true);

        // Skills, checked against the rule in its own words: a job skill counts when the candidate lists it, whatever the case.
        const known = new Set([...candidate.skills, ...candidate.customSkills].map((skill) => skill.trim().toLowerCase()));
        const skills = partOf(parts, "skills");
        expect([...skills.matched].sort()).toEqual(job.skills.filter((skill) => known.has(skill.toLowerCase())).sort());
        expect(skills.matched_count + skills.missing.length).toBe(job.skills.length);
        const skillShare = job.skills.length === 0 ? 1 : skills.matched_count / job.skills.length;
        expect(Math.abs(skills.points - skillShare * 50)).toBeLessThan(1);

        // Languages: missing means not spoken, or spoken below the level asked.
        const spoken = new Map(candidate.languages.map((language) => [language.name, levelRank(language.level)]));
        const languages = partOf(parts, "languages");
        expect(languages.missing.map((language) => language.name).sort()).toEqual(
          job.languages.filter((wanted) => (spoken.get(wanted.name) ?? -1) < levelRank(wanted.level)).map((language) => language.name).sort(),
        );
        const languageShare = job.languages.length === 0 ? 1 : languages.matched_count / job.languages.length;
        expect(Math.abs(languages.points - languageShare * 20)).toBeLessThan(1);

        const salary = partOf(parts, "salary");
        const top = job.salaryMonthlyUsdTo ?? job.salaryMonthlyUsdFrom;
        if (top === null) expect(salary.points).toBe(10);
        else if (candidate.expectedSalaryMonthlyUsd === null) expect(salary).toMatchObject({ status: "unknown", points: 0 });
        else if (candidate.expectedSalaryMonthlyUsd <= top) expect(salary.points).toBe(10);
        else {
          expect(salary.status).toBe("partial");
          expect(Math.abs(salary.points - (top / candidate.expectedSalaryMonthlyUsd) * 10)).toBeLessThan(1);
        }

        const jobType = partOf(parts, "job_type");
        expect(jobType.points).toBe(candidate.jobTypes.includes(job.jobType) ? 10 : 0);

        const eligibility = partOf(parts, "eligibility");
        const isRestricted = job.eligibleCountryIds.length + job.eligibleRegionIds.length > 0 || job.timezoneMinOffset !== null;
        if (!isRestricted) expect(eligibility).toMatchObject({ status: "not_required", points: 10 });
        else expect(eligibility.points).toBe(eligibility.status === "met" ? 10 : 0);
      }
    }
    expect(pairs).toBe(1_000);
  });

  it("matches skills without case, over the catalogue and the custom skills, and names what is missing", async () => {
    const job = await createJob(db, {
      company: hiring.company,
      createdBy: hiring.employer,
      skills: ["TypeScript", "React", "Node.js", "GraphQL"],
      languages: [],
      jobType: "CONTRACT",
      timezoneMinOffset: null,
      timezoneMaxOffset: null,
      salaryFrom: null,
      salaryTo: null,
    });
    const candidate = await createCandidate(db, { skills: ["typescript"], languages: [], user: { customSkills: ["REACT"], jobTypes: ["CONTRACT"] } });

    const answer = await matchOf(candidate, job.id);

    expect(answer.status).toBe(200);
    const skills = partOf(answer.body.data.breakdown, "skills");
    expect(skills).toMatchObject({ matched: ["TypeScript", "React"], missing: ["Node.js", "GraphQL"], matched_count: 2, total: 4, points: 25, max_points: 50, status: "partial" });
    // Nothing else asked: languages, eligibility and salary in full, and the contract is wanted.
    expect(answer.body.data.match_percent).toBe(25 + 20 + 10 + 10 + 10);
  });

  it("counts a language spoken below the job's level as missing", async () => {
    const job = await createJob(db, {
      company: hiring.company,
      createdBy: hiring.employer,
      skills: [],
      languages: [{ name: "English", level: "HIGH" }, { name: "Spanish", level: "BASIC" }],
    });
    const candidate = await createCandidate(db, { skills: [], languages: [{ name: "English", level: "INTERMEDIATE" }, { name: "Spanish", level: "NATIVE" }] });

    const answer = await matchOf(candidate, job.id);

    expect(partOf(answer.body.data.breakdown, "languages")).toMatchObject({ matched: ["Spanish"], missing: [{ name: "English", level: "HIGH" }], points: 10, max_points: 20 });
  });

  it("gives no salary points when the candidate has not said what they expect, and full points when the job names no salary", async () => {
    const paid = await createJob(db, { company: hiring.company, createdBy: hiring.employer, salaryFrom: 3000, salaryTo: 4000, salaryCurrency: "USD", salaryPeriod: "MONTHLY" });
    const unpaid = await createJob(db, { company: hiring.company, createdBy: hiring.employer, salaryFrom: null, salaryTo: null });
    const silent = await createCandidate(db, { user: { expectedSalaryMonthlyUsd: null } });
    const modest = await createCandidate(db, { user: { expectedSalaryMonthlyUsd: 3500 } });
    const ambitious = await createCandidate(db, { user: { expectedSalaryMonthlyUsd: 8000 } });

    const salaryOf = async (candidate: User, jobId: string) => partOf((await matchOf(candidate, jobId)).body.data.breakdown, "salary");

    expect(await salaryOf(silent, paid.id)).toMatchObject({ status: "unknown", points: 0, expected_monthly_usd: null, offered_monthly_usd_to: 4000 });
    expect(await salaryOf(silent, unpaid.id)).toMatchObject({ status: "not_required", points: 10 });
    expect(await salaryOf(modest, paid.id)).toMatchObject({ status: "met", points: 10 });
    // 4,000 covers half of 8,000.
    expect(await salaryOf(ambitious, paid.id)).toMatchObject({ status: "partial", points: 5 });
  });

  it("scores eligibility from the job's countries and time zones, and what the profile lacks as unknown", async () => {
    const [colombia, , spain] = places as [Place, Place, Place];
    const job = await createJob(db, { company: hiring.company, createdBy: hiring.employer, regionIds: [colombia.regionId], timezoneMinOffset: -360, timezoneMaxOffset: -180 });
    const inside = await createCandidate(db, { country: colombia, user: { timezone: "America/Bogota" } });
    const outside = await createCandidate(db, { country: spain, user: { timezone: "Europe/Madrid" } });
    const unknown = await createCandidate(db, { country: null, user: { timezone: null, countryId: null } });

    const eligibilityOf = async (candidate: User) => partOf((await matchOf(candidate, job.id)).body.data.breakdown, "eligibility");

    expect(await eligibilityOf(inside)).toMatchObject({ status: "met", points: 10 });
    expect(await eligibilityOf(outside)).toMatchObject({ status: "unmet", points: 0, reasons: ["country", "timezone"] });
    expect(await eligibilityOf(unknown)).toMatchObject({ status: "unknown", points: 0, unknown: ["country", "timezone"] });
  });

  it("tells a candidate on the job's page whether it hires where they are, naming their country in the page's language", async () => {
    const [colombia, , spain] = places as [Place, Place, Place];
    const job = await getPublicJobOrThrow((await createJob(db, { company: hiring.company, createdBy: hiring.employer, regionIds: [colombia.regionId] })).id);
    const inside = await createCandidate(db, { country: colombia, user: { timezone: "America/Bogota" } });
    const outside = await createCandidate(db, { country: spain, user: { timezone: "Europe/Madrid" } });
    const unknown = await createCandidate(db, { country: null, user: { timezone: null, countryId: null } });

    expect(await getCandidateApplyState(inside.id, job, "en")).toMatchObject({ eligibility: { eligible: true }, countryName: "Colombia", alreadyApplied: false });
    expect(await getCandidateApplyState(outside.id, job, "es")).toMatchObject({ eligibility: { eligible: false }, countryName: "España" });
    expect((await getCandidateApplyState(unknown.id, job, "en")).countryName).toBeNull();
  });

  it("tells a candidate who applied when they did and where the application stands, in their own words", async () => {
    const job = await getPublicJobOrThrow((await createJob(db, { company: hiring.company, createdBy: hiring.employer })).id);
    const [waiting, shortlisted, gone] = [await createCandidate(db, {}), await createCandidate(db, {}), await createCandidate(db, {})];
    const appliedAt = new Date("2026-11-20T09:00:00Z");
    await createApplication(db, { job, candidate: waiting, createdAt: appliedAt });
    await createApplication(db, { job, candidate: shortlisted, createdAt: appliedAt, stage: "SHORTLISTED", reviewedAt: appliedAt });
    await createApplication(db, { job, candidate: gone, createdAt: appliedAt, withdrawnAt: new Date() });

    expect(await getCandidateApplyState(waiting.id, job, "en")).toMatchObject({ alreadyApplied: true, withdrawn: false, application: { appliedAt, stage: "applied" } });
    expect((await getCandidateApplyState(shortlisted.id, job, "en")).application?.stage).toBe("in_process");
    expect(await getCandidateApplyState(gone.id, job, "en")).toMatchObject({ withdrawn: true, application: { stage: "withdrawn" } });
    expect((await getCandidateApplyState((await createCandidate(db, {})).id, job, "en")).application).toBeNull();
  });

  it("answers only for jobs the candidate may see: a private job needs an invitation", async () => {
    const candidate = await createCandidate(db, {});
    const invited = await createCandidate(db, {});
    const privateJob = await createJob(db, { company: hiring.company, createdBy: hiring.employer, isPublic: false });
    const closed = await createJob(db, { company: hiring.company, createdBy: hiring.employer, status: "CLOSED" });
    const draft = await createJob(db, { company: hiring.company, createdBy: hiring.employer, status: "DRAFT", publishedAt: null });
    await createInvitation(db, { job: privateJob, candidate: invited, invitedBy: hiring.employer });

    expect((await matchOf(candidate, privateJob.id)).status).toBe(404);
    expect((await matchOf(invited, privateJob.id)).status).toBe(200);
    expect((await matchOf(candidate, closed.id)).body.error?.code).toBe("not_found");
    expect((await matchOf(candidate, draft.id)).body.error?.code).toBe("not_found");
  });
});
