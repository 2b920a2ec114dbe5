import "server-only";

import { checkAnswer } from "@/lib/applications/answer-rules";
import type { ApplyToJobInput } from "@/lib/applications/schemas";
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { runTransaction } from "@/lib/db/run-transaction";
import { AppError } from "@/lib/errors";
import { Prisma, type JobQuestionType } from "@/lib/generated/prisma/client";
import type { ApplicationStage, JobStatus } from "@/lib/generated/prisma/enums";
import { joinApplicantsRanks } from "@/lib/hiring/pipeline/join-applicants-ranks";
import { checkEligibility } from "@/lib/jobs/job-eligibility";
import { publicJobWhere } from "@/lib/jobs/public-jobs";
import { computeMatch, matchCandidateSelect, matchJobSelect } from "@/lib/matching/compute-match";
import { deliverRecordedEmail, recordEmail, type Email } from "@/lib/mail/send-email";
import { applicationConfirmationEmail } from "@/lib/mail/templates";
import { publishNewNotifications } from "@/lib/notifications/publish-new-notifications";
import { recordNotification } from "@/lib/notifications/record-notification";
import { fullName } from "@/lib/users/display-name";
import { isLocale } from "@/i18n/config";
import { appUrl } from "@/lib/auth/app-url";

/** The application as the API answers it (spec wire names). */
export type AppliedApplication = {
  id: string;
  job_id: string;
  stage: ApplicationStage;
  match_percent: number;
  created_at: Date;
};

/** Why a job the candidate could see takes no applications (410 gone, details.reason). */
export type JobGoneReason = "closed" | "expired" | "banned" | "not_open";

const applicableJobSelect = {
  ...matchJobSelect,
  id: true,
  title: true,
  createdById: true,
  company: { select: { name: true } },
  questions: { select: { id: true, type: true, isRequired: true, options: true }, orderBy: { position: "asc" } },
  eligibleCountries: { select: { countryId: true } },
  regions: { select: { regionId: true } },
} satisfies Prisma.JobSelect;

/**
 * POST /api/users/{id}/applyTo/{postId}: the caller applies to a job as a candidate.
 *
 * - The path's user and the body's candidate_id must both be the caller (403 forbidden).
 * - The job must be one anybody may find (publicJobWhere), or a private job otherwise open to
 *   which the caller was invited. A job the caller could see but that takes no applications any
 *   more answers 410 gone with details.reason; an unknown job, or a private one without an
 *   invitation, answers 404.
 * - The candidate must be eligible (lib/jobs/job-eligibility.ts) at `now`: 403 not_eligible with
 *   details.reasons. Missing profile data does not block. Invited candidates are held to the same
 *   rule, so that what the job page says is what the endpoint does.
 * - Required questions need an answer, answers must fit their question's type, and answers to
 *   questions the job does not have are refused (422 validation_failed, details.fields).
 * - One application per job and candidate: the unique index (job_id, candidate_id) turns a second
 *   application, however concurrent, into 409 already_applied, or application_withdrawn when the
 *   one there was withdrawn (a withdrawn candidate cannot apply to that job again).
 *
 * One transaction writes the application (last in the job's Applicants ranks), its answers, its
 * first timeline event ('applied'), the NEW_APPLICANT notification for the job's creator and the
 * candidate's confirmation e-mail in the outbox: all of them or none. The e-mail goes to SMTP, when configured, after the commit.
 */
export async function applyToJob(caller: CurrentUser, userId: string, jobId: string, input: ApplyToJobInput, now: Date = new Date()): Promise<AppliedApplication> {
  if (userId !== caller.id || input.candidate_id !== caller.id) {
    throw new AppError("forbidden", { message: "You can only apply for yourself.", details: { reason: "not_the_candidate" } });
  }

  const open = publicJobWhere(now);
  const [job, candidate] = await Promise.all([
    db.job.findFirst({
      where: { id: jobId, OR: [open, { ...open, isPublic: false, invitations: { some: { candidateId: caller.id } } }] },
      select: applicableJobSelect,
    }),
    db.user.findFirst({
      where: { id: caller.id, deletedAt: null },
      select: { ...matchCandidateSelect, email: true, firstName: true, lastName: true, locale: true },
    }),
  ]);
  if (!candidate) throw new AppError("forbidden", { message: "You can only apply for yourself.", details: { reason: "not_the_candidate" } });
  if (!job) throw await unavailableJobError(jobId, caller.id, now);

  const eligibility = checkEligibility(
    {
      eligibleCountryIds: job.eligibleCountries.map((country) => country.countryId),
      regionIds: job.regions.map((region) => region.regionId),
      timezoneMinOffset: job.timezoneMinOffset,
      timezoneMaxOffset: job.timezoneMaxOffset,
    },
    { countryId: candidate.countryId, regionId: candidate.country?.regionId ?? null, timezone: candidate.timezone },
    now,
  );
  if (!eligibility.eligible) {
    throw new AppError("not_eligible", { message: "This job does not hire from where you are.", details: { reasons: eligibility.reasons } });
  }

  const answers = checkAnswers(job.questions, input.questions);

  const candidateName = fullName(candidate) ?? candidate.email;
  const locale = isLocale(candidate.locale) ? candidate.locale : "en";
  const email: Email = {
    to: candidate.email,
    userId: caller.id,
    template: "application_confirmation",
    locale,
    ...applicationConfirmationEmail({ locale, candidateName, jobTitle: job.title, companyName: job.company.name, url: `${appUrl()}/${locale}/home/candidates-applications` }),
  };

  const { application, outboxEmailId, notification } = await runTransaction(
    async (tx) => {
      // First, so that a concurrent duplicate stops at the unique index before writing anything else.
      const application = await tx.application.create({
        data: {
          jobId: job.id,
          candidateId: caller.id,
          matchPercent: computeMatch(job, candidate, now).percent,
          answers: { createMany: { data: answers } },
          events: { create: { kind: "applied", actorId: caller.id } },
        },
        select: { id: true, jobId: true, stage: true, matchPercent: true, createdAt: true },
      });
      await joinApplicantsRanks(tx, job.id, application.id);
      const notification = await recordNotification(tx, {
        userId: job.createdById,
        side: "EMPLOYER",
        type: "NEW_APPLICANT",
        data: { jobId: job.id, jobTitle: job.title, applicationId: application.id, applicantId: caller.id, applicantName: candidateName },
      });
      const { id: outboxEmailId } = await recordEmail(tx, email);
      return { application, outboxEmailId, notification };
    },
    // The unique index (job_id, candidate_id) decides between concurrent duplicates; the loser says why.
    { onUniqueViolation: (error) => duplicateApplicationError(job.id, caller.id, error) },
  );
  await Promise.all([deliverRecordedEmail(outboxEmailId, email), publishNewNotifications([notification])]);
  return { id: application.id, job_id: application.jobId, stage: application.stage, match_percent: application.matchPercent, created_at: application.createdAt };
}

/**
 * The application already there: withdrawn (the candidate may not come back) or still standing.
 * None there means the violation was another index's: the transaction runs again.
 */
async function duplicateApplicationError(jobId: string, candidateId: string, cause: unknown): Promise<AppError | "retry"> {
  const existing = await db.application.findUnique({ where: { jobId_candidateId: { jobId, candidateId } }, select: { withdrawnAt: true } });
  if (!existing) return "retry";
  if (existing.withdrawnAt) return new AppError("application_withdrawn", { message: "You withdrew your application to this job and cannot apply again.", cause });
  return new AppError("already_applied", { message: "You have already applied to this job.", cause });
}

/**
 * Why the job is not open to this caller. Jobs the caller could never see (unknown, or private
 * without an invitation) are simply not found; the others say why they are gone.
 */
async function unavailableJobError(jobId: string, candidateId: string, now: Date): Promise<AppError> {
  const job = await db.job.findFirst({
    where: { id: jobId, OR: [{ isPublic: true }, { invitations: { some: { candidateId } } }] },
    select: { status: true, publishedAt: true, expiresAt: true, bannedAt: true, company: { select: { bannedAt: true, disabledAt: true } } },
  });
  if (!job) return new AppError("not_found", { message: "No such job." });
  const reason = goneReason(job, now);
  return new AppError("gone", { message: "This job no longer takes applications.", details: { resource: "job", reason } });
}

type JobState = {
  status: JobStatus;
  publishedAt: Date | null;
  expiresAt: Date | null;
  bannedAt: Date | null;
  company: { bannedAt: Date | null; disabledAt: Date | null };
};

/** The strongest reason first: a ban outranks a closing, a closing outranks an expiry date. */
function goneReason(job: JobState, now: Date): JobGoneReason {
  if (job.bannedAt !== null || job.company.bannedAt !== null) return "banned";
  if (job.status === "CLOSED" || job.company.disabledAt !== null) return "closed";
  if (job.status === "OPEN" && job.expiresAt !== null && job.expiresAt <= now) return "expired";
  return "not_open";
}

type Question = { id: string; type: JobQuestionType; isRequired: boolean; options: string[] };
type FieldIssue = { path: string; code: string; message: string; question_id: string };

/** The answers to store (empty answers to optional questions are dropped), or 422 naming each problem. */
function checkAnswers(questions: Question[], given: ApplyToJobInput["questions"]): { questionId: string; answer: string }[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const issues: FieldIssue[] = [];
  const answers = new Map<string, string | null>();

  for (const [index, { question_id, answer }] of given.entries()) {
    const path = `questions.${index}`;
    const question = byId.get(question_id);
    if (!question) {
      issues.push({ path: `${path}.question_id`, code: "unknown_question", message: "This job has no such question.", question_id });
    } else if (answers.has(question_id)) {
      issues.push({ path: `${path}.question_id`, code: "duplicate_answer", message: "This question is answered twice.", question_id });
    } else {
      const check = checkAnswer(question, answer);
      if (check.ok) answers.set(question_id, check.answer);
      else issues.push({ path: `${path}.answer`, code: check.code, message: check.message, question_id });
    }
  }

  for (const question of questions) {
    const isUnanswered = !answers.has(question.id) && !issues.some((issue) => issue.question_id === question.id);
    if (isUnanswered) {
      const check = checkAnswer(question, "");
      if (!check.ok) issues.push({ path: "questions", code: check.code, message: check.message, question_id: question.id });
    }
  }
  if (issues.length > 0) throw new AppError("validation_failed", { message: "Some answers are missing or not valid.", details: { fields: issues } });
  return [...answers].flatMap(([questionId, answer]) => (answer === null ? [] : [{ questionId, answer }]));
}
