import { beforeEach, describe, expect, it } from "@jest/globals";

import { POST as withdraw } from "@/app/api/users/[id]/applications/[applicationId]/withdraw/route";
import { GET as applies } from "@/app/api/users/[id]/applies/route";
import { POST as respond } from "@/app/api/users/response-questions/[postId]/[questionId]/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { callRoute } from "@/tests/support/api";
import { createApplication, createCandidate, createEmployerWithCompany, createJob, type CreateJobInput, type EmployerWithCompany } from "@/prisma/factories";

const DAY_MS = 86_400_000;
const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * DAY_MS + hours * 3_600_000);

let hiring: EmployerWithCompany;

beforeEach(async () => {
  await db.company.deleteMany();
  await db.user.deleteMany();
  hiring = await createEmployerWithCompany(db, { plan: "PREMIUM", company: { name: "Northwind Remote" } });
});

function jobFor(fields: Partial<CreateJobInput> = {}) {
  return createJob(db, { company: hiring.company, createdBy: hiring.employer, publishedAt: daysAgo(20), timezoneMinOffset: null, timezoneMaxOffset: null, ...fields });
}

const tokenOf = (user: Pick<User, "id" | "role" | "loggedAs">) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

function list(caller: User, query = "", userId = caller.id) {
  return callRoute(applies, { method: "GET", token: tokenOf(caller), params: { id: userId }, path: `/api/users/${userId}/applies${query}` });
}

describe("GET /api/users/{id}/applies", () => {
  it("lists the caller's applications newest first, with job, company, the stage the candidate may see and the timeline", async () => {
    const candidate = await createCandidate(db);
    const other = await createCandidate(db);
    const [applied, viewed, shortlisted, dismissed, withdrawn] = await Promise.all(["Applied role", "Viewed role", "Shortlisted role", "Dismissed role", "Withdrawn role"].map((title) => jobFor({ title })));
    const appliedAt = daysAgo(1);
    const [withdrawnAppliedAt, withdrawnAt] = [daysAgo(5), daysAgo(4)];
    await createApplication(db, { job: applied!, candidate, createdAt: appliedAt, matchPercent: 81 });
    await createApplication(db, {
      job: viewed!,
      candidate,
      createdAt: daysAgo(2),
      reviewedAt: daysAgo(2, 5),
      events: [
        { kind: "applied", createdAt: daysAgo(2) },
        { kind: "reviewed", createdAt: daysAgo(2, 5) },
      ],
    });
    await createApplication(db, {
      job: shortlisted!,
      candidate,
      stage: "SHORTLISTED",
      rank: 1,
      createdAt: daysAgo(3),
      reviewedAt: daysAgo(3, 2),
      events: [
        { kind: "applied", createdAt: daysAgo(3) },
        { kind: "reviewed", createdAt: daysAgo(3, 2) },
        { kind: "stage", stage: "SHORTLISTED", createdAt: daysAgo(3, 4) },
      ],
    });
    await createApplication(db, {
      job: dismissed!,
      candidate,
      stage: "DISMISSED",
      createdAt: daysAgo(4),
      reviewedAt: daysAgo(4, 1),
      events: [
        { kind: "applied", createdAt: daysAgo(4) },
        { kind: "stage", stage: "DISMISSED", createdAt: daysAgo(4, 1) },
      ],
    });
    // Older than the events table: only its columns say it was withdrawn.
    await createApplication(db, { job: withdrawn!, candidate, createdAt: withdrawnAppliedAt, withdrawnAt });
    await createApplication(db, { job: applied!, candidate: other });

    const answer = await list(candidate);

    expect(answer.status).toBe(200);
    const { items, total } = answer.body.data;
    expect(total).toBe(5);
    expect(items.map((item: { job: { job_title: string }; stage: string; is_active: boolean }) => [item.job.job_title, item.stage, item.is_active])).toEqual([
      ["Applied role", "applied", true],
      ["Viewed role", "viewed", true],
      ["Shortlisted role", "in_process", true],
      ["Dismissed role", "not_selected", false],
      ["Withdrawn role", "withdrawn", false],
    ]);
    expect(items[0]).toEqual({
      _id: expect.any(String),
      job: { _id: applied!.id, job_title: "Applied role", slug: `applied-role-${applied!.id}`, path: expect.stringMatching(new RegExp(`/job/applied-role-${applied!.id}$`)), status: "open" },
      company: { _id: hiring.company.id, name: "Northwind Remote", logo: hiring.company.logoUrl },
      applied_at: appliedAt.toISOString(),
      stage: "applied",
      is_active: true,
      match_percent: 81,
      timeline: [{ step: "applied", at: appliedAt.toISOString() }],
    });
    expect(items[2].timeline.map((entry: { step: string }) => entry.step)).toEqual(["applied", "viewed", "in_process"]);
    expect(items[3].timeline.map((entry: { step: string }) => entry.step)).toEqual(["applied", "not_selected"]);
    expect(items[4].timeline).toEqual([
      { step: "applied", at: withdrawnAppliedAt.toISOString() },
      { step: "withdrawn", at: withdrawnAt.toISOString() },
    ]);
    // The employer's rank and words stay theirs.
    expect(JSON.stringify(items)).not.toMatch(/rank|SHORTLISTED|DISMISSED/);
  });

  it("filters active and closed applications and pages through them", async () => {
    const candidate = await createCandidate(db);
    const open = await jobFor({ title: "Open" });
    const closedJob = await jobFor({ title: "Closed job", status: "CLOSED", closedAt: daysAgo(1) });
    const dismissed = await jobFor({ title: "Dismissed" });
    await createApplication(db, { job: open, candidate, createdAt: daysAgo(1) });
    await createApplication(db, { job: closedJob, candidate, createdAt: daysAgo(2) });
    await createApplication(db, { job: dismissed, candidate, stage: "DISMISSED", createdAt: daysAgo(3) });

    const titles = (answer: Awaited<ReturnType<typeof list>>) => answer.body.data.items.map((item: { job: { job_title: string } }) => item.job.job_title);
    expect(titles(await list(candidate, "?status=active"))).toEqual(["Open"]);
    expect(titles(await list(candidate, "?status=closed"))).toEqual(["Closed job", "Dismissed"]);
    const secondPage = await list(candidate, "?take=2&page=2");
    expect({ titles: titles(secondPage), total: secondPage.body.data.total }).toEqual({ titles: ["Dismissed"], total: 3 });
    const pastTheEnd = await list(candidate, "?take=2&page=5");
    expect({ items: pastTheEnd.body.data.items, total: pastTheEnd.body.data.total }).toEqual({ items: [], total: 3 });
    expect((await list(candidate, "?status=everything")).status).toBe(400);
  });

  it("answers 404 for another user's list", async () => {
    const candidate = await createCandidate(db);
    const other = await createCandidate(db);
    await createApplication(db, { job: await jobFor(), candidate: other });
    const answer = await list(candidate, "", other.id);
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 404, code: "not_found" });
  });
});

describe("POST /api/users/{id}/applications/{applicationId}/withdraw", () => {
  it("withdraws once, with one 'withdrawn' event, and answers the same when called again", async () => {
    const candidate = await createCandidate(db);
    const application = await createApplication(db, { job: await jobFor(), candidate, createdAt: daysAgo(2) });
    const call = () => callRoute(withdraw, { token: tokenOf(candidate), params: { id: candidate.id, applicationId: application.id } });

    const results = await Promise.all([call(), call(), call()]);

    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((result) => result.body.data.withdrawn_at)).size).toBe(1);
    expect(results[0]!.body.data).toEqual({ _id: application.id, stage: "withdrawn", withdrawn_at: expect.any(String) });
    const stored = await db.application.findUniqueOrThrow({ where: { id: application.id }, include: { events: { orderBy: { createdAt: "asc" } } } });
    expect(stored.withdrawnAt?.toISOString()).toBe(results[0]!.body.data.withdrawn_at);
    expect(stored.events.map((event) => [event.kind, event.actorId])).toEqual([
      ["applied", candidate.id],
      ["withdrawn", candidate.id],
    ]);
    const listed = (await list(candidate)).body.data.items[0];
    expect({ stage: listed.stage, steps: listed.timeline.map((entry: { step: string }) => entry.step) }).toEqual({ stage: "withdrawn", steps: ["applied", "withdrawn"] });
  });

  it("answers 404 for someone else's application and changes nothing", async () => {
    const candidate = await createCandidate(db);
    const other = await createCandidate(db);
    const theirs = await createApplication(db, { job: await jobFor(), candidate: other });

    for (const params of [{ id: candidate.id, applicationId: theirs.id }, { id: other.id, applicationId: theirs.id }]) {
      const answer = await callRoute(withdraw, { token: tokenOf(candidate), params });
      expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 404, code: "not_found" });
    }
    expect((await db.application.findUniqueOrThrow({ where: { id: theirs.id } })).withdrawnAt).toBeNull();
    expect(await db.applicationEvent.count({ where: { kind: "withdrawn" } })).toBe(0);
  });
});

describe("POST /api/users/response-questions/{postId}/{questionId}", () => {
  async function appliedWithQuestions() {
    const candidate = await createCandidate(db);
    const job = await jobFor({
      questions: [
        { text: "Remote before?", type: "YES_NO" },
        { text: "Years with React?", type: "NUMBER", isRequired: false },
      ],
    });
    const [remote, years] = job.questions;
    const application = await createApplication(db, { job, candidate, answers: [{ questionId: remote!.id, answer: "no" }] });
    return { candidate, job, remote: remote!, years: years!, application };
  }
  // A bare answer is sent as the JSON string it is ("yes" with its quotes).
  const respondAs = (caller: User, jobId: string, questionId: string, body: unknown) =>
    callRoute(respond, { token: tokenOf(caller), params: { postId: jobId, questionId }, body: typeof body === "string" ? JSON.stringify(body) : body });
  const storedAnswers = async (applicationId: string) =>
    Object.fromEntries((await db.applicationAnswer.findMany({ where: { applicationId } })).map((row) => [row.questionId, row.answer]));

  it("changes an answer and adds a missing one, taking { answer } or the bare answer", async () => {
    const { candidate, job, remote, years, application } = await appliedWithQuestions();

    const changed = await respondAs(candidate, job.id, remote.id, { answer: "Yes" });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ question_id: remote.id, answer: "yes", updated_at: expect.any(String) });
    expect((await respondAs(candidate, job.id, years.id, "4,5")).status).toBe(200);
    expect(await storedAnswers(application.id)).toEqual({ [remote.id]: "yes", [years.id]: "4.5" });

    // An empty answer to an optional question takes the answer back.
    expect((await respondAs(candidate, job.id, years.id, { answer: "" })).body.data.answer).toBeNull();
    expect(await storedAnswers(application.id)).toEqual({ [remote.id]: "yes" });
  });

  it("refuses answers of the wrong type, and empty required ones, with 422 naming the question", async () => {
    const { candidate, job, remote, years, application } = await appliedWithQuestions();
    for (const [question, body, code] of [
      [remote, "maybe", "invalid_answer"],
      [years, { answer: "a few" }, "invalid_answer"],
      [remote, { answer: "  " }, "required"],
    ] as const) {
      const answer = await respondAs(candidate, job.id, question.id, body);
      expect({ status: answer.status, code: answer.body.error?.code, fields: answer.body.error?.details?.fields }).toEqual({
        status: 422,
        code: "validation_failed",
        fields: [expect.objectContaining({ code, question_id: question.id })],
      });
    }
    expect((await respondAs(candidate, job.id, remote.id, {})).status).toBe(422);
    expect(await storedAnswers(application.id)).toEqual({ [remote.id]: "no" });
  });

  it("answers 404 without an application or for a question of another job, 409 once withdrawn, 410 once not selected", async () => {
    const { candidate, job, remote, application } = await appliedWithQuestions();
    const stranger = await createCandidate(db);
    const otherJob = await jobFor({ questions: [{ text: "Elsewhere?", type: "TEXT" }] });

    const statusOf = async (caller: User, jobId: string, questionId: string) => {
      const answer = await respondAs(caller, jobId, questionId, "yes");
      return `${answer.status} ${answer.body.error?.code}`;
    };
    expect(await statusOf(stranger, job.id, remote.id)).toBe("404 not_found");
    expect(await statusOf(candidate, job.id, otherJob.questions[0]!.id)).toBe("404 not_found");
    await db.application.update({ where: { id: application.id }, data: { stage: "DISMISSED" } });
    expect(await statusOf(candidate, job.id, remote.id)).toBe("410 gone");
    await db.application.update({ where: { id: application.id }, data: { withdrawnAt: new Date() } });
    expect(await statusOf(candidate, job.id, remote.id)).toBe("409 application_withdrawn");
    expect(await storedAnswers(application.id)).toEqual({ [remote.id]: "no" });
  });
});
