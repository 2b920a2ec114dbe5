import { beforeAll, describe, expect, it } from "@jest/globals";

import { GET as getUsers } from "@/app/api/users/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { parseEmployerCandidateSearch, type EmployerCandidateSearch } from "@/lib/hiring/employer-candidate-search-query";
import { findEmployerCandidates } from "@/lib/hiring/find-employer-candidates";
import { callRoute } from "@/tests/support/api";
import { createCandidate, createEmployerWithCompany, type CountryRef } from "@/prisma/factories";

const DAY_MS = 86_400_000;

const search = (query: Record<string, string> = {}): EmployerCandidateSearch => {
  const parsed = parseEmployerCandidateSearch({ take: "50", ...query });
  expect(parsed.issues).toEqual([]);
  return parsed.search;
};
const free = { locale: "en" as const, canSeeFullNames: false };
const premium = { locale: "en" as const, canSeeFullNames: true };

let colombia: CountryRef;
const people: Record<string, User> = {};

beforeAll(async () => {
  const region = await db.region.create({ data: { slug: "americas", nameEn: "Americas", nameEs: "Américas", sortOrder: 1 } });
  colombia = await db.country.create({ data: { code: "CO", slug: "co", nameEn: "Colombia", nameEs: "Colombia", flag: "🇨🇴", regionId: region.id } });
  const usa = await db.country.create({ data: { code: "US", slug: "us", nameEn: "United States", nameEs: "Estados Unidos", flag: "🇺🇸", regionId: region.id } });
  await db.skill.createMany({ data: [{ name: "React" }, { name: "Go" }] });
  const now = Date.now();
  // Every profile complete: the order is newest first.
  people.carlos = await createCandidate(db, {
    country: colombia, title: "Frontend Developer", skills: ["React"], languages: [{ name: "English", level: "EXPERT" }, { name: "Spanish", level: "NATIVE" }],
    user: {
      firstName: "Carlos", lastName: "Ramírez", city: "Bogotá", timezone: "America/Bogota", availability: "IMMEDIATELY", jobTypes: ["FULL_TIME"],
      expectedSalaryMonthlyUsd: 4000, verificationType: "IDENTITY", cvText: "Ramírez led the kubernetes migration", createdAt: new Date(now - 1 * DAY_MS),
    },
  });
  people.lucia = await createCandidate(db, {
    country: colombia, title: "Backend Developer", skills: ["Go"], languages: [{ name: "English", level: "INTERMEDIATE" }],
    user: {
      firstName: "Lucía", lastName: "Herrera", city: "Medellín", timezone: "America/Bogota", availability: "ONE_MONTH", jobTypes: ["CONTRACT", "PART_TIME"],
      expectedSalaryMonthlyUsd: 2500, verificationType: "EMAIL", cvText: "Terraform and observability", createdAt: new Date(now - 2 * DAY_MS),
    },
  });
  people.emily = await createCandidate(db, {
    country: usa, title: "Data Engineer", skills: ["Go", "React"], languages: [{ name: "English", level: "NATIVE" }],
    user: {
      firstName: "Emily", lastName: "Johnson", city: "Seattle", timezone: "America/Los_Angeles", availability: "TWO_WEEKS", jobTypes: ["FULL_TIME"],
      expectedSalaryMonthlyUsd: 9000, verificationType: "PHONE", cvText: null, createdAt: new Date(now - 3 * DAY_MS),
    },
  });
  // Never found: closed to work, banned, working as an employer.
  people.closed = await createCandidate(db, { country: colombia, skills: ["React"], user: { firstName: "Closed", lastName: "Person", isOpenToWork: false } });
  people.banned = await createCandidate(db, { country: colombia, skills: ["React"], user: { firstName: "Banned", lastName: "Person", bannedAt: new Date() } });
});

const ids = (page: { items: { _id: string }[] }) => page.items.map((item) => item._id);
const find = async (query: Record<string, string>, viewer = premium) => ids(await findEmployerCandidates(search(query), viewer));

describe("findEmployerCandidates", () => {
  it("lists the candidates anybody may find, newest complete profiles first, with no match to show", async () => {
    const page = await findEmployerCandidates(search(), premium);
    expect(ids(page)).toEqual([people.carlos!.id, people.lucia!.id, people.emily!.id]);
    expect(page.items[0]).toMatchObject({ name: "Carlos Ramírez", flag: "🇨🇴", city: "Bogotá", match_percent: null, is_user_verificated: true, type_user_verificated: "identity" });
  });

  it("narrows by each filter", async () => {
    expect(await find({ skills: "react" })).toEqual([people.carlos!.id, people.emily!.id]);
    expect(await find({ languages: "english:expert" })).toEqual([people.carlos!.id, people.emily!.id]);
    expect(await find({ languages: "english:native" })).toEqual([people.emily!.id]);
    expect(await find({ languages: "english,spanish:high" })).toEqual([people.carlos!.id]);
    expect(await find({ country_id: String(colombia.id) })).toEqual([people.carlos!.id, people.lucia!.id]);
    expect(await find({ timezone: "America/Los_Angeles" })).toEqual([people.emily!.id]);
    expect(await find({ type_user_verificated: "email" })).toEqual([people.lucia!.id]);
    expect(await find({ availability: "immediately,two_weeks" })).toEqual([people.carlos!.id, people.emily!.id]);
    expect(await find({ job_type: "part_time" })).toEqual([people.lucia!.id]);
    expect(await find({ min_salary: "3000", max_salary: "5000" })).toEqual([people.carlos!.id]);
    // Spec 5: amounts alone are monthly; a yearly budget of 60,000 is 5,000 a month.
    expect(await find({ max_salary: "60000", salary_frequency: "yearly" })).toEqual([people.carlos!.id, people.lucia!.id]);
    expect(await find({ skills: "go", country_id: "co", availability: "one_month" })).toEqual([people.lucia!.id]);
  });

  it("searches the profile and the CV's text", async () => {
    expect(await find({ search: "terraform" })).toEqual([people.lucia!.id]);
    expect(await find({ search: "kubernetes" })).toEqual([people.carlos!.id]);
    expect(await find({ search: "engineer" })).toEqual([people.emily!.id]);
  });

  it("masks surnames for a viewer without a premium company, who cannot find people by them either", async () => {
    const page = await findEmployerCandidates(search(), free);
    expect(JSON.stringify(page)).not.toMatch(/Ramírez|Herrera|Johnson/);
    expect(page.items[0]).toMatchObject({ name: "Carlos R•••••", firstName: "Carlos", isSurnameMasked: true, showsGoPremium: true });
    expect(await find({ search: "Ramírez" }, free)).toEqual([]);
    expect(await find({ search: "Herrera" }, free)).toEqual([]);
    expect(await find({ search: "Ramírez" }, premium)).toEqual([people.carlos!.id]);
  });
});

describe("GET /api/users", () => {
  const call = (query: string, user?: User) =>
    callRoute(getUsers, { method: "GET", path: `/api/users${query}`, token: user && signAccessToken({ id: user.id, role: user.role, side: user.loggedAs }) });

  it("answers employers with applicant cards, full names only on a premium plan", async () => {
    const freeEmployer = (await createEmployerWithCompany(db, { plan: "FREE" })).employer;
    const proEmployer = (await createEmployerWithCompany(db, { plan: "PRO" })).employer;
    const masked = await call("?skills=react&locale=es", freeEmployer);
    expect(masked.status).toBe(200);
    expect(masked.body.data).toMatchObject({ total: 2, totalIsCapped: false, page: 1, take: 20 });
    expect(masked.body.data.items[0]).toMatchObject({ _id: people.carlos!.id, name: "Carlos R•••••", country: { name: "Colombia" } });
    expect(JSON.stringify(masked.body)).not.toMatch(/Ramírez|Johnson/);
    const full = await call("?skills=react", proEmployer);
    expect(full.body.data.items.map((item: { name: string }) => item.name)).toEqual(["Carlos Ramírez", "Emily Johnson"]);
  });

  it("is for employers: 401 without a session, 403 for candidates", async () => {
    expect((await call("")).status).toBe(401);
    expect((await call("", people.carlos)).status).toBe(403);
  });

  it.each([
    ["an unknown language", "?languages=klingon"],
    ["an unknown level", "?languages=english:fluent"],
    ["an unknown time zone", "?timezone=Mars/Olympus"],
    ["an unknown availability", "?availability=yesterday"],
    ["an unknown job type", "?job_type=slavery"],
    ["a negative salary", "?min_salary=-5"],
    ["a salary past the limit", "?max_salary=999999999999"],
    ["an unknown currency", "?min_salary=10&salary_currency=XXX"],
    ["an unknown frequency", "?min_salary=10&salary_frequency=fortnightly"],
    ["take=0", "?take=0"],
    ["page=501", "?page=501"],
    ["eleven languages", `?languages=${Array(11).fill(0).map((_, i) => ["english", "spanish", "french", "german", "italian", "dutch", "polish", "arabic", "hebrew", "turkish", "hindi"][i]).join(",")}`],
  ])("refuses %s with 400 invalid_query naming the field", async (_label, query) => {
    const employer = (await createEmployerWithCompany(db, { plan: "FREE" })).employer;
    const answer = await call(query, employer);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe("invalid_query");
    expect(answer.body.error?.details?.fields?.length).toBeGreaterThan(0);
  });
});

describe("the total", () => {
  it("is exact whether the page is full, short, empty or past the end", async () => {
    const page = (query: Record<string, string>) => findEmployerCandidates(search(query), premium);
    expect(await page({ take: "2" })).toMatchObject({ total: 3, totalIsCapped: false });
    expect(await page({ take: "2", page: "2" })).toMatchObject({ total: 3 });
    expect(await page({ take: "2", page: "3" })).toMatchObject({ total: 3, items: [] });
    expect(await page({ skills: "react", take: "5" })).toMatchObject({ total: 2 });
    expect(await page({ skills: "cobol" })).toMatchObject({ total: 0, items: [] });
  });
});
