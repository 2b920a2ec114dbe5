import "server-only";

import type { Locale } from "@/i18n/config";
import { isKnockoutAnswer } from "@/lib/applications/answer-rules";
import type { CurrentUser } from "@/lib/auth/current-user";
import { canUserSeeCandidateNames } from "@/lib/candidates/get-name-access";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Availability, JobQuestionType, JobType, LanguageLevel, Seniority } from "@/lib/generated/prisma/enums";
import { applicantCardColumns, applicantCardJoin, toApplicantCard, type ApplicantCard, type ApplicantCardRow } from "@/lib/hiring/applicant-card";
import { computeMatch, matchCandidateSelect, matchJobSelect, type Match } from "@/lib/matching/compute-match";

import { hiringTeamJobWhere } from "./hiring-team";
import { listApplicationNotes, type ApplicationNoteItem } from "./application-notes";

type Stage = "applied" | "shortlisted" | "dismissed";

/** One answer of the applicant, beside its question; `is_knockout` when it is the job's knockout answer. */
export type ApplicantAnswer = {
  question_id: string;
  question: string;
  type: JobQuestionType;
  is_required: boolean;
  /** Null when the applicant left an optional question unanswered. */
  answer: string | null;
  is_knockout: boolean;
};

/** An entry of the stage history, oldest first; `by` says whose doing it was, never a name. */
export type ApplicantHistoryEntry = { _id: string; kind: string; stage: Stage | null; by: "candidate" | "hiring_team" | null; created_at: Date };

/**
 * GET /api/users/{id}/job/{jobId}: an applicant as their job's hiring team sees them. The card
 * (spec 3's names, the premium name rule applied) plus `candidate_id` and `rank`, the application,
 * the answers with knockouts flagged, the match breakdown against the profile as it is now, the
 * stage history, the CV's name and link, and the team's private notes.
 */
export type ApplicantDetails = ApplicantCard & {
  candidate_id: string;
  rank: number | null;
  /** Only the job's creator moves applicants through the pipeline (spec 6). */
  can_manage: boolean;
  job: { _id: string; job_title: string };
  application: {
    _id: string;
    stage: Stage;
    rank: number | null;
    reviewed_at: Date | null;
    hired_at: Date | null;
    withdrawn_at: Date | null;
    applied_at: Date;
  };
  profile: {
    about: string | null;
    seniority: Lowercase<Seniority> | null;
    years_of_experience: number | null;
    availability: Lowercase<Availability> | null;
    skills: string[];
    languages: { name: string; level: Lowercase<LanguageLevel> }[];
    job_types: Lowercase<JobType>[];
  };
  cv: { file_name: string; uploaded_at: Date | null; url: string } | null;
  answers: ApplicantAnswer[];
  match: Match;
  history: ApplicantHistoryEntry[];
  notes: ApplicationNoteItem[];
};

const stageOf = (stage: string): Stage => stage.toLowerCase() as Stage;
/** Enum values as the profile's wire spells them (lib/profile/profile-wire.ts): lower case. */
const lower = <T extends string>(value: T): Lowercase<T> => value.toLowerCase() as Lowercase<T>;

export async function getApplicantDetails(caller: CurrentUser, candidateId: string, jobId: string, locale: Locale, now: Date = new Date()): Promise<ApplicantDetails> {
  const application = await db.application.findFirst({
    where: { jobId, candidateId, candidate: { deletedAt: null }, job: hiringTeamJobWhere(caller.id) },
    select: {
      id: true,
      stage: true,
      rank: true,
      matchPercent: true,
      reviewedAt: true,
      hiredAt: true,
      withdrawnAt: true,
      createdAt: true,
      job: {
        select: {
          ...matchJobSelect,
          id: true,
          title: true,
          createdById: true,
          questions: { select: { id: true, text: true, type: true, isRequired: true, knockoutAnswer: true }, orderBy: { position: "asc" } },
        },
      },
      answers: { select: { questionId: true, answer: true } },
      events: { select: { id: true, kind: true, stage: true, actorId: true, createdAt: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    },
  });
  if (!application) throw new AppError("not_found", { message: "No such applicant." });

  const [cardRows, candidate, canSeeFullNames, notes] = await Promise.all([
    db.$queryRaw<ApplicantCardRow[]>(Prisma.sql`SELECT ${applicantCardColumns} FROM users u ${applicantCardJoin} WHERE u.id = ${candidateId}::uuid`),
    db.user.findUniqueOrThrow({
      where: { id: candidateId },
      select: { ...matchCandidateSelect, about: true, seniority: true, yearsOfExperience: true, availability: true, cvFileId: true, cvFileName: true, cvUploadedAt: true },
    }),
    canUserSeeCandidateNames(caller.id),
    listApplicationNotes(application.id),
  ]);
  const card = toApplicantCard(cardRows[0]!, { locale, canSeeFullNames }, application.matchPercent);
  const answerOf = new Map(application.answers.map((answer) => [answer.questionId, answer.answer]));

  return {
    ...card,
    candidate_id: candidateId,
    rank: application.rank,
    can_manage: application.job.createdById === caller.id,
    job: { _id: application.job.id, job_title: application.job.title },
    application: {
      _id: application.id,
      stage: stageOf(application.stage),
      rank: application.rank,
      reviewed_at: application.reviewedAt,
      hired_at: application.hiredAt,
      withdrawn_at: application.withdrawnAt,
      applied_at: application.createdAt,
    },
    profile: {
      about: candidate.about,
      seniority: candidate.seniority && lower(candidate.seniority),
      years_of_experience: candidate.yearsOfExperience,
      availability: candidate.availability && lower(candidate.availability),
      skills: [...candidate.skills, ...candidate.customSkills],
      languages: candidate.languages.map((language) => ({ name: language.name, level: lower(language.level) })),
      job_types: candidate.jobTypes.map(lower),
    },
    // The CV route serves applicants who have not withdrawn (lib/cv/get-cv-download.ts).
    cv: candidate.cvFileId && !application.withdrawnAt ? { file_name: candidate.cvFileName ?? "cv", uploaded_at: candidate.cvUploadedAt, url: `/api/users/${candidateId}/cv` } : null,
    answers: application.job.questions.map((question) => {
      const answer = answerOf.get(question.id) ?? null;
      return {
        question_id: question.id,
        question: question.text,
        type: question.type,
        is_required: question.isRequired,
        answer,
        is_knockout: answer !== null && isKnockoutAnswer(question, answer),
      };
    }),
    match: computeMatch(application.job, candidate, now),
    history: application.events.map((event) => ({
      _id: event.id,
      kind: event.kind,
      stage: event.stage ? stageOf(event.stage) : null,
      by: event.actorId === null ? null : event.actorId === candidateId ? "candidate" : "hiring_team",
      created_at: event.createdAt,
    })),
    notes,
  };
}
