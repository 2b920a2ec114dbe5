import { beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";

import { PUT as updatePost } from "@/app/api/posts/[id]/route";
import { POST as inviteOne } from "@/app/api/posts/[id]/invite-candidate/[candidateId]/route";
import { POST as inviteMany } from "@/app/api/posts/[id]/invite-candidates/route";
import { PUT as moveRank } from "@/app/api/posts/[id]/rank/[userId]/[rank]/route";
import { POST as createPost } from "@/app/api/posts/route";
import { POST as applyTo } from "@/app/api/users/[id]/applyTo/[postId]/route";
import { POST as sendReferral } from "@/app/api/users/referal/send-email/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import { runTransaction, type Tx } from "@/lib/db/run-transaction";
import { AppError } from "@/lib/errors";
import type { User } from "@/lib/generated/prisma/client";
import { type ApiAnswer, callRoute } from "@/tests/support/api";
import { createJobPostCatalogue, jobPostBody } from "@/tests/support/job-post-body";
import { createApplication, createCandidate, createEmployerWithCompany, createInvitation, createJob, uuidv7, type CreatedJob, type EmployerWithCompany } from "@/prisma/factories";

/**
 * Issue 18, item 3: every rule-checking write, hit by many identical or overlapping requests at
 * once, has exactly the winners its rule allows, answers every other request with the rule's
 * stable 4xx (never a 5xx), and leaves the database as the rule says.
 */
jest.setTimeout(120_000);

const DAY_MS = 86_400_000;
const tokenOf = (user: Pick<User, "id" | "role" | "loggedAs">) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

/** "201", "409 already_applied": what each request answered, to count. */
const outcomeOf = (answer: ApiAnswer) => `${answer.status}${answer.body.error ? ` ${answer.body.error.code}` : ""}`;
const outcomes = (answers: ApiAnswer[]) => answers.map(outcomeOf);
const serverErrors = (answers: ApiAnswer[]) => outcomes(answers).filter((outcome) => outcome.startsWith("5"));

function tally(answers: ApiAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes(answers)) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}

let hiring: EmployerWithCompany;
let job: CreatedJob;

async function openJob(company: EmployerWithCompany, fields: Partial<Parameters<typeof createJob>[1]> = {}) {
  return createJob(db, {
    company: company.company,
    createdBy: company.employer,
    questions: [{ text: "Why us?", type: "TEXT" }],
    regionIds: [],
    eligibleCountryIds: [],
    timezoneMinOffset: null,
    timezoneMaxOffset: null,
    publishedAt: new Date(Date.now() - DAY_MS),
    ...fields,
  });
}

const apply = (candidate: User, target: CreatedJob = job) =>
  callRoute(applyTo, {
    params: { id: candidate.id, postId: target.id },
    token: tokenOf(candidate),
    body: { candidate_id: candidate.id, questions: [{ question_id: target.questions[0]!.id, answer: "Because." }] },
  });

const people = (count: number) => Promise.all(Array.from({ length: count }, () => createCandidate(db)));

beforeAll(() => createJobPostCatalogue(db));

beforeEach(async () => {
  await db.company.deleteMany();
  await db.user.deleteMany();
  await db.outboxEmail.deleteMany();
  hiring = await createEmployerWithCompany(db, { plan: "PREMIUM" });
  job = await openJob(hiring);
});

describe("applications (POST users/{id}/applyTo/{postId})", () => {
  it("turns 60 identical applications into one row and 59 times 409 already_applied", async () => {
    const [candidate] = await people(1);
    const answers = await Promise.all(Array.from({ length: 60 }, () => apply(candidate!)));
    expect(tally(answers)).toEqual({ "201": 1, "409 already_applied": 59 });
    expect(await db.application.count({ where: { jobId: job.id } })).toBe(1);
    expect(await db.applicationEvent.count()).toBe(1);
    expect(await db.notification.count({ where: { type: "NEW_APPLICANT" } })).toBe(1);
  });

  it("lets 40 candidates apply at once, twice each, with one application each and ranks 1..40", async () => {
    const candidates = await people(40);
    const answers = await Promise.all(candidates.flatMap((candidate) => [apply(candidate), apply(candidate)]));
    expect(serverErrors(answers)).toEqual([]);
    expect(tally(answers)).toEqual({ "201": 40, "409 already_applied": 40 });
    const ranks = await db.application.findMany({ where: { jobId: job.id }, select: { rank: true }, orderBy: { rank: "asc" } });
    expect(ranks.map((row) => row.rank)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });
});

describe("invitations", () => {
  const invite = (jobId: string, candidateId: string) => callRoute(inviteOne, { token: tokenOf(hiring.employer), params: { id: jobId, candidateId } });
  const inviteAll = (jobId: string, candidateIds: string[]) => callRoute(inviteMany, { token: tokenOf(hiring.employer), params: { id: jobId }, body: { candidateIds } });

  it("turns 30 identical invitations into one invitation and 29 times 409 ALREADY-INVITED", async () => {
    const [candidate] = await people(1);
    const answers = await Promise.all(Array.from({ length: 30 }, () => invite(job.id, candidate!.id)));
    expect(tally(answers)).toEqual({ "200": 1, "409 ALREADY-INVITED": 29 });
    expect(await db.invitation.count()).toBe(1);
    expect(await db.notification.count({ where: { type: "JOB_INVITATION" } })).toBe(1);
  });

  it("holds a Pro company's 50 invitations a period under overlapping batches of invite-candidates", async () => {
    const pro = await createEmployerWithCompany(db, { plan: "PRO" });
    hiring = pro;
    const proJob = await openJob(pro, { isPublic: false });
    const used = await openJob(pro);
    for (const candidate of await people(40)) await createInvitation(db, { job: used, candidate, invitedBy: pro.employer });
    const candidates = await people(20);
    // Twenty batches of three overlapping candidates each: ten invitations remain in the period.
    const batches = Array.from({ length: 20 }, (_, index) => [0, 1, 2].map((offset) => candidates[(index + offset) % 20]!.id));
    const answers = await Promise.all(batches.map((batch) => inviteAll(proJob.id, batch)));
    expect(serverErrors(answers)).toEqual([]);
    expect(answers.every((answer) => answer.status === 200 || answer.body.error?.code === "invitation_limit_reached")).toBe(true);
    const invited = await db.invitation.count({ where: { jobId: proJob.id } });
    expect(invited).toBeLessThanOrEqual(10);
    expect(invited).toBeGreaterThan(0);
    expect(await db.invitation.count({ where: { job: { companyId: pro.company.id } } })).toBeLessThanOrEqual(50);
    expect(await db.notification.count({ where: { type: "JOB_INVITATION" } })).toBe(invited);
  });
});

describe("the active-job quota (POST and PUT /api/posts)", () => {
  it("opens exactly the plan's jobs from 60 concurrent openings and creations, the rest 403 plan_limit_reached", async () => {
    const pro = await createEmployerWithCompany(db, { plan: "PRO" });
    const token = tokenOf(pro.employer);
    const drafts = await Promise.all(Array.from({ length: 30 }, () => callRoute(createPost, { token, body: jobPostBody(pro.company.id), path: "/api/posts?locale=en" })));
    expect(tally(drafts)).toEqual({ "201": 30 });
    const answers = await Promise.all([
      ...drafts.map((draft) => callRoute(updatePost, { method: "PUT", token, params: { id: draft.body.data._id }, body: { status: "open" } })),
      ...Array.from({ length: 30 }, () => callRoute(createPost, { token, body: jobPostBody(pro.company.id, { status: "open" }), path: "/api/posts?locale=en" })),
    ]);
    expect(serverErrors(answers)).toEqual([]);
    const winners = answers.filter((answer) => answer.status === 200 || answer.status === 201);
    expect(winners).toHaveLength(5);
    expect(answers.filter((answer) => !winners.includes(answer)).map(outcomeOf)).toEqual(Array(55).fill("403 plan_limit_reached"));
    expect(await db.job.count({ where: { companyId: pro.company.id, status: "OPEN" } })).toBe(5);
  });
});

describe("ranks (PUT posts/{postId}/rank/{userId}/{rank})", () => {
  it("answers 40 concurrent moves with 200 and leaves the ranks 1..n", async () => {
    const candidates = await people(10);
    for (const [index, candidate] of candidates.entries()) await createApplication(db, { job, candidate, rank: index + 1 });
    const moves = Array.from({ length: 40 }, (_, index) =>
      callRoute(moveRank, { method: "PUT", token: tokenOf(hiring.employer), params: { id: job.id, userId: candidates[(index * 3) % 10]!.id, rank: String(((index * 7) % 10) + 1) } }),
    );
    const answers = await Promise.all([...moves, ...(await people(5)).map((candidate) => apply(candidate))]);
    expect(serverErrors(answers)).toEqual([]);
    expect(tally(answers)).toEqual({ "200": 40, "201": 5 });
    const ranks = await db.application.findMany({ where: { jobId: job.id, stage: "APPLIED" }, select: { rank: true }, orderBy: { rank: "asc" } });
    expect(ranks.map((row) => row.rank)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
  });
});

describe("referrals (POST users/referal/send-email)", () => {
  it("sends exactly the daily limit from 25 concurrent invitations, the rest 429 rate_limited", async () => {
    const [sender] = await people(1);
    const answers = await Promise.all(Array.from({ length: 25 }, (_, index) => callRoute(sendReferral, { token: tokenOf(sender!), body: { referal_email: `friend.${index}.${uuidv7()}@example.test` } })));
    expect(tally(answers)).toEqual({ "201": 10, "429 rate_limited": 15 });
    expect(answers.find((answer) => answer.status === 429)?.headers.get("retry-after")).toMatch(/^[1-9][0-9]*$/);
    expect(await db.outboxEmail.count({ where: { userId: sender!.id, template: "referral_invitation" } })).toBe(10);
  });
});

describe("runTransaction", () => {
  it("runs a transaction again after PostgreSQL broke a deadlock, so that both writers succeed", async () => {
    const [a, b] = await people(2);
    let attempts = 0;
    let arrived = 0;
    let bothHoldOne: () => void = () => undefined;
    const barrier = new Promise<void>((resolve) => (bothHoldOne = resolve));
    // Two transactions lock the same two rows in opposite orders: one of them is the deadlock's victim.
    const crossing = (first: User, second: User, name: string) =>
      runTransaction(async (tx) => {
        attempts++;
        await tx.$executeRaw`UPDATE users SET first_name = ${name} WHERE id = ${first.id}::uuid`;
        if (++arrived === 2) bothHoldOne();
        await barrier;
        await tx.$executeRaw`UPDATE users SET last_name = ${name} WHERE id = ${second.id}::uuid`;
        return name;
      });
    await expect(Promise.all([crossing(a!, b!, "one"), crossing(b!, a!, "two")])).resolves.toEqual(["one", "two"]);
    expect(attempts).toBe(3);
  });

  it("answers a unique violation with the rule's error, or tries again when the rule says so", async () => {
    const [candidate] = await people(1);
    await createApplication(db, { job, candidate: candidate! });
    const insert = (tx: Tx) => tx.application.create({ data: { jobId: job.id, candidateId: candidate!.id, matchPercent: 0 } });
    await expect(runTransaction(insert, { onUniqueViolation: () => new AppError("already_applied") })).rejects.toMatchObject({ code: "already_applied", status: 409 });
    let tries = 0;
    const counted = runTransaction(
      async (tx) => {
        tries++;
        return insert(tx);
      },
      { onUniqueViolation: () => "retry" },
    );
    await expect(counted).rejects.toMatchObject({ code: "P2002" });
    expect(tries).toBe(3);
  });
});
