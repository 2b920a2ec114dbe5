import { beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";

import { POST as applyTo } from "@/app/api/users/[id]/applyTo/[postId]/route";
import { POST as withdraw } from "@/app/api/users/[id]/applications/[applicationId]/withdraw/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { callRoute } from "@/tests/support/api";
import { createCandidate, createEmployerWithCompany, createInvitation, createJob, type CreateJobInput, type EmployerWithCompany } from "@/prisma/factories";

const DAY_MS = 86_400_000;

type Place = { id: number; code: string; regionId: number };
let latinAmerica: number;
let europe: number;
let colombia: Place;
let spain: Place;
let hiring: EmployerWithCompany;

jest.setTimeout(60_000);

beforeAll(async () => {
  // These tests read the outbox: a developer's SMTP settings must not deliver anything.
  for (const name of ["SMTP_HOST", "SMTP_PORT", "SMTP_SECURE", "SMTP_USER", "SMTP_PASSWORD", "MAIL_FROM"]) delete process.env[name];
  // Integration databases are migrated, not seeded: the catalogue rows the rule needs.
  latinAmerica = (await db.region.create({ data: { slug: "latin-america", nameEn: "Latin America", nameEs: "Latinoamérica" } })).id;
  europe = (await db.region.create({ data: { slug: "europe", nameEn: "Europe", nameEs: "Europa" } })).id;
  const co = await db.country.create({ data: { code: "CO", slug: "co", nameEn: "Colombia", nameEs: "Colombia", flag: "🇨🇴", regionId: latinAmerica } });
  const es = await db.country.create({ data: { code: "ES", slug: "es", nameEn: "Spain", nameEs: "España", flag: "🇪🇸", regionId: europe } });
  colombia = { id: co.id, code: co.code, regionId: latinAmerica };
  spain = { id: es.id, code: es.code, regionId: europe };
});

beforeEach(async () => {
  await db.outboxEmail.deleteMany();
  await db.company.deleteMany();
  await db.user.deleteMany();
  hiring = await createEmployerWithCompany(db, { plan: "PREMIUM" });
});

function jobFor(fields: Partial<CreateJobInput> = {}) {
  return createJob(db, {
    company: hiring.company,
    createdBy: hiring.employer,
    skills: ["TypeScript", "React", "PostgreSQL", "Node.js"],
    languages: [{ name: "English", level: "HIGH" }],
    timezoneMinOffset: null,
    timezoneMaxOffset: null,
    publishedAt: new Date(Date.now() - DAY_MS),
    ...fields,
  });
}

function candidateIn(place: Place, timezone: string) {
  return createCandidate(db, {
    country: place,
    skills: ["typescript", "React", "Go"],
    languages: [{ name: "English", level: "EXPERT" }],
    user: { timezone },
  });
}

function tokenOf(user: Pick<User, "id" | "role" | "loggedAs">) {
  return signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });
}

function apply(candidate: Pick<User, "id" | "role" | "loggedAs">, jobId: string, questions: { question_id: string; answer: string }[] = [], overrides: { userId?: string; candidateId?: string } = {}) {
  return callRoute(applyTo, {
    token: tokenOf(candidate),
    params: { id: overrides.userId ?? candidate.id, postId: jobId },
    body: { candidate_id: overrides.candidateId ?? candidate.id, questions },
  });
}

describe("POST /api/users/{id}/applyTo/{postId}", () => {
  it("writes the application with its answers and a match percent", async () => {
    const job = await jobFor({
      regionIds: [latinAmerica],
      timezoneMinOffset: -360,
      timezoneMaxOffset: -180,
      jobType: "FULL_TIME",
      salaryFrom: null,
      salaryTo: null,
      salaryMonthlyUsdFrom: null,
      salaryMonthlyUsdTo: null,
      questions: [
        { text: "Why us?", type: "TEXT" },
        { text: "Can you start next month?", type: "YES_NO", isRequired: false },
        { text: "A short video about you", type: "VIDEO_LINK" },
        { text: "Anything else?", type: "TEXT", isRequired: false },
      ],
    });
    const [why, start, video, anything] = job.questions;
    const candidate = await createCandidate(db, {
      country: colombia,
      skills: ["typescript", "React", "Go"],
      languages: [{ name: "English", level: "EXPERT" }],
      user: { timezone: "America/Bogota", jobTypes: ["FULL_TIME"], customSkills: [] },
    });

    const answer = await apply(candidate, job.id, [
      { question_id: why!.id, answer: "  I like remote work.  " },
      { question_id: start!.id, answer: "Yes" },
      { question_id: video!.id, answer: "https://www.loom.com/share/0123456789abcdef" },
      { question_id: anything!.id, answer: "" },
    ]);

    expect(answer.status).toBe(201);
    // lib/matching/compute-match.ts: TypeScript and React of four skills (25 of 50), the one
    // language at the level asked (20), eligible (10), no salary asked (10), the job type wanted (10).
    expect(answer.body.data).toEqual({ id: expect.any(String), job_id: job.id, stage: "APPLIED", match_percent: 75, created_at: expect.any(String) });
    const stored = await db.application.findUniqueOrThrow({ where: { id: answer.body.data.id }, include: { answers: true } });
    expect(stored).toMatchObject({ jobId: job.id, candidateId: candidate.id, matchPercent: 75 });
    expect(Object.fromEntries(stored.answers.map((row) => [row.questionId, row.answer]))).toEqual({
      [why!.id]: "I like remote work.",
      [start!.id]: "yes",
      [video!.id]: "https://www.loom.com/share/0123456789abcdef",
    });
  });

  it.each([
    ["closed", { status: "CLOSED", closedAt: new Date() }],
    ["expired", { expiresAt: new Date(Date.now() - 60_000) }],
    ["banned", { bannedAt: new Date() }],
    ["not_open", { status: "PAUSED" }],
    ["not_open", { status: "DRAFT", publishedAt: null }],
    ["not_open", { publishedAt: new Date(Date.now() + DAY_MS) }],
  ] as const)("refuses a job that is %s with 410 and writes nothing", async (reason, fields) => {
    const job = await jobFor(fields as Partial<CreateJobInput>);
    const candidate = await candidateIn(colombia, "America/Bogota");
    const answer = await apply(candidate, job.id);
    expect({ status: answer.status, code: answer.body.error?.code, reason: answer.body.error?.details?.reason }).toEqual({ status: 410, code: "gone", reason });
    expect(await db.application.count()).toBe(0);
  });

  it("refuses jobs of a banned company as banned and of a disabled one as closed", async () => {
    const candidate = await candidateIn(colombia, "America/Bogota");
    const job = await jobFor();
    await db.company.update({ where: { id: hiring.company.id }, data: { disabledAt: new Date() } });
    expect((await apply(candidate, job.id)).body.error?.details?.reason).toBe("closed");
    await db.company.update({ where: { id: hiring.company.id }, data: { bannedAt: new Date() } });
    expect((await apply(candidate, job.id)).body.error?.details?.reason).toBe("banned");
    expect(await db.application.count()).toBe(0);
  });

  it("answers 404 for a job that does not exist", async () => {
    const candidate = await candidateIn(colombia, "America/Bogota");
    const answer = await apply(candidate, "00000000-0000-7000-8000-000000000000");
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 404, code: "not_found" });
  });

  it("refuses a candidate outside the job's countries or time zones with 403 not_eligible", async () => {
    const candidate = await candidateIn(colombia, "America/Bogota");
    const europeOnly = await jobFor({ regionIds: [europe] });
    const spainOnly = await jobFor({ eligibleCountryIds: [spain.id] });
    const europeanHours = await jobFor({ timezoneMinOffset: 0, timezoneMaxOffset: 180 });

    for (const [job, reasons] of [[europeOnly, ["country"]], [spainOnly, ["country"]], [europeanHours, ["timezone"]]] as const) {
      const answer = await apply(candidate, job.id);
      expect({ status: answer.status, code: answer.body.error?.code, reasons: answer.body.error?.details?.reasons }).toEqual({ status: 403, code: "not_eligible", reasons });
    }
    expect(await db.application.count()).toBe(0);
  });

  it("lets a candidate whose profile lacks a country or zone apply (they are not known to be outside)", async () => {
    const candidate = await createCandidate(db, { country: null, user: { timezone: null } });
    const job = await jobFor({ regionIds: [europe], timezoneMinOffset: 0, timezoneMaxOffset: 180 });
    expect((await apply(candidate, job.id)).status).toBe(201);
  });

  it("takes applications to a private job only from invited candidates", async () => {
    const job = await jobFor({ isPublic: false });
    const invited = await candidateIn(colombia, "America/Bogota");
    const stranger = await candidateIn(colombia, "America/Bogota");
    await createInvitation(db, { job, candidate: invited, invitedBy: hiring.employer });

    const refused = await apply(stranger, job.id);
    expect({ status: refused.status, code: refused.body.error?.code }).toEqual({ status: 404, code: "not_found" });
    expect((await apply(invited, job.id)).status).toBe(201);
    expect(await db.application.findMany({ select: { candidateId: true } })).toEqual([{ candidateId: invited.id }]);
  });

  it("does not reveal a closed private job to a candidate who was not invited", async () => {
    const job = await jobFor({ isPublic: false, status: "CLOSED", closedAt: new Date() });
    const stranger = await candidateIn(colombia, "America/Bogota");
    expect((await apply(stranger, job.id)).status).toBe(404);
  });

  it("turns concurrent double applications into exactly one row and one 409 already_applied", async () => {
    const job = await jobFor({ questions: [{ text: "Why us?", type: "TEXT" }] });
    const candidate = await candidateIn(colombia, "America/Bogota");
    const answers = [{ question_id: job.questions[0]!.id, answer: "Because." }];

    const results = await Promise.all([apply(candidate, job.id, answers), apply(candidate, job.id, answers), apply(candidate, job.id, answers)]);

    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409]);
    expect(results.filter((result) => result.status === 409).map((result) => result.body.error?.code)).toEqual(["already_applied", "already_applied"]);
    expect(await db.application.count({ where: { jobId: job.id } })).toBe(1);
    expect(await db.applicationAnswer.count()).toBe(1);
    const again = await apply(candidate, job.id, answers);
    expect({ status: again.status, code: again.body.error?.code }).toEqual({ status: 409, code: "already_applied" });
  });

  it("requires answers to required questions and refuses answers to questions the job does not have", async () => {
    const job = await jobFor({ questions: [{ text: "Why us?", type: "TEXT" }, { text: "Remote before?", type: "YES_NO" }] });
    const other = await jobFor({ questions: [{ text: "Elsewhere?", type: "TEXT" }] });
    const [why, remote] = job.questions;
    const candidate = await candidateIn(colombia, "America/Bogota");

    const missing = await apply(candidate, job.id, [{ question_id: why!.id, answer: "Because." }, { question_id: remote!.id, answer: "   " }]);
    expect({ status: missing.status, code: missing.body.error?.code }).toEqual({ status: 422, code: "validation_failed" });
    expect(missing.body.error?.details?.fields).toEqual([expect.objectContaining({ code: "required", question_id: remote!.id })]);

    const foreign = await apply(candidate, job.id, [
      { question_id: why!.id, answer: "Because." },
      { question_id: remote!.id, answer: "no" },
      { question_id: other.questions[0]!.id, answer: "Sneaky." },
    ]);
    expect(foreign.status).toBe(422);
    expect(foreign.body.error?.details?.fields).toEqual([expect.objectContaining({ code: "unknown_question", path: "questions.2.question_id" })]);

    const wrongType = await apply(candidate, job.id, [{ question_id: why!.id, answer: "Because." }, { question_id: remote!.id, answer: "maybe" }]);
    expect(wrongType.body.error?.details?.fields).toEqual([expect.objectContaining({ code: "invalid_answer", question_id: remote!.id })]);
    expect(await db.application.count()).toBe(0);
  });

  it("lets candidates apply only for themselves", async () => {
    const job = await jobFor();
    const candidate = await candidateIn(colombia, "America/Bogota");
    const someoneElse = await candidateIn(colombia, "America/Bogota");
    for (const overrides of [{ candidateId: someoneElse.id }, { userId: someoneElse.id }, { userId: someoneElse.id, candidateId: someoneElse.id }]) {
      const answer = await apply(candidate, job.id, [], overrides);
      expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 403, code: "forbidden" });
    }
    expect(await db.application.count()).toBe(0);
  });

  it("writes the first timeline event, the employer's notification and the candidate's e-mail with the application", async () => {
    const job = await jobFor({ title: "Remote Data Engineer" });
    const candidate = await createCandidate(db, { country: colombia, user: { timezone: "America/Bogota", firstName: "Lucía", lastName: "Gómez", locale: "es" } });

    const answer = await apply(candidate, job.id);

    expect(answer.status).toBe(201);
    const applicationId = answer.body.data.id;
    expect(await db.applicationEvent.findMany({ select: { applicationId: true, kind: true, actorId: true } })).toEqual([{ applicationId, kind: "applied", actorId: candidate.id }]);
    expect(await db.notification.findMany({ select: { userId: true, side: true, type: true, data: true } })).toEqual([
      {
        userId: hiring.employer.id,
        side: "EMPLOYER",
        type: "NEW_APPLICANT",
        data: { jobId: job.id, jobTitle: "Remote Data Engineer", applicationId, applicantId: candidate.id, applicantName: "Lucía Gómez" },
      },
    ]);
    const emails = await db.outboxEmail.findMany();
    expect(emails).toHaveLength(1);
    // In the candidate's language, naming the job and the company, linking to their applications.
    expect(emails[0]).toMatchObject({ to: candidate.email, userId: candidate.id, template: "application_confirmation", locale: "es", sentAt: null });
    expect(emails[0]!.subject).toBe(`Postulación enviada: Remote Data Engineer en ${hiring.company.name}`);
    expect(emails[0]!.text).toContain("/es/home/candidates-applications");
  });

  it("writes no event, notification or e-mail when the application is refused", async () => {
    const job = await jobFor({ questions: [{ text: "Remote before?", type: "YES_NO" }] });
    const closed = await jobFor({ status: "CLOSED", closedAt: new Date() });
    const candidate = await candidateIn(colombia, "America/Bogota");

    expect((await apply(candidate, job.id, [{ question_id: job.questions[0]!.id, answer: "maybe" }])).status).toBe(422);
    expect((await apply(candidate, closed.id)).status).toBe(410);
    expect((await apply(candidate, job.id, [{ question_id: job.questions[0]!.id, answer: "yes" }])).status).toBe(201);
    expect((await apply(candidate, job.id, [{ question_id: job.questions[0]!.id, answer: "yes" }])).status).toBe(409);

    expect(await db.application.count()).toBe(1);
    expect(await db.applicationEvent.count()).toBe(1);
    expect(await db.notification.count()).toBe(1);
    expect(await db.outboxEmail.count()).toBe(1);
  });

  it("stores a knockout answer: the warning is the panel's, the employer decides", async () => {
    const job = await jobFor({ questions: [{ text: "Can you overlap four hours with our team?", type: "YES_NO", knockoutAnswer: "no" }] });
    const candidate = await candidateIn(colombia, "America/Bogota");
    const answer = await apply(candidate, job.id, [{ question_id: job.questions[0]!.id, answer: "No" }]);
    expect(answer.status).toBe(201);
    expect(await db.applicationAnswer.findMany({ select: { answer: true } })).toEqual([{ answer: "no" }]);
  });

  it("refuses a candidate who withdrew from the job with 409 application_withdrawn", async () => {
    const job = await jobFor();
    const candidate = await candidateIn(colombia, "America/Bogota");
    const applied = await apply(candidate, job.id);
    const withdrawn = await callRoute(withdraw, { token: tokenOf(candidate), params: { id: candidate.id, applicationId: applied.body.data.id } });
    expect(withdrawn.status).toBe(200);

    const again = await apply(candidate, job.id);
    expect({ status: again.status, code: again.body.error?.code }).toEqual({ status: 409, code: "application_withdrawn" });
    expect(await db.application.count()).toBe(1);
    expect(await db.notification.count()).toBe(1);
    expect(await db.outboxEmail.count()).toBe(1);
  });

  it("turns 50 concurrent identical applications into one application, one event, one notification and one e-mail", async () => {
    const job = await jobFor({ questions: [{ text: "Why us?", type: "TEXT" }] });
    const candidate = await candidateIn(colombia, "America/Bogota");
    const answers = [{ question_id: job.questions[0]!.id, answer: "Because." }];

    const results = await Promise.all(Array.from({ length: 50 }, () => apply(candidate, job.id, answers)));

    const outcomes = results.map((result) => `${result.status} ${result.body.error?.code ?? ""}`.trim());
    expect(outcomes.filter((outcome) => outcome === "201")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "409 already_applied")).toHaveLength(49);
    expect(await db.application.count()).toBe(1);
    expect(await db.applicationAnswer.count()).toBe(1);
    expect(await db.applicationEvent.count()).toBe(1);
    expect(await db.notification.count()).toBe(1);
    expect(await db.outboxEmail.count()).toBe(1);
  });
});
