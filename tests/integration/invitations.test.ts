import { beforeEach, describe, expect, it } from "@jest/globals";

import { POST as inviteOne } from "@/app/api/posts/[id]/invite-candidate/[candidateId]/route";
import { POST as inviteMany } from "@/app/api/posts/[id]/invite-candidates/route";
import { GET as companyPlanLimits } from "@/app/api/companies/limit/plan/[id]/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import type { PlanName } from "@/lib/generated/prisma/enums";
import type { User } from "@/lib/generated/prisma/client";
import { callRoute } from "@/tests/support/api";
import { createApplication, createCandidate, createEmployerWithCompany, createInvitation, createJob, createUser, type CreateJobInput, type EmployerWithCompany } from "@/prisma/factories";

const tokenOf = (user: Pick<User, "id" | "role" | "loggedAs">) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

function invite(caller: User, jobId: string, candidateId: string) {
  return callRoute(inviteOne, { token: tokenOf(caller), params: { id: jobId, candidateId } });
}

function inviteAll(caller: User, jobId: string, candidateIds: unknown) {
  return callRoute(inviteMany, { token: tokenOf(caller), params: { id: jobId }, body: { candidateIds } });
}

async function hiringOn(plan: PlanName) {
  const hiring = await createEmployerWithCompany(db, { plan, company: { name: `${plan} Hiring Co` } });
  const job = await createJob(db, { company: hiring.company, createdBy: hiring.employer, title: "Remote Data Engineer", isPublic: false });
  return { ...hiring, job };
}

/** Fills a company's billing period with invitations (to other candidates, on another of its jobs). */
async function useInvitations(hiring: EmployerWithCompany, count: number) {
  const job = await createJob(db, { company: hiring.company, createdBy: hiring.employer });
  for (let index = 0; index < count; index++) await createInvitation(db, { job, candidate: await createCandidate(db), invitedBy: hiring.employer });
}

const candidates = (count: number) => Promise.all(Array.from({ length: count }, () => createCandidate(db)));

beforeEach(async () => {
  await db.company.deleteMany();
  await db.user.deleteMany();
  await db.outboxEmail.deleteMany();
});

describe("POST /api/posts/{postId}/invite-candidate/{candidateId}", () => {
  it("invites the candidate with a notification and an e-mail linking to the job, and the private job opens to them", async () => {
    const { employer, company, job } = await hiringOn("PRO");
    const candidate = await createCandidate(db, { user: { locale: "es", firstName: "Lucía", lastName: "Gómez" } });

    const answer = await invite(employer, job.id, candidate.id);

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ code: "INVITATION-EMAIL-SENT", invitation: expect.objectContaining({ job_id: job.id, candidate_id: candidate.id }) });
    const invitation = await db.invitation.findUniqueOrThrow({ where: { jobId_candidateId: { jobId: job.id, candidateId: candidate.id } } });
    expect(invitation).toMatchObject({ invitedById: employer.id, emailSentAt: expect.any(Date) });
    const notifications = await db.notification.findMany({ where: { userId: candidate.id } });
    expect(notifications).toEqual([
      expect.objectContaining({ side: "CANDIDATE", type: "JOB_INVITATION", data: { jobId: job.id, jobTitle: "Remote Data Engineer", companyName: company.name, invitationId: invitation.id } }),
    ]);
    const [email] = await db.outboxEmail.findMany({ where: { userId: candidate.id } });
    expect(email).toMatchObject({ to: candidate.email, template: "job_invitation", locale: "es" });
    expect(email?.text).toContain(`/es/home/candidates-job-detail/${job.id}`);
    expect(email?.subject).toContain("Remote Data Engineer");
  });

  it("refuses a second invitation with ALREADY-INVITED and an applicant with CANDIDATE_ALREADY_APPLIED, writing nothing", async () => {
    const { employer, job } = await hiringOn("PREMIUM");
    const [invited, applicant] = await candidates(2);
    await createInvitation(db, { job, candidate: invited!, invitedBy: employer });
    await createApplication(db, { job, candidate: applicant! });

    expect((await invite(employer, job.id, invited!.id)).body.error?.code).toBe("ALREADY-INVITED");
    const applied = await invite(employer, job.id, applicant!.id);
    expect({ status: applied.status, code: applied.body.error?.code }).toEqual({ status: 409, code: "CANDIDATE_ALREADY_APPLIED" });
    expect(await db.invitation.count()).toBe(1);
    expect(await db.notification.count()).toBe(0);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("refuses a Free company with plan_upgrade_required, naming the company for the upgrade dialog", async () => {
    const { employer, company, job } = await hiringOn("FREE");
    const [candidate] = await candidates(1);

    const answer = await invite(employer, job.id, candidate!.id);

    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({ code: "plan_upgrade_required", details: { companyId: company.id, companyName: company.name } });
    expect(await db.invitation.count()).toBe(0);
  });

  it("counts a lapsed paid plan as Free", async () => {
    const hiring = await createEmployerWithCompany(db, { plan: "PREMIUM", subscriptionStatus: "EXPIRED" });
    const job = await createJob(db, { company: hiring.company, createdBy: hiring.employer });
    const [candidate] = await candidates(1);
    expect((await invite(hiring.employer, job.id, candidate!.id)).body.error?.code).toBe("plan_upgrade_required");
  });

  it("refuses once the plan's invitations for the period are used, with the limit in the details", async () => {
    const hiring = await hiringOn("PRO");
    await useInvitations(hiring, 50);
    const [candidate] = await candidates(1);

    const answer = await invite(hiring.employer, hiring.job.id, candidate!.id);

    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({ code: "invitation_limit_reached", details: { companyId: hiring.company.id, companyName: hiring.company.name, limit: 50, current: 50 } });
  });

  it("holds the quota under 50 concurrent invitations: exactly the 5 left are sent, and the plan meter agrees", async () => {
    const hiring = await hiringOn("PRO");
    await useInvitations(hiring, 45);
    const invitees = await candidates(50);

    const answers = await Promise.all(invitees.map((candidate) => invite(hiring.employer, hiring.job.id, candidate.id)));

    const outcomes = answers.map((answer) => `${answer.status} ${answer.body.error?.code ?? answer.body.data.code}`);
    expect(outcomes.filter((outcome) => outcome === "200 INVITATION-EMAIL-SENT")).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === "402 invitation_limit_reached")).toHaveLength(45);
    expect(await db.invitation.count({ where: { jobId: hiring.job.id } })).toBe(5);
    expect(await db.notification.count({ where: { type: "JOB_INVITATION" } })).toBe(5);
    const meter = await callRoute(companyPlanLimits, { method: "GET", token: tokenOf(hiring.employer), params: { id: hiring.company.id } });
    expect(meter.body.data.invitations).toEqual({ current: 50, limit: 50 });
  });

  it("answers 404 for another employer's job and 403 for a candidate", async () => {
    const { job } = await hiringOn("PREMIUM");
    const other = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    const [candidate] = await candidates(1);

    expect((await invite(other.employer, job.id, candidate!.id)).body.error?.code).toBe("not_found");
    const asCandidate = await invite(candidate!, job.id, candidate!.id);
    expect({ status: asCandidate.status, code: asCandidate.body.error?.code }).toEqual({ status: 403, code: "forbidden" });
    expect(await db.invitation.count()).toBe(0);
  });

  it("refuses jobs that take no invitations with job_not_open and the reason", async () => {
    const hiring = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    const at = (fields: Partial<CreateJobInput>) => createJob(db, { company: hiring.company, createdBy: hiring.employer, ...fields });
    const [draft, closed, expired, banned] = await Promise.all([
      at({ status: "DRAFT" }),
      at({ status: "CLOSED" }),
      at({ expiresAt: new Date(Date.now() - 60_000) }),
      at({ bannedAt: new Date() }),
    ]);
    const [candidate] = await candidates(1);

    const reasons = [];
    for (const job of [draft, closed, expired, banned]) {
      const answer = await invite(hiring.employer, job.id, candidate!.id);
      reasons.push(`${answer.status} ${answer.body.error?.code} ${answer.body.error?.details?.reason}`);
    }
    expect(reasons).toEqual(["409 job_not_open not_open", "409 job_not_open closed", "409 job_not_open expired", "409 job_not_open banned"]);
  });

  it("answers candidate_not_found for deleted, banned, administrator, employer-side and unknown invitees", async () => {
    const { employer, job } = await hiringOn("PREMIUM");
    const invitees = await Promise.all([
      createCandidate(db, { user: { deletedAt: new Date() } }),
      createCandidate(db, { user: { bannedAt: new Date() } }),
      createUser(db, { role: "ADMINISTRATOR" }),
      createUser(db, { loggedAs: "EMPLOYER", isEmployer: true }),
    ]);
    const ids = [...invitees.map((user) => user.id), "0190a0b0-0000-7000-8000-000000000000"];

    for (const id of ids) {
      const answer = await invite(employer, job.id, id);
      expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 404, code: "candidate_not_found" });
    }
    expect((await invite(employer, job.id, "not-an-id")).status).toBe(400);
    expect(await db.invitation.count()).toBe(0);
  });
});

describe("POST /api/posts/{postId}/invite-candidates", () => {
  it("invites the new ones and reports those invited or applied already", async () => {
    const { employer, job } = await hiringOn("PRO");
    const [fresh, again, invited, applicant] = await candidates(4);
    await createInvitation(db, { job, candidate: invited!, invitedBy: employer });
    await createApplication(db, { job, candidate: applicant! });

    const answer = await inviteAll(employer, job.id, [fresh!.id, again!.id, invited!.id, applicant!.id, fresh!.id]);

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      code: "INVITATION-EMAIL-SENT",
      invited: expect.arrayContaining([fresh!.id, again!.id]),
      alreadyInvited: [invited!.id],
      alreadyApplied: [applicant!.id],
    });
    expect(answer.body.data.invited).toHaveLength(2);
    expect(await db.outboxEmail.count({ where: { template: "job_invitation" } })).toBe(2);
  });

  it("is all or nothing when the quota cannot take every new invitation", async () => {
    const hiring = await hiringOn("PRO");
    await useInvitations(hiring, 48);
    const invitees = await candidates(3);

    const answer = await inviteAll(hiring.employer, hiring.job.id, invitees.map((candidate) => candidate.id));

    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({ code: "invitation_limit_reached", details: { limit: 50, current: 48, requested: 3 } });
    expect(await db.invitation.count({ where: { jobId: hiring.job.id } })).toBe(0);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("refuses the whole call when one invitee is not a candidate, naming them", async () => {
    const { employer, job } = await hiringOn("PREMIUM");
    const [candidate] = await candidates(1);
    const banned = await createCandidate(db, { user: { bannedAt: new Date() } });

    const answer = await inviteAll(employer, job.id, [candidate!.id, banned.id]);

    expect(answer.body.error).toMatchObject({ code: "candidate_not_found", details: { candidateIds: [banned.id] } });
    expect(await db.invitation.count()).toBe(0);
  });

  it("refuses an empty list, more than 100 ids and ids that are not ids with 422, and 10,000 ids by size with 413", async () => {
    const { employer, job } = await hiringOn("PREMIUM");
    const ids = (count: number) => Array.from({ length: count }, () => crypto.randomUUID());

    for (const body of [[], ids(101), ["nope"], "not a list"]) {
      const answer = await inviteAll(employer, job.id, body);
      expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 422, code: "validation_failed" });
    }
    expect((await inviteAll(employer, job.id, ids(101))).body.error?.details.fields).toHaveLength(1);
    // About 390 KB: refused before it is read, not parsed into 10,000 field errors.
    const tooMany = await inviteAll(employer, job.id, ids(10_000));
    expect({ status: tooMany.status, code: tooMany.body.error?.code }).toEqual({ status: 413, code: "payload_too_large" });
  });
});
