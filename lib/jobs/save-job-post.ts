import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { runTransaction } from "@/lib/db/run-transaction";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { JobStatus } from "@/lib/generated/prisma/enums";
import { assertCanOpenJob } from "@/lib/jobs/active-job-quota";
import { changeJobStatusSchema, updateJobPostSchema, type CreateJobPostInput } from "@/lib/jobs/job-post-schema";
import { jobPostSelect, type JobPostRow } from "@/lib/jobs/job-post-wire";
import { forgetPublicJobs } from "@/lib/jobs/public-job-cache";
import { resolveJobContent, type ResolvedJobContent } from "@/lib/jobs/resolve-job-content";
import { formMessages } from "@/lib/validations/form-messages";

type Tx = Prisma.TransactionClient;

const jobNotFound = () => new AppError("not_found", { message: "No such job." });

/** A company the caller is a member of; anything else reads as a bad reference, not as a secret. */
async function assertMemberOf(caller: CurrentUser, companyId: string) {
  const membership = await db.companyMember.findUnique({ where: { companyId_userId: { companyId, userId: caller.id } }, select: { companyId: true } });
  if (!membership) {
    throw new AppError("validation_failed", {
      message: "You can only post jobs for your own companies.",
      details: { fields: [{ path: "company", code: "invalid_reference", message: formMessages.invalid }] },
    });
  }
}

/** Replaces the job's eligibility and languages with the content's (a new job has none to replace). */
async function writeJobLists(tx: Tx, jobId: string, content: ResolvedJobContent, isNew = false) {
  if (!isNew) await Promise.all([tx.jobRegion.deleteMany({ where: { jobId } }), tx.jobCountry.deleteMany({ where: { jobId } }), tx.jobLanguage.deleteMany({ where: { jobId } })]);
  await Promise.all([
    tx.jobRegion.createMany({ data: content.regionIds.map((regionId) => ({ jobId, regionId })) }),
    tx.jobCountry.createMany({ data: content.countryIds.map((countryId) => ({ jobId, countryId })) }),
    tx.jobLanguage.createMany({ data: content.languages.map((language) => ({ jobId, ...language })) }),
  ]);
}

/** When the status changes, the dates that say so. */
function statusDates(next: JobStatus, current: { status: JobStatus; publishedAt: Date | null } | null, now: Date) {
  return {
    status: next,
    publishedAt: next === "OPEN" && !current?.publishedAt ? now : (current?.publishedAt ?? null),
    closedAt: next === "CLOSED" ? (current?.status === "CLOSED" ? undefined : now) : null,
  };
}

/**
 * POST /api/posts: a job of one of the caller's companies, a draft or open. Opening checks the
 * company's active-job quota in the same transaction that writes the job (lib/jobs/active-job-quota.ts).
 */
export async function createJobPost(caller: CurrentUser, input: CreateJobPostInput, now: Date = new Date()): Promise<JobPostRow> {
  await assertMemberOf(caller, input.company);
  const content = await resolveJobContent(input, now);
  const job = await runTransaction(async (tx) => {
    if (input.status === "OPEN") await assertCanOpenJob(tx, input.company, null);
    const created = await tx.job.create({
      data: {
        ...content.columns,
        ...statusDates(input.status, null, now),
        companyId: input.company,
        createdById: caller.id,
        questions: { createMany: { data: content.questions.map((question, index) => ({ ...question, position: index + 1 })) } },
      },
      select: { id: true },
    });
    await writeJobLists(tx, created.id, content, true);
    await tx.jobEvent.create({ data: { jobId: created.id, actorId: caller.id, kind: "created", toStatus: input.status } });
    return created;
  });
  forgetPublicJobs();
  return db.job.findUniqueOrThrow({ where: { id: job.id }, select: jobPostSelect });
}

/** The caller's own job (only its creator manages it, spec 6), or 404 for anyone else. */
async function findOwnJob(caller: CurrentUser, id: string) {
  const job = await db.job.findFirst({
    where: { id, createdById: caller.id },
    select: { id: true, companyId: true, status: true, publishedAt: true, bannedAt: true, questions: { select: { id: true, _count: { select: { answers: true } } } } },
  });
  if (!job) throw jobNotFound();
  return job;
}

/** A banned job stays as the administrator left it: its creator may still edit it, never open it. */
function assertNotBannedWhenOpening(job: { bannedAt: Date | null }, next: JobStatus) {
  if (job.bannedAt && next === "OPEN") throw new AppError("forbidden", { message: "This job was banned by an administrator.", details: { reason: "banned" } });
}

/**
 * PUT /api/posts/{id}. Either the whole job (what GET answered, edited; without a status it keeps
 * its own) or only `{ status }` to open, pause or close it. Spec 4 and 5: whenever the job ends up
 * open (opened, or an update with no status of an open job) the company's other open jobs must be
 * fewer than its plan's limit, checked in the transaction that writes it.
 *
 * Screening questions keep their ids when sent back with them, so candidates' answers stay; a
 * question candidates have answered cannot be removed (422 on that question).
 */
export async function updateJobPost(caller: CurrentUser, id: string, body: unknown, now: Date = new Date()): Promise<JobPostRow> {
  const isStatusOnly = typeof body === "object" && body !== null && Object.keys(body).length === 1 && "status" in body;
  const job = await findOwnJob(caller, id);

  if (isStatusOnly) {
    const { status } = changeJobStatusSchema.parse(body);
    assertNotBannedWhenOpening(job, status);
    await runTransaction(async (tx) => {
      if (status === "OPEN") await assertCanOpenJob(tx, job.companyId, job.id);
      await tx.job.update({ where: { id }, data: statusDates(status, job, now) });
      if (status !== job.status) await tx.jobEvent.create({ data: { jobId: id, actorId: caller.id, kind: "status", fromStatus: job.status, toStatus: status } });
    });
  } else {
    const input = updateJobPostSchema.parse(body);
    if (input.company !== undefined && input.company !== job.companyId) {
      throw new AppError("validation_failed", { message: "A job cannot move to another company.", details: { fields: [{ path: "company", code: "invalid_reference", message: formMessages.invalid }] } });
    }
    const content = await resolveJobContent(input, now);
    const next = input.status ?? job.status;
    assertNotBannedWhenOpening(job, next);
    const keptIds = planQuestions(job.questions, input.questions.map((question) => question._id));
    await runTransaction(async (tx) => {
      if (next === "OPEN") await assertCanOpenJob(tx, job.companyId, job.id);
      await tx.job.update({ where: { id }, data: { ...content.columns, ...statusDates(next, job, now) } });
      await writeJobLists(tx, id, content);
      await writeQuestions(tx, id, content.questions, keptIds);
      await tx.jobEvent.create({ data: { jobId: id, actorId: caller.id, kind: next === job.status ? "edited" : "status", fromStatus: job.status, toStatus: next } });
    });
  }
  forgetPublicJobs();
  return db.job.findUniqueOrThrow({ where: { id }, select: jobPostSelect });
}

/**
 * Which stored question each sent one continues (its id when it sent one of this job's), and a
 * refusal when a question with answers is left out.
 */
function planQuestions(stored: { id: string; _count: { answers: number } }[], sentIds: (string | undefined)[]): (string | null)[] {
  const storedIds = new Set(stored.map((question) => question.id));
  const kept = sentIds.map((sentId) => (sentId && storedIds.has(sentId) ? sentId : null));
  const removedWithAnswers = stored.filter((question) => question._count.answers > 0 && !kept.includes(question.id));
  if (removedWithAnswers.length > 0) {
    throw new AppError("validation_failed", {
      message: "Candidates have answered a question you removed: keep it, or change its text.",
      details: { fields: [{ path: "questions", code: "answered_question_removed", message: formMessages.invalid }] },
    });
  }
  return kept;
}

async function writeQuestions(tx: Tx, jobId: string, questions: ResolvedJobContent["questions"], keptIds: (string | null)[]) {
  const kept = keptIds.filter((id): id is string => id !== null);
  await tx.jobQuestion.deleteMany({ where: { jobId, id: { notIn: kept } } });
  // Positions are unique per job: move the kept ones out of the way before numbering them again.
  await tx.jobQuestion.updateMany({ where: { jobId }, data: { position: { increment: 1000 } } });
  for (const [index, question] of questions.entries()) {
    const id = keptIds[index];
    const data = { ...question, position: index + 1 };
    if (id) await tx.jobQuestion.update({ where: { id }, data });
    else await tx.jobQuestion.create({ data: { ...data, jobId } });
  }
}

/**
 * DELETE /api/posts/{id}: the creator deletes a job. A job with applications is closed instead of
 * deleted, so that candidates keep their records and the public page says it is closed (410).
 */
export async function deleteJobPost(caller: CurrentUser, id: string, now: Date = new Date()): Promise<{ deleted: boolean; closed: boolean }> {
  const job = await findOwnJob(caller, id);
  const result = await runTransaction(async (tx) => {
    const applications = await tx.application.count({ where: { jobId: id } });
    if (applications === 0) {
      await tx.job.delete({ where: { id } });
      return { deleted: true, closed: false };
    }
    await tx.job.update({ where: { id }, data: statusDates("CLOSED", job, now) });
    if (job.status !== "CLOSED") await tx.jobEvent.create({ data: { jobId: id, actorId: caller.id, kind: "status", fromStatus: job.status, toStatus: "CLOSED" } });
    return { deleted: false, closed: true };
  });
  forgetPublicJobs();
  return result;
}
