import { beforeEach, describe, expect, it } from "@jest/globals";

import { GET as listNotes, POST as addNote } from "@/app/api/posts/[id]/applicants/[userId]/notes/route";
import { GET as applicantDetails } from "@/app/api/users/[id]/job/[jobId]/route";
import { GET as latestApplicants } from "@/app/api/users/last-candidates-applies/list/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { callRoute } from "@/tests/support/api";
import { addCompanyMember, createApplication, createCandidate, createEmployerWithCompany, createJob, type EmployerWithCompany } from "@/prisma/factories";

const tokenOf = (user: Pick<User, "id" | "role" | "loggedAs">) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

function details(caller: User, candidateId: string, jobId: string) {
  return callRoute(applicantDetails, { method: "GET", token: tokenOf(caller), params: { id: candidateId, jobId }, path: `/api/users/${candidateId}/job/${jobId}?locale=es` });
}

const notesOf = (caller: User, jobId: string, userId: string) => callRoute(listNotes, { method: "GET", token: tokenOf(caller), params: { id: jobId, userId } });
const note = (caller: User, jobId: string, userId: string, body: unknown) => callRoute(addNote, { token: tokenOf(caller), params: { id: jobId, userId }, body });

let hiring: EmployerWithCompany;

beforeEach(async () => {
  await db.company.deleteMany();
  await db.user.deleteMany();
  hiring = await createEmployerWithCompany(db, { plan: "FREE", company: { name: "Colibrí Test" } });
});

async function applicantWithAnswers() {
  const job = await createJob(db, {
    company: hiring.company,
    createdBy: hiring.employer,
    title: "Backend Developer",
    skills: ["TypeScript", "PostgreSQL"],
    questions: [
      { text: "Can you work in UTC-5 hours?", type: "YES_NO", knockoutAnswer: "no" },
      { text: "Years with PostgreSQL", type: "NUMBER", knockoutAnswer: "3" },
      { text: "Anything else?", type: "TEXT", isRequired: false },
    ],
  });
  const questions = await db.jobQuestion.findMany({ where: { jobId: job.id }, orderBy: { position: "asc" } });
  const candidate = await createCandidate(db, { user: { firstName: "Marta", lastName: "Quintero", skills: ["TypeScript"], customSkills: [] } });
  const application = await createApplication(db, {
    job,
    candidate,
    matchPercent: 64,
    rank: 1,
    createdAt: minutesAgo(60),
    answers: [
      { questionId: questions[0]!.id, answer: "no" },
      { questionId: questions[1]!.id, answer: "5" },
    ],
    events: [
      { kind: "applied", createdAt: minutesAgo(60), actorId: candidate.id },
      { kind: "reviewed", createdAt: minutesAgo(30), actorId: hiring.employer.id },
      { kind: "stage", stage: "SHORTLISTED", createdAt: minutesAgo(20), actorId: hiring.employer.id },
    ],
  });
  return { job, candidate, application };
}

describe("GET /api/users/{id}/job/{jobId}", () => {
  it("shows the applicant's card, application, answers with the knockout flagged, match breakdown and history", async () => {
    const { job, candidate, application } = await applicantWithAnswers();

    const answer = await details(hiring.employer, candidate.id, job.id);

    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({
      _id: candidate.id,
      candidate_id: candidate.id,
      firstName: "Marta",
      // A Free company's employer sees the masked surname (spec 6).
      name: "Marta Q•••••",
      match_percent: 64,
      rank: 1,
      can_manage: true,
      job: { _id: job.id, job_title: "Backend Developer" },
      application: { _id: application.id, stage: "applied", rank: 1, hired_at: null },
    });
    expect(JSON.stringify(data)).not.toContain("Quintero");
    expect(data.answers.map((item: { question: string; answer: string | null; is_knockout: boolean }) => [item.question, item.answer, item.is_knockout])).toEqual([
      ["Can you work in UTC-5 hours?", "no", true],
      ["Years with PostgreSQL", "5", false],
      ["Anything else?", null, false],
    ]);
    const skills = data.match.parts.find((part: { criterion: string }) => part.criterion === "skills");
    expect(skills).toMatchObject({ matched: ["TypeScript"], missing: ["PostgreSQL"] });
    expect(data.history.map((entry: { kind: string; stage: string | null; by: string }) => [entry.kind, entry.stage, entry.by])).toEqual([
      ["applied", null, "candidate"],
      ["reviewed", null, "hiring_team"],
      ["stage", "shortlisted", "hiring_team"],
    ]);
  });

  it("is the hiring team's only: another employer and someone who did not apply get 404, a candidate 403", async () => {
    const { job, candidate } = await applicantWithAnswers();
    const other = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    const bystander = await createCandidate(db);

    expect((await details(other.employer, candidate.id, job.id)).status).toBe(404);
    expect((await details(hiring.employer, bystander.id, job.id)).status).toBe(404);
    expect((await details(candidate, candidate.id, job.id)).status).toBe(403);
  });

  it("lets a colleague of the company read it without managing it", async () => {
    const { job, candidate } = await applicantWithAnswers();
    const { user: colleague } = await addCompanyMember(db, hiring.company);

    const answer = await details(colleague, candidate.id, job.id);

    expect(answer.status).toBe(200);
    expect(answer.body.data.can_manage).toBe(false);
  });
});

describe("the applicant's private notes", () => {
  it("are added by the hiring team and read newest first, with their author", async () => {
    const { job, candidate } = await applicantWithAnswers();
    const { user: colleague } = await addCompanyMember(db, hiring.company, { user: { firstName: "Iris", lastName: "Vega" } });

    expect((await note(hiring.employer, job.id, candidate.id, { body: "  Strong SQL, check notice period.  " })).status).toBe(201);
    const added = await note(colleague, job.id, candidate.id, { body: "Agree, let's shortlist." });

    expect(added.body.data).toMatchObject({ body: "Agree, let's shortlist.", author: { _id: colleague.id, name: "Iris Vega" } });
    const listed = await notesOf(hiring.employer, job.id, candidate.id);
    expect(listed.body.data.map((item: { body: string }) => item.body)).toEqual(["Agree, let's shortlist.", "Strong SQL, check notice period."]);
    expect((await details(hiring.employer, candidate.id, job.id)).body.data.notes).toHaveLength(2);
  });

  it("refuse an empty or too long note, another employer (404) and the candidate (403), writing nothing", async () => {
    const { job, candidate } = await applicantWithAnswers();
    const other = await createEmployerWithCompany(db, { plan: "PREMIUM" });

    for (const body of [{ body: "   " }, { body: "x".repeat(2001) }, {}, { body: 42 }]) {
      const answer = await note(hiring.employer, job.id, candidate.id, body);
      expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 422, code: "validation_failed" });
    }
    expect((await note(hiring.employer, job.id, candidate.id, { body: "x".repeat(2000) })).status).toBe(201);
    expect((await note(other.employer, job.id, candidate.id, { body: "Sneaky" })).status).toBe(404);
    expect((await notesOf(other.employer, job.id, candidate.id)).status).toBe(404);
    expect((await note(candidate, job.id, candidate.id, { body: "About me" })).status).toBe(403);
    expect(await db.applicationNote.count()).toBe(1);
  });
});

describe("GET /api/users/last-candidates-applies/list", () => {
  it("lists the latest applications to the caller's jobs in every stage, newest first, with the job, without the withdrawn or deleted accounts", async () => {
    const [first, second] = await Promise.all([
      createJob(db, { company: hiring.company, createdBy: hiring.employer, title: "First role" }),
      createJob(db, { company: hiring.company, createdBy: hiring.employer, title: "Second role" }),
    ]);
    const other = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    const elsewhere = await createJob(db, { company: other.company, createdBy: other.employer });
    const [ana, ben, cai, gone] = await Promise.all([createCandidate(db), createCandidate(db), createCandidate(db), createCandidate(db, { user: { deletedAt: new Date() } })]);
    await createApplication(db, { job: first, candidate: ana, createdAt: minutesAgo(30), stage: "SHORTLISTED", rank: 1 });
    await createApplication(db, { job: first, candidate: gone, createdAt: minutesAgo(3) });
    await createApplication(db, { job: second, candidate: ben, createdAt: minutesAgo(10) });
    await createApplication(db, { job: second, candidate: cai, createdAt: minutesAgo(5), withdrawnAt: minutesAgo(1) });
    await createApplication(db, { job: elsewhere, candidate: cai, createdAt: minutesAgo(2) });

    const answer = await callRoute(latestApplicants, { method: "GET", token: tokenOf(hiring.employer), path: "/api/users/last-candidates-applies/list?take=5" });

    expect(answer.status).toBe(200);
    expect(answer.body.data.map((item: { candidate_id: string; job: { job_title: string } }) => [item.candidate_id, item.job.job_title])).toEqual([
      [ben.id, "Second role"],
      [ana.id, "First role"],
    ]);
    expect(answer.body.data[0]).toEqual(expect.objectContaining({ _id: ben.id, name: expect.any(String), match_percent: expect.any(Number), applied_at: expect.any(String) }));
    const refused = await callRoute(latestApplicants, { method: "GET", token: tokenOf(hiring.employer), path: "/api/users/last-candidates-applies/list?take=51" });
    expect(refused.status).toBe(400);
  });
});
