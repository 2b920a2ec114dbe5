import "server-only";

import type { Locale } from "@/i18n/config";
import { checkAnswer, questionKey, type QuestionHints } from "@/lib/applications/answer-rules";
import { candidateStage, type CandidateStage } from "@/lib/applications/candidate-stage";
import { cachedCatalogueById } from "@/lib/catalogue/cached-catalogue";
import { nameIn } from "@/lib/catalogue/localize-catalogue";
import { db } from "@/lib/db";
import type { PublicJob } from "@/lib/jobs/get-public-job";
import { checkEligibility, type Eligibility } from "@/lib/jobs/job-eligibility";
import { readMatchCandidate } from "@/lib/matching/read-match-candidate";

export type CandidateApplyState = {
  eligibility: Eligibility;
  alreadyApplied: boolean;
  /** The application there was withdrawn: the candidate cannot apply again. */
  withdrawn: boolean;
  /** The candidate's application to this job, as their applications page shows it; null before they apply. */
  application: { appliedAt: Date; stage: CandidateStage } | null;
  countryName: string | null;
  questionHints: QuestionHints;
};

// Enough history for any candidate's earlier answers; older ones are unlikely to be the best prefill.
const EARLIER_ANSWERS_READ = 300;

/**
 * What a job page tells a signed-in candidate before they apply: whether the job hires where they
 * are, whether they applied (or withdrew), which answers would rule them out, and the answers they
 * gave to the same questions before (same type and text ignoring case and spacing; the most
 * recently written answer wins; an answer that no longer fits the question, e.g. a removed
 * choice, is not offered).
 */
export async function getCandidateApplyState(candidateId: string, job: PublicJob, locale: Locale, now: Date = new Date()): Promise<CandidateApplyState> {
  const hasQuestions = job.questions.length > 0;
  // The candidate as the match reads them: the dashboard's job page has read them already.
  const [candidate, application, knockouts, earlierAnswers] = await Promise.all([
    readMatchCandidate(candidateId),
    db.application.findUnique({ where: { jobId_candidateId: { jobId: job.id, candidateId } }, select: { createdAt: true, stage: true, reviewedAt: true, withdrawnAt: true, hiredAt: true } }),
    hasQuestions ? db.jobQuestion.findMany({ where: { jobId: job.id }, select: { id: true, knockoutAnswer: true } }) : [],
    hasQuestions
      ? db.applicationAnswer.findMany({
          where: { application: { candidateId, jobId: { not: job.id } }, question: { type: { in: [...new Set(job.questions.map((question) => question.type))] } } },
          select: { answer: true, question: { select: { text: true, type: true } } },
          orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
          take: EARLIER_ANSWERS_READ,
        })
      : [],
  ]);
  const countryId = candidate?.countryId ?? null;
  const eligibility = checkEligibility(
    {
      eligibleCountryIds: job.eligibleCountries.map((country) => country.id),
      regionIds: job.regions.map((region) => region.id),
      timezoneMinOffset: job.timezoneWindow?.min ?? null,
      timezoneMaxOffset: job.timezoneWindow?.max ?? null,
    },
    { countryId, regionId: candidate?.country?.regionId ?? null, timezone: candidate?.timezone ?? null },
    now,
  );

  const latestByKey = new Map<string, string>();
  for (const earlier of earlierAnswers) {
    const key = questionKey(earlier.question);
    if (!latestByKey.has(key)) latestByKey.set(key, earlier.answer);
  }
  const knockoutById = new Map(knockouts.map((question) => [question.id, question.knockoutAnswer]));
  const questionHints: QuestionHints = Object.fromEntries(
    job.questions.map((question) => {
      const earlier = latestByKey.get(questionKey(question));
      const check = earlier === undefined ? null : checkAnswer(question, earlier);
      return [question.id, { knockoutAnswer: knockoutById.get(question.id) ?? null, prefill: check?.ok ? check.answer : null }];
    }),
  );

  const country = countryId === null ? undefined : (await cachedCatalogueById({ industryIds: [], countryIds: [countryId], regionIds: [] })).countries.get(countryId);
  return {
    eligibility,
    alreadyApplied: application !== null,
    withdrawn: application?.withdrawnAt != null,
    application: application ? { appliedAt: application.createdAt, stage: candidateStage(application) } : null,
    countryName: country ? nameIn(country, locale) : null,
    questionHints,
  };
}
