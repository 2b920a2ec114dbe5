import "server-only";

import { checkAnswer } from "@/lib/applications/answer-rules";
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { ApplicationStage } from "@/lib/generated/prisma/enums";

export type QuestionResponse = { question_id: string; answer: string | null; updated_at: string };

/**
 * POST /api/users/response-questions/{postId}/{questionId}: the caller adds or changes their
 * answer to one question of a job they applied to, checked by the same rule as at apply time
 * (422 validation_failed naming the question). An empty answer to an optional question removes
 * the answer. Answers change while the process runs: a withdrawn application answers 409
 * application_withdrawn, one the employer did not select 410 gone (reason not_selected); no
 * application to the job, or a question the job does not have, is 404.
 */
export async function answerQuestion(caller: Pick<CurrentUser, "id">, jobId: string, questionId: string, raw: string, now: Date = new Date()): Promise<QuestionResponse> {
  const [application, question] = await Promise.all([
    db.application.findUnique({ where: { jobId_candidateId: { jobId, candidateId: caller.id } }, select: { id: true, stage: true, withdrawnAt: true } }),
    db.jobQuestion.findFirst({ where: { id: questionId, jobId }, select: { id: true, type: true, isRequired: true, options: true } }),
  ]);
  if (!application) throw new AppError("not_found", { message: "You have not applied to this job." });
  if (!question) throw new AppError("not_found", { message: "This job has no such question." });
  assertOpen(application);

  const check = checkAnswer(question, raw);
  if (!check.ok) {
    throw new AppError("validation_failed", { message: "The answer is not valid.", details: { fields: [{ path: "answer", code: check.code, message: check.message, question_id: question.id }] } });
  }
  const answer = check.answer;
  return db.$transaction(async (tx) => {
    // The application's row, locked against a withdrawal or a dismissal committing meanwhile.
    const [current] = await tx.$queryRaw<{ stage: ApplicationStage; withdrawn_at: Date | null }[]>`
      SELECT stage, withdrawn_at FROM applications WHERE id = ${application.id}::uuid FOR SHARE`;
    assertOpen({ stage: current!.stage, withdrawnAt: current!.withdrawn_at });
    const where = { applicationId: application.id, questionId: question.id };
    if (answer === null) {
      await tx.applicationAnswer.deleteMany({ where });
      return { question_id: question.id, answer: null, updated_at: now.toISOString() };
    }
    const saved = await tx.applicationAnswer.upsert({
      where: { applicationId_questionId: where },
      create: { ...where, answer },
      update: { answer },
      select: { answer: true, updatedAt: true },
    });
    return { question_id: question.id, answer: saved.answer, updated_at: saved.updatedAt.toISOString() };
  });
}

function assertOpen(application: { stage: ApplicationStage; withdrawnAt: Date | null }): void {
  if (application.withdrawnAt) throw new AppError("application_withdrawn", { message: "You withdrew this application." });
  if (application.stage === "DISMISSED") throw new AppError("gone", { message: "This application is closed.", details: { resource: "application", reason: "not_selected" } });
}
