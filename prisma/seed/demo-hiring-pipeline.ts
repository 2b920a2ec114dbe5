import { Prisma } from "@/lib/generated/prisma/client";

import { demoCandidates } from "./demo-data.ts";

const HOUR_MS = 3_600_000;

/** The Northwind applicant the demo shows hired: shortlisted on the DevOps job, then hired. */
export const HIRED_DEMO = { jobTitle: "DevOps Engineer (AWS, Kubernetes)", companySlug: "northwind-labs", candidate: "diego" } as const;

/**
 * The applicant pipeline of the demo (issue 12). Ranks are an order within each job's Applicants
 * and Shortlist (1..n, as lib/hiring keeps them): the demo applications are numbered in the order
 * they came, the shortlisted ones keeping the order the demo gave them, and the dismissed and
 * withdrawn ones have none. Northwind's DevOps job then has a hired applicant, with the timeline
 * event and the notification a hire writes. Runs after insertDemoRows, in its transaction.
 */
export async function insertDemoPipeline(db: Prisma.TransactionClient, now: Date): Promise<void> {
  await db.$executeRaw(Prisma.sql`UPDATE applications SET rank = NULL WHERE stage = 'DISMISSED' OR withdrawn_at IS NOT NULL`);
  await db.$executeRaw(Prisma.sql`
    UPDATE applications AS a SET rank = ordered.position
    FROM (
      SELECT id, row_number() OVER (PARTITION BY job_id, stage ORDER BY rank NULLS LAST, created_at, id) AS position
      FROM applications WHERE stage <> 'DISMISSED' AND withdrawn_at IS NULL
    ) AS ordered
    WHERE a.id = ordered.id AND a.rank IS DISTINCT FROM ordered.position`);

  const person = demoCandidates.find((candidate) => candidate.key === HIRED_DEMO.candidate);
  if (!person) throw new Error(`demo-hiring-pipeline: no demo candidate ${HIRED_DEMO.candidate}`);
  const application = await db.application.findFirstOrThrow({
    where: { candidate: { email: person.email }, job: { title: HIRED_DEMO.jobTitle, company: { slug: HIRED_DEMO.companySlug } } },
    select: { id: true, candidateId: true, job: { select: { id: true, title: true, createdById: true, company: { select: { name: true } } } } },
  });
  const hiredAt = new Date(now.getTime() - 20 * HOUR_MS);
  await db.application.update({ where: { id: application.id }, data: { stage: "SHORTLISTED", hiredAt } });
  await db.user.update({ where: { id: application.candidateId }, data: { hiredAt } });
  await db.applicationEvent.create({ data: { applicationId: application.id, kind: "hired", actorId: application.job.createdById, createdAt: hiredAt } });
  await db.notification.create({
    data: {
      userId: application.candidateId,
      side: "CANDIDATE",
      type: "APPLICATION_HIRED",
      data: { jobId: application.job.id, jobTitle: application.job.title, companyName: application.job.company.name, applicationId: application.id },
      createdAt: hiredAt,
    },
  });
}
