import { beforeEach, describe, expect, it } from "@jest/globals";

import { PUT as updatePost } from "@/app/api/posts/[id]/route";
import { POST as viewPost } from "@/app/api/posts/[id]/view/route";
import { POST as createPost } from "@/app/api/posts/route";
import { signAccessToken } from "@/lib/auth/access-token";
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { getJobSummary } from "@/lib/job-summary/get-job-summary";
import { callRoute, fromAddress } from "@/tests/support/api";
import { createCandidate, createEmployerWithCompany, createJob, type EmployerWithCompany } from "@/prisma/factories";

let owner: EmployerWithCompany;
let otherEmployer: EmployerWithCompany;

const DAY = 24 * 60 * 60 * 1000;
const callerOf = (user: User): CurrentUser => ({ id: user.id, email: user.email, role: user.role, side: user.loggedAs, isEmployer: true, firstName: user.firstName, lastName: user.lastName, profilePicUrl: null });
const tokenOf = (user: User) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

let address = 0;
/** A view from its own address, so that the per-address brake stays out of the way. */
const view = (id: string, { user, ip = `10.0.${Math.floor(++address / 250)}.${address % 250}` }: { user?: User; ip?: string } = {}) =>
  callRoute(viewPost, { params: { id }, headers: fromAddress(ip), ...(user ? { token: tokenOf(user) } : {}) });

beforeEach(async () => {
  await db.job.deleteMany();
  await db.company.deleteMany();
  await db.user.deleteMany();
  owner = await createEmployerWithCompany(db, { plan: "PREMIUM", employer: { firstName: "Olivia", lastName: "Owner" } });
  otherEmployer = await createEmployerWithCompany(db, { plan: "PREMIUM" });
});

describe("job summary", () => {
  it("counts applications by stage, new applicants, days open and the history of the job", async () => {
    const created = await callRoute(createPost, {
      token: tokenOf(owner.employer),
      path: "/api/posts?locale=en",
      body: { company: owner.company.id, job_title: "Data engineer", description: "Pipelines for a remote marketplace.", status: "open" },
    });
    const jobId: string = created.body.data._id;
    await callRoute(updatePost, { method: "PUT", token: tokenOf(owner.employer), params: { id: jobId }, body: { status: "paused" } });
    await callRoute(updatePost, { method: "PUT", token: tokenOf(owner.employer), params: { id: jobId }, body: { status: "closed" } });

    const seenAt = new Date(Date.now() - DAY);
    const publishedAt = new Date(Date.now() - 10 * DAY - 60_000);
    const closedAt = new Date(Date.now() - 3 * DAY);
    await db.job.update({ where: { id: jobId }, data: { applicantsSeenAt: seenAt, publishedAt, closedAt, viewCount: 42 } });
    const candidates = await Promise.all(Array.from({ length: 4 }, () => createCandidate(db)));
    const stages = ["APPLIED", "APPLIED", "SHORTLISTED", "DISMISSED"] as const;
    await db.application.createMany({
      data: candidates.map((candidate, index) => ({ jobId, candidateId: candidate.id, stage: stages[index]!, createdAt: new Date(seenAt.getTime() + (index < 2 ? DAY / 2 : -DAY)) })),
    });

    const summary = await getJobSummary(callerOf(owner.employer), jobId);
    expect(summary.job).toMatchObject({ id: jobId, title: "Data engineer", status: "CLOSED", company: { id: owner.company.id, name: owner.company.name } });
    expect(summary.views).toBe(42);
    expect(summary.applications).toEqual({ APPLIED: 2, SHORTLISTED: 1, DISMISSED: 1, total: 4 });
    expect(summary.newApplicants).toBe(2);
    expect(summary.daysOpen).toBe(7);
    expect(summary.history.map((entry) => [entry.kind, entry.fromStatus, entry.toStatus])).toEqual([
      ["status", "PAUSED", "CLOSED"],
      ["status", "OPEN", "PAUSED"],
      ["created", null, "OPEN"],
    ]);
    expect(summary.history[0]!.actor).toEqual({ id: owner.employer.id, name: "Olivia Owner" });

    await expect(getJobSummary(callerOf(otherEmployer.employer), jobId)).rejects.toMatchObject({ code: "not_found" });
  });

  it("says how long an open job has been open, and nothing for a job never published", async () => {
    const draft = await createJob(db, { company: owner.company, createdBy: owner.employer, status: "DRAFT", publishedAt: null });
    expect((await getJobSummary(callerOf(owner.employer), draft.id)).daysOpen).toBeNull();
    const open = await createJob(db, { company: owner.company, createdBy: owner.employer, status: "OPEN", publishedAt: new Date(Date.now() - 5 * DAY - 1000) });
    expect((await getJobSummary(callerOf(owner.employer), open.id)).daysOpen).toBe(5);
  });
});

describe("POST /api/posts/{id}/view", () => {
  it("counts views of findable jobs by visitors and other users, never by the job's creator", async () => {
    const job = await createJob(db, { company: owner.company, createdBy: owner.employer, status: "OPEN", publishedAt: new Date(Date.now() - DAY), isPublic: true, expiresAt: null });
    const before = await db.job.findUniqueOrThrow({ where: { id: job.id }, select: { updatedAt: true } });
    expect((await view(job.id)).body.data).toEqual({ counted: true });
    expect((await view(job.id, { user: otherEmployer.employer })).body.data).toEqual({ counted: true });
    expect((await view(job.id, { user: owner.employer })).body.data).toEqual({ counted: false });
    const after = await db.job.findUniqueOrThrow({ where: { id: job.id }, select: { viewCount: true, updatedAt: true } });
    expect(after).toEqual({ viewCount: 2, updatedAt: before.updatedAt });
  });

  it("does not count drafts, private, closed or missing jobs", async () => {
    const drafts = await Promise.all([
      createJob(db, { company: owner.company, createdBy: owner.employer, status: "DRAFT", publishedAt: null }),
      createJob(db, { company: owner.company, createdBy: owner.employer, status: "OPEN", publishedAt: new Date(Date.now() - DAY), isPublic: false }),
      createJob(db, { company: owner.company, createdBy: owner.employer, status: "CLOSED", publishedAt: new Date(Date.now() - DAY) }),
    ]);
    for (const job of drafts) expect((await view(job.id)).body.data).toEqual({ counted: false });
    expect((await view("00000000-0000-7000-8000-000000000000")).body.data).toEqual({ counted: false });
    expect(await db.job.aggregate({ _sum: { viewCount: true } })).toEqual({ _sum: { viewCount: 0 } });
  });

  it("brakes one address after 60 views of one job a minute, and only for that job", async () => {
    const job = await createJob(db, { company: owner.company, createdBy: owner.employer, status: "OPEN", publishedAt: new Date(Date.now() - DAY), isPublic: true, expiresAt: null });
    const answers = [];
    for (let index = 0; index < 61; index++) answers.push(await view(job.id, { ip: "192.0.2.77" }));
    expect(answers.slice(0, 60).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[60]!.status).toBe(429);
    expect(answers[60]!.body.error?.code).toBe("rate_limited");
    expect((await view(job.id, { ip: "192.0.2.78" })).status).toBe(200);
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id }, select: { viewCount: true } })).viewCount).toBe(61);
    // Browsing other jobs from the same address (an office, a crawler) is not braked.
    const other = await createJob(db, { company: owner.company, createdBy: owner.employer, status: "OPEN", publishedAt: new Date(Date.now() - DAY), isPublic: true, expiresAt: null });
    expect((await view(other.id, { ip: "192.0.2.77" })).body.data).toEqual({ counted: true });
  });
});
