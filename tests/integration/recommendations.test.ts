import { beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";

import { GET as publicJob } from "@/app/api/posts/[id]/public/route";
import { GET as listPosts } from "@/app/api/posts/route";
import { GET as jobsRecommendations } from "@/app/api/users/[id]/jobsRecomendations/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { computeMatch, matchCandidateSelect, matchJobSelect } from "@/lib/matching/compute-match";
import { callRoute } from "@/tests/support/api";
import { createApplication, createCandidate, createEmployerWithCompany, createInvitation, createJob, type CreateJobInput, type EmployerWithCompany } from "@/prisma/factories";

jest.setTimeout(60_000);

const HOUR_MS = 3_600_000;

let hiring: EmployerWithCompany;

beforeAll(async () => {
  // The catalogue spells skills its own way; candidates may not.
  await db.skill.createMany({ data: ["TypeScript", "React", "Node.js", "PostgreSQL", "Figma", "Go"].map((name) => ({ name })) });
});

beforeEach(async () => {
  await db.company.deleteMany();
  await db.user.deleteMany();
  hiring = await createEmployerWithCompany(db, { plan: "PREMIUM" });
});

const tokenOf = (user: Pick<User, "id" | "role" | "loggedAs">) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

/** A job with nothing asked but its skills, published `hoursAgo`. */
function jobWith(skills: string[], hoursAgo: number, fields: Partial<CreateJobInput> = {}) {
  return createJob(db, {
    company: hiring.company,
    createdBy: hiring.employer,
    skills,
    languages: [],
    jobType: "FULL_TIME",
    timezoneMinOffset: null,
    timezoneMaxOffset: null,
    salaryFrom: null,
    salaryTo: null,
    publishedAt: new Date(Date.now() - hoursAgo * HOUR_MS),
    ...fields,
  });
}

function developer(skills = ["typescript", "REACT"], customSkills = ["postgresql"]) {
  return createCandidate(db, { skills, languages: [], user: { customSkills, jobTypes: ["FULL_TIME"] } });
}

async function recommendationsFor(user: User, query = "", userId = user.id) {
  return callRoute(jobsRecommendations, { method: "GET", token: tokenOf(user), params: { id: userId }, path: `/api/users/${userId}/jobsRecomendations${query}` });
}

type Item = { _id: string; job_title: string; match_percent: number; public: boolean; is_invited: boolean; published_at: string };

describe("GET /api/users/{id}/jobsRecomendations", () => {
  it("orders the jobs by match, then newest, each with the match its job page explains", async () => {
    const all = await jobWith(["TypeScript", "React", "PostgreSQL"], 5);
    const most = await jobWith(["TypeScript", "React", "Go"], 1);
    const mostOlder = await jobWith(["TypeScript", "React", "Figma"], 3);
    const one = await jobWith(["TypeScript", "Figma", "Go", "Node.js"], 2);
    const none = await jobWith(["Figma"], 0.5);
    const candidate = await developer();

    const answer = await recommendationsFor(candidate);

    expect(answer.status).toBe(200);
    const items = answer.body.data.items as Item[];
    expect(items.map((item) => item._id)).toEqual([all.id, most.id, mostOlder.id, one.id, none.id]);
    const percents = items.map((item) => item.match_percent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    // Each percent is computeMatch's, the one GET posts/{id}/calculate-match explains.
    const profile = await db.user.findUniqueOrThrow({ where: { id: candidate.id }, select: matchCandidateSelect });
    for (const item of items) {
      const job = await db.job.findUniqueOrThrow({ where: { id: item._id }, select: matchJobSelect });
      expect(item.match_percent).toBe(computeMatch(job, profile).percent);
    }
    expect(answer.body.data).toMatchObject({ order: "match", total: 5, page: 1 });
  });

  it("leaves out the jobs the candidate applied to, and jobs nobody may find", async () => {
    const candidate = await developer();
    const applied = await jobWith(["TypeScript"], 1);
    const open = await jobWith(["TypeScript"], 2);
    await jobWith(["TypeScript"], 3, { status: "CLOSED" });
    await jobWith(["TypeScript"], 3, { status: "DRAFT", publishedAt: null });
    await jobWith(["TypeScript"], 3, { expiresAt: new Date(Date.now() - HOUR_MS) });
    await jobWith(["TypeScript"], 3, { isPublic: false });
    await createApplication(db, { job: applied, candidate });

    const items = (await recommendationsFor(candidate)).body.data.items as Item[];

    expect(items.map((item) => item._id)).toEqual([open.id]);
  });

  it("shows a private job to the candidates invited to it, marked as such, and to nobody else", async () => {
    const invited = await developer();
    const other = await developer();
    const secret = await jobWith(["TypeScript", "React"], 1, { isPublic: false, title: "Confidential platform lead" });
    const listed = await jobWith(["TypeScript"], 2);
    await createInvitation(db, { job: secret, candidate: invited, invitedBy: hiring.employer });

    const forInvited = (await recommendationsFor(invited)).body.data.items as Item[];
    const forOther = (await recommendationsFor(other)).body.data.items as Item[];

    expect(forInvited.map((item) => [item._id, item.public, item.is_invited])).toEqual([
      [secret.id, false, true],
      [listed.id, true, false],
    ]);
    expect(forOther.map((item) => item._id)).toEqual([listed.id]);
    // With a sort the list is paged in that order, the private job still among them.
    const newest = (await recommendationsFor(invited, "?sort=published_at:asc")).body.data;
    expect(newest.order).toBe("search");
    expect((newest.items as Item[]).map((item) => item._id)).toEqual([listed.id, secret.id]);
  });

  it("keeps private jobs out of the public search and job pages, even for the invited candidate", async () => {
    const invited = await developer();
    const secret = await jobWith(["TypeScript"], 1, { isPublic: false, title: "Confidential platform lead" });
    await createInvitation(db, { job: secret, candidate: invited, invitedBy: hiring.employer });

    const search = await callRoute(listPosts, { method: "GET", token: tokenOf(invited), path: "/api/posts?search=confidential" });
    const page = await callRoute(publicJob, { method: "GET", token: tokenOf(invited), params: { id: secret.id } });

    expect(search.status).toBe(200);
    expect((search.body.data.items as Item[]).map((item) => item._id)).not.toContain(secret.id);
    expect(page.status).toBe(404);
  });

  it("applies the public search's filters and pages", async () => {
    const candidate = await developer();
    const contract = await jobWith(["TypeScript"], 1, { jobType: "CONTRACT" });
    const fullTime = await Promise.all([2, 3, 4].map((hours) => jobWith(["TypeScript", "React"], hours)));

    const contracts = (await recommendationsFor(candidate, "?job_type=contract")).body.data;
    const second = (await recommendationsFor(candidate, "?job_type=full_time&take=2&page=2")).body.data;

    expect((contracts.items as Item[]).map((item) => item._id)).toEqual([contract.id]);
    expect(second).toMatchObject({ total: 3, page: 2, take: 2, pageCount: 2 });
    expect((second.items as Item[]).map((item) => item._id)).toEqual([fullTime[2]!.id]);
  });

  it("falls back to the newest jobs when no job shares a skill with the candidate", async () => {
    const candidate = await developer([], []);
    const older = await jobWith(["Figma"], 3);
    const newer = await jobWith(["Go"], 1);

    const items = (await recommendationsFor(candidate)).body.data.items as Item[];

    expect(items.map((item) => item._id)).toEqual([newer.id, older.id]);
  });

  it("answers only for oneself, and refuses a query that does not parse", async () => {
    const candidate = await developer();
    const other = await developer();

    expect((await recommendationsFor(candidate, "", other.id)).status).toBe(404);
    const bad = await recommendationsFor(candidate, "?take=500&job_type=astronaut");
    expect(bad.status).toBe(400);
    expect(bad.body.error?.code).toBe("invalid_query");
  });
});
