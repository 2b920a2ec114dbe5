import { describe, expect, it } from "@jest/globals";

import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  createApplication,
  createCandidate,
  createEmployerWithCompany,
  createInvitation,
  createJob,
  createUser,
  ensurePlan,
} from "@/prisma/factories";

/** The Prisma error code a rejected promise carries (P2002 unique, P2003 foreign key), or what went wrong instead. */
async function errorCodeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code;
    throw error;
  }
  return "no error";
}

/** Runs `attempts` at once and sorts the outcomes: how many succeeded, and the codes of the failures. */
async function race(attempts: (() => Promise<unknown>)[]): Promise<{ succeeded: number; failures: string[] }> {
  const outcomes = await Promise.allSettled(attempts.map((attempt) => attempt()));
  const failures = outcomes
    .filter((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected")
    .map((outcome) => (outcome.reason instanceof Prisma.PrismaClientKnownRequestError ? outcome.reason.code : String(outcome.reason)));
  return { succeeded: outcomes.length - failures.length, failures };
}

async function openJobWithCandidate() {
  const { employer, company } = await createEmployerWithCompany(db, { plan: "PREMIUM" });
  const job = await createJob(db, { company, createdBy: employer });
  const candidate = await createCandidate(db);
  return { employer, company, job, candidate };
}

describe("e-mail addresses", () => {
  it("are unique whatever their case", async () => {
    const ana = await createUser(db, { email: "Ana@Example.com" });
    expect(await errorCodeOf(db.user.create({ data: { email: "ana@example.com" } }))).toBe("P2002");
    expect(await errorCodeOf(createUser(db, { email: "ANA@EXAMPLE.COM" }))).toBe("P2002");
    expect(await db.user.count({ where: { email: "ana@example.com" } })).toBe(1);
    // The address is kept as typed and found in any case, as a login form needs.
    expect(await db.user.findUnique({ where: { email: "aNa@eXample.com" }, select: { id: true, email: true } })).toEqual({
      id: ana.id,
      email: "Ana@Example.com",
    });
  });
});

describe("applications", () => {
  it("allow one per candidate and job, even when ten attempts race", async () => {
    const { job, candidate } = await openJobWithCandidate();
    const attempts = Array.from({ length: 10 }, () => () => db.application.create({ data: { jobId: job.id, candidateId: candidate.id } }));
    expect(await race(attempts)).toEqual({ succeeded: 1, failures: Array(9).fill("P2002") });
    expect(await db.application.count({ where: { jobId: job.id, candidateId: candidate.id } })).toBe(1);
  });

  it("are not limited across candidates or jobs", async () => {
    const { employer, company, job, candidate } = await openJobWithCandidate();
    const otherJob = await createJob(db, { company, createdBy: employer });
    const otherCandidate = await createCandidate(db);
    await createApplication(db, { job, candidate });
    await createApplication(db, { job: otherJob, candidate });
    await createApplication(db, { job, candidate: otherCandidate });
    expect(await db.application.count({ where: { OR: [{ candidateId: candidate.id }, { candidateId: otherCandidate.id }] } })).toBe(3);
  });
});

describe("invitations", () => {
  it("allow one per candidate and job, even when ten attempts race", async () => {
    const { employer, job, candidate } = await openJobWithCandidate();
    const attempts = Array.from({ length: 10 }, () => () => createInvitation(db, { job, candidate, invitedBy: employer }));
    expect(await race(attempts)).toEqual({ succeeded: 1, failures: Array(9).fill("P2002") });
    expect(await db.invitation.count({ where: { jobId: job.id, candidateId: candidate.id } })).toBe(1);
  });
});

describe("deleting", () => {
  it("a company removes its jobs, applications, members and subscription, but keeps its payments", async () => {
    const { employer, company, subscription } = await createEmployerWithCompany(db, { plan: "PRO" });
    const job = await createJob(db, { company, createdBy: employer, questions: [{ text: "Why us?" }] });
    const candidate = await createCandidate(db);
    const application = await createApplication(db, {
      job,
      candidate,
      answers: [{ questionId: job.questions[0]!.id, answer: "Because." }],
    });
    const payment = await db.transaction.create({
      data: {
        companyId: company.id,
        userId: employer.id,
        planId: subscription!.planId,
        subscriptionId: subscription!.id,
        amountCents: 4900,
        status: "SUCCEEDED",
        description: "Pro plan, monthly",
      },
    });

    await db.company.delete({ where: { id: company.id } });

    expect(await db.job.count({ where: { id: job.id } })).toBe(0);
    expect(await db.application.count({ where: { id: application.id } })).toBe(0);
    expect(await db.applicationAnswer.count({ where: { applicationId: application.id } })).toBe(0);
    expect(await db.companyMember.count({ where: { companyId: company.id } })).toBe(0);
    expect(await db.subscription.count({ where: { companyId: company.id } })).toBe(0);
    expect(await db.transaction.findUnique({ where: { id: payment.id } })).toMatchObject({
      companyId: null,
      subscriptionId: null,
      userId: employer.id,
      planId: subscription!.planId,
      amountCents: 4900,
    });
    // People outlive the company they worked with.
    expect(await db.user.count({ where: { id: { in: [employer.id, candidate.id] } } })).toBe(2);
  });

  it("a user who created jobs is refused, and nothing of theirs goes", async () => {
    const { employer, company } = await createEmployerWithCompany(db);
    const job = await createJob(db, { company, createdBy: employer });

    expect(await errorCodeOf(db.user.delete({ where: { id: employer.id } }))).toBe("P2003");

    expect(await db.user.count({ where: { id: employer.id } })).toBe(1);
    expect(await db.job.count({ where: { id: job.id } })).toBe(1);
    // The membership would have cascaded; the refused delete rolled it back with the rest.
    expect(await db.companyMember.count({ where: { userId: employer.id } })).toBe(1);
  });

  it("a user who never created a job takes their applications with them", async () => {
    const { job, candidate } = await openJobWithCandidate();
    await createApplication(db, { job, candidate });
    await db.user.delete({ where: { id: candidate.id } });
    expect(await db.application.count({ where: { candidateId: candidate.id } })).toBe(0);
    expect(await db.job.count({ where: { id: job.id } })).toBe(1);
  });

  it("a plan that has subscriptions is refused; one without can go", async () => {
    await createEmployerWithCompany(db, { plan: "PRO" });
    expect(await errorCodeOf(db.plan.delete({ where: { name: "PRO" } }))).toBe("P2003");
    expect(await db.plan.count({ where: { name: "PRO" } })).toBe(1);

    // Free is the plan of companies without a subscription row, so nothing points at it.
    const unused = await ensurePlan(db, "FREE");
    expect(await db.subscription.count({ where: { planId: unused } })).toBe(0);
    await db.plan.delete({ where: { id: unused } });
    expect(await db.plan.count({ where: { id: unused } })).toBe(0);
  });

  it("a job removes its questions, applications and answers", async () => {
    const { employer, company } = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    const job = await createJob(db, {
      company,
      createdBy: employer,
      questions: [{ text: "How many years with React?" }, { text: "Can you work Bogotá hours?", type: "YES_NO" }],
    });
    const candidate = await createCandidate(db);
    const application = await createApplication(db, {
      job,
      candidate,
      answers: job.questions.map((question) => ({ questionId: question.id, answer: "Yes" })),
    });
    await createInvitation(db, { job, candidate, invitedBy: employer });
    expect(await db.applicationAnswer.count({ where: { applicationId: application.id } })).toBe(2);

    await db.job.delete({ where: { id: job.id } });

    expect(await db.jobQuestion.count({ where: { jobId: job.id } })).toBe(0);
    expect(await db.application.count({ where: { jobId: job.id } })).toBe(0);
    expect(await db.applicationAnswer.count({ where: { applicationId: application.id } })).toBe(0);
    expect(await db.invitation.count({ where: { jobId: job.id } })).toBe(0);
    expect(await db.user.count({ where: { id: { in: [employer.id, candidate.id] } } })).toBe(2);
    expect(await db.company.count({ where: { id: company.id } })).toBe(1);
  });
});

describe("full-text search on jobs", () => {
  const description =
    "<p>We build <strong>invoicing</strong> tools for small shops.</p>" +
    "<ul><li>Mentor</li><li>Review</li></ul><p>Fully remote across the Americas.</p>";

  /** Ids of the jobs whose search vector matches the words, as the search box will query it. */
  async function jobsMatching(words: string): Promise<string[]> {
    const rows = await db.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM jobs WHERE search_vector @@ plainto_tsquery('simple', ${words}) ORDER BY id`;
    return rows.map((row) => row.id);
  }

  it("finds a job by a skill and by words of its description, never by its HTML tags", async () => {
    const { employer, company } = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    const job = await createJob(db, { company, createdBy: employer, title: "Billing Engineer", skills: ["Elixir", "PostgreSQL"], description });

    expect(await jobsMatching("elixir")).toEqual([job.id]);
    expect(await jobsMatching("Invoicing")).toEqual([job.id]);
    // Words that touch a tag on both sides stay words of their own.
    expect(await jobsMatching("mentor")).toEqual([job.id]);
    expect(await jobsMatching("review")).toEqual([job.id]);
    expect(await jobsMatching("billing elixir")).toEqual([job.id]);
    for (const tag of ["strong", "li", "ul"]) expect({ tag, ids: await jobsMatching(tag) }).toEqual({ tag, ids: [] });
    expect(await jobsMatching("cobol")).toEqual([]);
  });

  it("follows the title when it changes", async () => {
    const { employer, company } = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    const job = await createJob(db, { company, createdBy: employer, title: "Warehouse Coordinator", skills: ["Excel"], description });
    expect(await jobsMatching("coordinator")).toEqual([job.id]);

    await db.job.update({ where: { id: job.id }, data: { title: "Payments Wrangler" } });

    expect(await jobsMatching("wrangler")).toEqual([job.id]);
    expect(await jobsMatching("coordinator")).toEqual([]);
  });
});

describe("fuzzy title lookups", () => {
  it("find a job despite a typo, and by the start of its title in any case", async () => {
    const { employer, company } = await createEmployerWithCompany(db, { plan: "PREMIUM" });
    const engineer = await createJob(db, { company, createdBy: employer, title: "Data Engineer" });
    const designer = await createJob(db, { company, createdBy: employer, title: "Product Designer" });
    const ids = [engineer.id, designer.id];

    const typo = await db.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM jobs WHERE id = ANY(${ids}::uuid[]) AND title % ${"enginer"}
      ORDER BY similarity(title, ${"enginer"}) DESC`;
    expect(typo.map((row) => row.id)).toEqual([engineer.id]);

    const prefix = await db.job.findMany({
      where: { id: { in: ids }, title: { startsWith: "data eng", mode: "insensitive" } },
      select: { id: true },
    });
    expect(prefix.map((row) => row.id)).toEqual([engineer.id]);

    const designerTypo = await db.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM jobs WHERE id = ANY(${ids}::uuid[]) AND title % ${"prodcut desinger"}`;
    expect(designerTypo.map((row) => row.id)).toEqual([designer.id]);
  });
});
