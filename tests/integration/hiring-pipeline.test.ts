import { beforeEach, describe, expect, it, jest } from "@jest/globals";

import { PUT as bulkStage } from "@/app/api/posts/[id]/applicants/stage/route";
import { POST as hired } from "@/app/api/posts/[id]/applicants/[userId]/hired/route";
import { POST as reviewed } from "@/app/api/posts/[id]/applicants/[userId]/reviewed/route";
import { PUT as stage } from "@/app/api/posts/[id]/applicants/[userId]/stage/route";
import { GET as aplicants } from "@/app/api/posts/[id]/aplicants/route";
import { PUT as rank } from "@/app/api/posts/[id]/rank/[userId]/[rank]/route";
import { GET as recommended } from "@/app/api/posts/[id]/recommendedCandidates/route";
import { POST as withdraw } from "@/app/api/users/[id]/applications/[applicationId]/withdraw/route";
import { POST as applyTo } from "@/app/api/users/[id]/applyTo/[postId]/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import { computeMatch, matchCandidateSelect, matchJobSelect } from "@/lib/matching/compute-match";
import type { ApplicationStage } from "@/lib/generated/prisma/enums";
import type { User } from "@/lib/generated/prisma/client";
import { callRoute } from "@/tests/support/api";
import { createApplication, createCandidate, createEmployerWithCompany, createJob, type CreatedJob, type EmployerWithCompany } from "@/prisma/factories";

jest.setTimeout(60_000);

const DAY_MS = 86_400_000;
let hiring: EmployerWithCompany;
let job: CreatedJob;

const tokenOf = (user: Pick<User, "id" | "role" | "loggedAs">) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });
const as = (user: Pick<User, "id" | "role" | "loggedAs"> = hiring.employer) => tokenOf(user);

beforeEach(async () => {
  for (const name of ["SMTP_HOST", "SMTP_PORT"]) delete process.env[name];
  await db.company.deleteMany();
  await db.user.deleteMany();
  hiring = await createEmployerWithCompany(db, { plan: "PREMIUM", company: { name: "Pipeline Co" } });
  job = await createJob(db, {
    company: hiring.company,
    createdBy: hiring.employer,
    title: "Pipeline engineer",
    skills: ["TypeScript", "React"],
    languages: [],
    questions: [],
    regionIds: [],
    eligibleCountryIds: [],
    timezoneMinOffset: null,
    timezoneMaxOffset: null,
    publishedAt: new Date(Date.now() - DAY_MS),
  });
});

/** `count` applicants in Applicants ranked 1..count, the oldest first. */
async function applicants(count: number, stage: ApplicationStage = "APPLIED") {
  const people = await Promise.all(Array.from({ length: count }, () => createCandidate(db, { skills: ["TypeScript"] })));
  for (const [index, candidate] of people.entries()) {
    await createApplication(db, { job, candidate, stage, rank: stage === "DISMISSED" ? null : index + 1, createdAt: new Date(Date.now() - (count - index) * 60_000) });
  }
  return people;
}

async function ranksOf(stageName: ApplicationStage) {
  const rows = await db.application.findMany({ where: { jobId: job.id, stage: stageName, withdrawnAt: null }, select: { candidateId: true, rank: true }, orderBy: { rank: "asc" } });
  return rows;
}

function expectPermutation(ranks: (number | null)[]) {
  expect([...ranks].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(ranks.map((_, index) => index + 1));
}

const moveTo = (candidateId: string, to: string, token = as()) => callRoute(rank, { method: "PUT", token, params: { id: job.id, userId: candidateId, rank: to } });
const changeStage = (candidateId: string, to: string, token = as()) => callRoute(stage, { method: "PUT", token, params: { id: job.id, userId: candidateId }, body: { stage: to } });
const list = (query = "", token = as()) => callRoute(aplicants, { method: "GET", token, params: { id: job.id }, path: `/api/posts/${job.id}/aplicants${query}` });

describe("GET /api/posts/{id}/aplicants", () => {
  it("answers a tab's cards with the spec's names, sorted, and the three tabs' counts; withdrawn ones only in Dismissed", async () => {
    const [first, second, third] = await applicants(3);
    await db.application.updateMany({ where: { candidateId: first!.id }, data: { matchPercent: 40 } });
    await db.application.updateMany({ where: { candidateId: second!.id }, data: { matchPercent: 90 } });
    await db.application.updateMany({ where: { candidateId: third!.id }, data: { matchPercent: 65 } });
    const [dismissed] = await applicants(1, "DISMISSED");
    const [gone] = await applicants(1, "SHORTLISTED");
    await db.application.updateMany({ where: { candidateId: gone!.id }, data: { withdrawnAt: new Date(), rank: null } });

    const byRank = await list();
    expect(byRank.status).toBe(200);
    expect(byRank.body.data.counts).toEqual({ applicants: 3, shortlist: 0, dismissed: 2 });
    expect(byRank.body.data.items.map((item: { candidate_id: string }) => item.candidate_id)).toEqual([first!.id, second!.id, third!.id]);
    const card = byRank.body.data.items[0];
    expect(card).toMatchObject({ _id: first!.id, candidate_id: first!.id, rank: 1, stage: "applied", match_percent: 40, reviewed: false, hired_at: null, firstName: expect.any(String), name: expect.any(String) });
    expect(Object.keys(card)).toEqual(expect.arrayContaining(["photo", "title", "city", "flag", "is_user_verificated", "type_user_verificated", "applied_at"]));

    const emptyTab = await list("?stage=shortlisted");
    expect(emptyTab.body.data).toMatchObject({ items: [], total: 0, counts: { applicants: 3, shortlist: 0, dismissed: 2 } });

    const byMatch = await list("?sort=match");
    expect(byMatch.body.data.items.map((item: { match_percent: number }) => item.match_percent)).toEqual([90, 65, 40]);

    const dismissedTab = await list("?stage=dismissed");
    expect(dismissedTab.body.data.items.map((item: { candidate_id: string }) => item.candidate_id).sort()).toEqual([dismissed!.id, gone!.id].sort());
    expect(dismissedTab.body.data.items.find((item: { candidate_id: string }) => item.candidate_id === gone!.id).withdrawn_at).not.toBeNull();
  });

  it("shows another employer nothing (404), a candidate 403, and refuses a query that does not parse", async () => {
    await applicants(1);
    const other = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    const candidate = await createCandidate(db);
    expect((await list("", as(other.employer))).body.error?.code).toBe("not_found");
    expect((await list("", as(candidate))).status).toBe(403);
    expect((await list("?stage=hired")).status).toBe(400);
  });
});

describe("PUT /api/posts/{postId}/rank/{userId}/{rank}", () => {
  it("moves an applicant within its stage, shifting the others", async () => {
    const [a, b, c, d] = await applicants(4);
    expect((await moveTo(d!.id, "2")).body.data).toMatchObject({ candidate_id: d!.id, rank: 2, stage: "applied" });
    expect((await ranksOf("APPLIED")).map((row) => row.candidateId)).toEqual([a!.id, d!.id, b!.id, c!.id]);
    await moveTo(a!.id, "4");
    expect((await ranksOf("APPLIED")).map((row) => row.candidateId)).toEqual([d!.id, b!.id, c!.id, a!.id]);
  });

  it("leaves a permutation after 20 concurrent moves", async () => {
    const people = await applicants(12);
    const moves = Array.from({ length: 20 }, (_, index) => moveTo(people[(index * 7) % people.length]!.id, String(((index * 5) % people.length) + 1)));
    const answers = await Promise.all(moves);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expectPermutation((await ranksOf("APPLIED")).map((row) => row.rank));
  });

  it("refuses bad ranks with 422 invalid_rank, unrankable applicants with 409 and strangers with 404, changing nothing", async () => {
    const [a] = await applicants(3);
    const [dismissed] = await applicants(1, "DISMISSED");
    for (const bad of ["abc", "0", "-1", "1.5", "4", "99999999"]) {
      const answer = await moveTo(a!.id, bad);
      expect({ bad, status: answer.status, code: answer.body.error?.code }).toEqual({ bad, status: 422, code: "invalid_rank" });
    }
    expect((await moveTo(a!.id, "4")).body.error?.details.max).toBe(3);
    expect((await moveTo(dismissed!.id, "1")).body.error).toMatchObject({ code: "not_rankable", details: { reason: "dismissed" } });
    const outsider = await createCandidate(db);
    expect((await moveTo(outsider.id, "1")).body.error?.code).toBe("not_found");
    const other = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    expect((await moveTo(a!.id, "2", as(other.employer))).body.error?.code).toBe("not_found");
    expect((await moveTo(a!.id, "2", as(outsider))).status).toBe(403);
    expect((await ranksOf("APPLIED"))[0]!.candidateId).toBe(a!.id);
  });
});

describe("stage changes", () => {
  it("shortlists to the end of the Shortlist, dismisses out of the ranks, closes gaps, and tells the candidate", async () => {
    const [a, b, c] = await applicants(3);
    const shortlisted = await changeStage(b!.id, "shortlisted");
    expect(shortlisted.body.data).toMatchObject({ stage: "shortlisted", rank: 1, reviewed: true });
    expect((await ranksOf("APPLIED")).map((row) => [row.candidateId, row.rank])).toEqual([[a!.id, 1], [c!.id, 2]]);
    const dismissed = await changeStage(a!.id, "dismissed");
    expect(dismissed.body.data).toMatchObject({ stage: "dismissed", rank: null });
    expect((await ranksOf("APPLIED")).map((row) => [row.candidateId, row.rank])).toEqual([[c!.id, 1]]);

    const events = await db.applicationEvent.findMany({ where: { application: { jobId: job.id }, kind: "stage" }, select: { stage: true, actorId: true } });
    expect(events).toEqual(expect.arrayContaining([{ stage: "SHORTLISTED", actorId: hiring.employer.id }, { stage: "DISMISSED", actorId: hiring.employer.id }]));
    const notices = await db.notification.findMany({ where: { side: "CANDIDATE" }, select: { userId: true, type: true, data: true } });
    expect(notices).toEqual(
      expect.arrayContaining([
        { userId: b!.id, type: "APPLICATION_SHORTLISTED", data: expect.objectContaining({ jobId: job.id, jobTitle: "Pipeline engineer", companyName: "Pipeline Co" }) },
        { userId: a!.id, type: "APPLICATION_DISMISSED", data: expect.objectContaining({ jobId: job.id }) },
      ]),
    );
  });

  it("undoing a dismissal brings the applicant back to the end of its stage and erases the dismissal the candidate would read", async () => {
    const [a, b] = await applicants(2);
    await changeStage(a!.id, "dismissed");
    const undone = await changeStage(a!.id, "applied");
    expect(undone.body.data).toMatchObject({ stage: "applied", rank: 2 });
    expect((await ranksOf("APPLIED")).map((row) => row.candidateId)).toEqual([b!.id, a!.id]);
    expect(await db.notification.count({ where: { userId: a!.id } })).toBe(0);
    expect(await db.applicationEvent.count({ where: { application: { candidateId: a!.id }, kind: "stage" } })).toBe(0);
  });

  it("keeps both stages' ranks 1..n under concurrent shortlisting and dismissing", async () => {
    const people = await applicants(16);
    const changes = people.map((person, index) => changeStage(person.id, index % 3 === 0 ? "dismissed" : "shortlisted"));
    const answers = await Promise.all([...changes, ...people.slice(0, 4).map((person) => moveTo(person.id, "1"))]);
    expect(answers.every((answer) => [200, 409, 422].includes(answer.status))).toBe(true);
    expectPermutation((await ranksOf("SHORTLISTED")).map((row) => row.rank));
    expectPermutation((await ranksOf("APPLIED")).map((row) => row.rank));
    expect(await db.application.count({ where: { jobId: job.id, stage: "DISMISSED", rank: { not: null } } })).toBe(0);
  });

  it("moves a bulk of applicants all or none, and refuses 10,000 ids", async () => {
    const people = await applicants(4);
    const ids = people.slice(0, 3).map((person) => person.id);
    const call = (candidateIds: string[], to = "shortlisted") => callRoute(bulkStage, { method: "PUT", token: as(), params: { id: job.id }, body: { candidateIds, stage: to } });

    const stranger = await createCandidate(db);
    const refused = await call([...ids, stranger.id]);
    expect(refused.body.error).toMatchObject({ code: "not_found", details: { candidate_ids: [stranger.id] } });
    expect(await db.application.count({ where: { jobId: job.id, stage: "SHORTLISTED" } })).toBe(0);
    expect(await db.notification.count()).toBe(0);

    const tooMany = await call(Array.from({ length: 101 }, () => stranger.id));
    expect({ status: tooMany.status, code: tooMany.body.error?.code }).toEqual({ status: 422, code: "validation_failed" });
    // 10,000 ids (about 390 KB) are refused by their size before they are parsed.
    const huge = await call(Array.from({ length: 10_000 }, () => stranger.id));
    expect({ status: huge.status, code: huge.body.error?.code }).toEqual({ status: 413, code: "payload_too_large" });

    const moved = await call(ids);
    expect(moved.body.data.items.map((item: { rank: number }) => item.rank)).toEqual([1, 2, 3]);
    expect((await ranksOf("APPLIED")).map((row) => [row.candidateId, row.rank])).toEqual([[people[3]!.id, 1]]);
    expect(await db.notification.count({ where: { type: "APPLICATION_SHORTLISTED" } })).toBe(3);
  });

  it("marks reviewed once, and hired into the Shortlist with the candidate's hired_at", async () => {
    const [a, b] = await applicants(2);
    const call = (handler: typeof reviewed, candidateId: string) => callRoute(handler, { token: as(), params: { id: job.id, userId: candidateId } });
    expect((await call(reviewed, a!.id)).body.data).toMatchObject({ reviewed: true, stage: "applied" });
    await call(reviewed, a!.id);
    expect(await db.applicationEvent.count({ where: { kind: "reviewed" } })).toBe(1);
    expect(await db.notification.count({ where: { type: "APPLICATION_REVIEWED" } })).toBe(1);

    const answer = await call(hired, b!.id);
    expect(answer.body.data).toMatchObject({ stage: "shortlisted", rank: 1, hired_at: expect.any(String) });
    expect((await db.user.findUniqueOrThrow({ where: { id: b!.id } })).hiredAt).not.toBeNull();
    expect(await db.notification.count({ where: { userId: b!.id, type: "APPLICATION_HIRED" } })).toBe(1);
    expect((await changeStage(b!.id, "dismissed")).body.error?.code).toBe("applicant_hired");
  });
});

describe("applying and withdrawing keep the ranks", () => {
  it("a new application takes the last Applicants rank; a withdrawal closes its gap", async () => {
    const [a, b] = await applicants(2);
    const candidate = await createCandidate(db, { skills: ["TypeScript"] });
    const applied = await callRoute(applyTo, { token: as(candidate), params: { id: candidate.id, postId: job.id }, body: { candidate_id: candidate.id, questions: [] } });
    expect(applied.status).toBe(201);
    expect((await ranksOf("APPLIED")).map((row) => [row.candidateId, row.rank])).toEqual([[a!.id, 1], [b!.id, 2], [candidate.id, 3]]);

    const first = await db.application.findFirstOrThrow({ where: { candidateId: a!.id } });
    expect((await callRoute(withdraw, { token: as(a!), params: { id: a!.id, applicationId: first.id } })).status).toBe(200);
    expect((await ranksOf("APPLIED")).map((row) => [row.candidateId, row.rank])).toEqual([[b!.id, 1], [candidate.id, 2]]);
    expect((await db.application.findUniqueOrThrow({ where: { id: first.id } })).rank).toBeNull();
    expect((await moveTo(a!.id, "1")).body.error).toMatchObject({ code: "not_rankable", details: { reason: "withdrawn" } });
  });
});

describe("GET /api/posts/{id}/recommendedCandidates", () => {
  it("answers candidates who have not applied, best match first, with their breakdown", async () => {
    const [applicant] = await applicants(1);
    const strong = await createCandidate(db, { skills: ["TypeScript", "React"], user: { isOpenToWork: true, loggedAs: "CANDIDATE" } });
    const weak = await createCandidate(db, { skills: ["React", "Go"], user: { isOpenToWork: true, loggedAs: "CANDIDATE" } });
    await createCandidate(db, { skills: ["Cobol"], user: { isOpenToWork: true, loggedAs: "CANDIDATE" } });
    await db.user.update({ where: { id: applicant!.id }, data: { isOpenToWork: true } });

    const answer = await callRoute(recommended, { method: "GET", token: as(), params: { id: job.id }, path: `/api/posts/${job.id}/recommendedCandidates` });
    expect(answer.status).toBe(200);
    const ids = answer.body.data.map((item: { candidate_id: string }) => item.candidate_id);
    expect(ids).not.toContain(applicant!.id);
    expect(ids.indexOf(strong.id)).toBeLessThan(ids.indexOf(weak.id));
    expect(answer.body.data[0].match.map((part: { criterion: string }) => part.criterion)).toContain("skills");
  });

  it("scores each candidate exactly as computeMatch does over their profile: languages and levels, country and region, salary, job types", async () => {
    const region = await db.region.upsert({ where: { slug: "recommended-test-region" }, update: {}, create: { slug: "recommended-test-region", nameEn: "Test region", nameEs: "Región de prueba" } });
    const country = await db.country.upsert({
      where: { code: "ZT" },
      update: {},
      create: { code: "ZT", slug: "zt", nameEn: "Testland", nameEs: "Tierra de prueba", flag: "🏳️", regionId: region.id },
    });
    const bilingual = await createJob(db, {
      company: hiring.company,
      createdBy: hiring.employer,
      title: "Bilingual engineer",
      skills: ["TypeScript", "React"],
      languages: [{ name: "English", level: "HIGH" }, { name: "Spanish", level: "NATIVE" }],
      questions: [],
      regionIds: [region.id],
      eligibleCountryIds: [],
      timezoneMinOffset: null,
      timezoneMaxOffset: null,
      publishedAt: new Date(Date.now() - DAY_MS),
    });
    const open = { isOpenToWork: true, loggedAs: "CANDIDATE" as const };
    const fluent = await createCandidate(db, { skills: ["TypeScript", "React"], languages: [{ name: "English", level: "EXPERT" }, { name: "Spanish", level: "NATIVE" }], user: { ...open, countryId: country.id } });
    const beginner = await createCandidate(db, { skills: ["TypeScript"], languages: [{ name: "English", level: "BASIC" }], user: { ...open, countryId: country.id, expectedSalaryMonthlyUsd: 4000, jobTypes: ["FULL_TIME"] } });
    const nowhere = await createCandidate(db, { skills: ["React"], languages: [], user: { ...open, countryId: null } });

    const answer = await callRoute(recommended, { method: "GET", token: as(), params: { id: bilingual.id }, path: `/api/posts/${bilingual.id}/recommendedCandidates` });
    expect(answer.status).toBe(200);
    const byId = new Map<string, { match_percent: number; match: { criterion: string; status: string }[] }>(answer.body.data.map((item: { candidate_id: string }) => [item.candidate_id, item]));
    const jobAsMatched = await db.job.findUniqueOrThrow({ where: { id: bilingual.id }, select: matchJobSelect });
    for (const candidate of [fluent, beginner, nowhere]) {
      const profile = await db.user.findUniqueOrThrow({ where: { id: candidate.id }, select: matchCandidateSelect });
      const expected = computeMatch(jobAsMatched, profile);
      expect(byId.get(candidate.id)).toMatchObject({ match_percent: expected.percent, match: expected.parts });
    }
    const statusOf = (id: string, criterion: string) => byId.get(id)?.match.find((part) => part.criterion === criterion)?.status;
    expect([statusOf(fluent.id, "languages"), statusOf(beginner.id, "languages")]).toEqual(["met", "unmet"]);
    expect([statusOf(fluent.id, "eligibility"), statusOf(nowhere.id, "eligibility")]).toEqual(["met", "unknown"]);
  });
});
