import type { Prisma } from "@/lib/generated/prisma/client";

import { DEMO_EMPLOYER_EMAIL, demoCandidates, demoEmployers } from "./demo-data.ts";

const HOUR_MS = 3_600_000;

/** The Northwind job whose yes/no screening question rules out a "no", and the applicant who gave one. */
export const KNOCKOUT_DEMO = { jobTitle: "Senior Full-Stack Engineer (React + Node.js)", candidate: "sofia" } as const;

/** More invitations from the demo employer's premium company (Northwind): [company slug, job title, candidate key]. */
const invitations: readonly (readonly [string, string, string])[] = [
  ["northwind-labs", "Data Analyst", "sofia"],
  ["northwind-labs", "Customer Success Manager, LATAM", "isabella"],
  ["northwind-labs", "DevOps Engineer (AWS, Kubernetes)", "andres"],
];

/** Private notes of Northwind's hiring team on its applicants: [job title, candidate key, author key, text]. */
const notes: readonly (readonly [string, string, string, string])[] = [
  [KNOCKOUT_DEMO.jobTitle, "carlos", "laura", "Strong portfolio: the payments dashboard is close to what we build. Ask about on-call in the next call."],
  [KNOCKOUT_DEMO.jobTitle, "carlos", "kevin", "Agree. Check the notice period before the final interview."],
  [KNOCKOUT_DEMO.jobTitle, "sofia", "laura", "Answered no to the time-zone overlap; worth asking whether she could shift her hours."],
  [KNOCKOUT_DEMO.jobTitle, "isabella", "kevin", "Good React depth, lighter on Node.js. Maybe a better fit for the frontend role when it reopens."],
];

const emailOf = (key: string, people: readonly { key: string; email: string }[]) => {
  const person = people.find((candidate) => candidate.key === key);
  if (!person) throw new Error(`demo-hiring-invitations: no demo person ${key}`);
  return person.email;
};

/**
 * The hiring side of the demo (issue 12): a knockout on the Full-Stack job's yes/no question with
 * one applicant who gave that answer, the team's private notes on a few applicants, and a few more
 * invitations with their JOB_INVITATION notifications. Runs after insertDemoRows, in its transaction.
 */
export async function insertDemoHiring(db: Prisma.TransactionClient, now: Date): Promise<void> {
  const userId = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
  const job = (title: string, companySlug = "northwind-labs") =>
    db.job.findFirstOrThrow({ where: { title, company: { slug: companySlug } }, select: { id: true, title: true, createdById: true, publishedAt: true, company: { select: { name: true } } } });

  const fullStack = await job(KNOCKOUT_DEMO.jobTitle);
  const question = await db.jobQuestion.findFirstOrThrow({ where: { jobId: fullStack.id, type: "YES_NO" }, select: { id: true } });
  await db.jobQuestion.update({ where: { id: question.id }, data: { knockoutAnswer: "no" } });
  const sofia = await userId(emailOf(KNOCKOUT_DEMO.candidate, demoCandidates));
  const sofiasApplication = await db.application.findUniqueOrThrow({ where: { jobId_candidateId: { jobId: fullStack.id, candidateId: sofia } }, select: { id: true } });
  await db.applicationAnswer.updateMany({ where: { applicationId: sofiasApplication.id, questionId: question.id }, data: { answer: "no" } });

  for (const [index, [title, candidateKey, authorKey, body]] of notes.entries()) {
    const application = await db.application.findUniqueOrThrow({
      where: { jobId_candidateId: { jobId: (await job(title)).id, candidateId: await userId(emailOf(candidateKey, demoCandidates)) } },
      select: { id: true },
    });
    const authorId = await userId(authorKey === "laura" ? DEMO_EMPLOYER_EMAIL : emailOf(authorKey, demoEmployers));
    await db.applicationNote.create({ data: { applicationId: application.id, authorId, body, createdAt: new Date(now.getTime() - (notes.length - index) * 5 * HOUR_MS) } });
  }

  for (const [companySlug, title, candidateKey] of invitations) {
    const invitedJob = await job(title, companySlug);
    const candidateId = await userId(emailOf(candidateKey, demoCandidates));
    const createdAt = new Date((invitedJob.publishedAt ?? now).getTime() + 3 * HOUR_MS);
    const invitation = await db.invitation.create({
      data: { jobId: invitedJob.id, candidateId, invitedById: invitedJob.createdById, emailSentAt: createdAt, createdAt },
      select: { id: true },
    });
    await db.notification.create({
      data: {
        userId: candidateId,
        side: "CANDIDATE",
        type: "JOB_INVITATION",
        data: { jobId: invitedJob.id, jobTitle: invitedJob.title, companyName: invitedJob.company.name, invitationId: invitation.id },
        createdAt,
      },
    });
  }
}
