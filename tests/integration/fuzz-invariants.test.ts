import { beforeAll, describe, expect, it } from "@jest/globals";

import { db } from "@/lib/db";
import { createApplication, createEmployerWithCompany, createJob, createUser, type EmployerWithCompany } from "@/prisma/factories";
import { findViolations, newViolations } from "@/tests/fuzz/invariants";

/**
 * The fuzz tier's database invariants (tests/fuzz/invariants.ts) on purpose-broken rows: each
 * check must name the row that breaks it, or the tier's "all hold" would prove nothing.
 */
let hiring: EmployerWithCompany;
let before: Map<string, string[]>;

beforeAll(async () => {
  hiring = await createEmployerWithCompany(db, { plan: "FREE" });
  before = await findViolations();
});

const rule = (name: string) => {
  const match = [...before.keys()].find((key) => key.startsWith(name));
  if (!match) throw new Error(`no invariant named ${name}`);
  return match;
};

async function addedViolations(name: string): Promise<string[]> {
  return newViolations(before, await findViolations())[rule(name)] ?? [];
}

describe("the fuzz tier's invariants", () => {
  it("hold on data the factories build the way the product does", async () => {
    const job = await createJob(db, { company: hiring.company, createdBy: hiring.employer, status: "OPEN" });
    const [first, second] = await Promise.all([createUser(db, {}), createUser(db, {})]);
    await createApplication(db, { job, candidate: first!, rank: 1 });
    await createApplication(db, { job, candidate: second!, rank: 2 });
    expect(newViolations(before, await findViolations())).toEqual({});
  });

  it("name a job whose applicants share a rank, or miss one", async () => {
    const job = await createJob(db, { company: hiring.company, createdBy: hiring.employer, status: "DRAFT", publishedAt: null });
    const [first, second] = await Promise.all([createUser(db, {}), createUser(db, {})]);
    await createApplication(db, { job, candidate: first!, rank: 1 });
    await createApplication(db, { job, candidate: second!, rank: 1 });
    expect(await addedViolations("ranks of a job's stage")).toEqual([`${job.id} APPLIED ranks 1,1`]);
  });

  it("name a dismissed applicant who kept a rank", async () => {
    const job = await createJob(db, { company: hiring.company, createdBy: hiring.employer, status: "DRAFT", publishedAt: null });
    const application = await createApplication(db, { job, candidate: await createUser(db, {}), stage: "DISMISSED", rank: 3 });
    expect(await addedViolations("dismissed and withdrawn")).toEqual([`${application.id} rank 3`]);
  });

  it("name a Free company with more open jobs than its plan allows", async () => {
    const free = await createEmployerWithCompany(db, { plan: "FREE" });
    const { activeJobLimit } = await db.plan.findUniqueOrThrow({ where: { name: "FREE" } });
    for (let index = 0; index <= activeJobLimit!; index++) await createJob(db, { company: free.company, createdBy: free.employer, status: "OPEN" });
    expect(await addedViolations("open jobs within")).toEqual([`${free.company.id} has ${activeJobLimit! + 1} open jobs, limit ${activeJobLimit}`]);
  });

  it("name a company whose members have no owner", async () => {
    const orphan = await createEmployerWithCompany(db, { plan: "FREE" });
    await db.companyMember.update({ where: { companyId_userId: { companyId: orphan.company.id, userId: orphan.employer.id } }, data: { role: "MEMBER" } });
    expect(await addedViolations("a company with members has an owner")).toEqual([orphan.company.id]);
  });

  it("name an answer to another job's question", async () => {
    const asked = await createJob(db, { company: hiring.company, createdBy: hiring.employer, status: "DRAFT", publishedAt: null, questions: [{ text: "Why?", type: "TEXT" }] });
    const other = await createJob(db, { company: hiring.company, createdBy: hiring.employer, status: "DRAFT", publishedAt: null });
    const application = await createApplication(db, { job: other, candidate: await createUser(db, {}), rank: 1, answers: [{ questionId: asked.questions[0]!.id, answer: "Because" }] });
    expect(await addedViolations("answers belong")).toEqual([`${application.id} answers ${asked.questions[0]!.id}`]);
  });
});
