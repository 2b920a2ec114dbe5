import type {
  Application,
  ApplicationAnswer,
  ApplicationStage,
  Invitation,
  LanguageLevel,
  Notification,
  Prisma,
  WorkingSide,
} from "@/lib/generated/prisma/client";

import { insertAll, type FactoryClient } from "./client.ts";
import { uuidv7 } from "./ids.ts";
import { languageLevelRank } from "./users.ts";

interface SkillsAndLanguages {
  skills: readonly string[];
  languages?: readonly { name: string; level: LanguageLevel }[];
}

/**
 * How well a candidate fits a job, 0-100: 70 points for the share of the job's skills the
 * candidate has (case-insensitive), 30 for the share of its languages they speak at the level
 * asked or higher. A job that asks for nothing in a part gives its points in full. The
 * applications module owns the real rule; this mirrors the spec's ingredients for seeded data.
 */
export function estimateMatchPercent(job: SkillsAndLanguages, candidate: SkillsAndLanguages): number {
  const candidateSkills = new Set(candidate.skills.map((skill) => skill.toLowerCase()));
  const skillShare =
    job.skills.length === 0 ? 1 : job.skills.filter((skill) => candidateSkills.has(skill.toLowerCase())).length / job.skills.length;
  const jobLanguages = job.languages ?? [];
  const spoken = candidate.languages ?? [];
  const languageShare =
    jobLanguages.length === 0
      ? 1
      : jobLanguages.filter((wanted) =>
          spoken.some((language) => language.name === wanted.name && languageLevelRank(language.level) >= languageLevelRank(wanted.level)),
        ).length / jobLanguages.length;
  return Math.round(skillShare * 70 + languageShare * 30);
}

export interface BuildApplicationInput extends Partial<Application> {
  jobId: string;
  candidateId: string;
}

/** An application; shortlisted ones need a rank (1 is best) and reviewed ones a reviewedAt. */
export function buildApplication(input: BuildApplicationInput): Application {
  const now = new Date();
  return {
    id: uuidv7(),
    stage: "APPLIED",
    rank: null,
    reviewedAt: null,
    withdrawnAt: null,
    matchPercent: 0,
    createdAt: now,
    updatedAt: now,
    ...input,
  };
}

export interface CreateApplicationInput extends Omit<BuildApplicationInput, "jobId" | "candidateId"> {
  job: { id: string } & Partial<SkillsAndLanguages>;
  candidate: { id: string } & Partial<SkillsAndLanguages>;
  stage?: ApplicationStage;
  /** Answers to the job's questions, by question id. */
  answers?: { questionId: string; answer: string }[];
}

export type CreatedApplication = Application & { answers: ApplicationAnswer[] };

/** Inserts an application; matchPercent is estimated from the job and candidate when not given. */
export async function createApplication(db: FactoryClient, input: CreateApplicationInput): Promise<CreatedApplication> {
  const { job, candidate, answers = [], ...overrides } = input;
  const matchPercent =
    overrides.matchPercent ??
    estimateMatchPercent(
      { skills: job.skills ?? [], languages: job.languages },
      { skills: candidate.skills ?? [], languages: candidate.languages },
    );
  const application = buildApplication({ ...overrides, jobId: job.id, candidateId: candidate.id, matchPercent });
  const answerRows: ApplicationAnswer[] = answers.map((answer) => ({
    id: uuidv7(),
    applicationId: application.id,
    questionId: answer.questionId,
    answer: answer.answer,
    createdAt: application.createdAt,
    updatedAt: application.createdAt,
  }));
  await db.application.createMany({ data: [application] });
  await insertAll(db.applicationAnswer, answerRows);
  return { ...application, answers: answerRows };
}

export interface CreateInvitationInput extends Partial<Invitation> {
  job: { id: string };
  candidate: { id: string };
  invitedBy?: { id: string } | null;
}

export async function createInvitation(db: FactoryClient, input: CreateInvitationInput): Promise<Invitation> {
  const { job, candidate, invitedBy, ...overrides } = input;
  const now = new Date();
  const invitation: Invitation = {
    id: uuidv7(),
    jobId: job.id,
    candidateId: candidate.id,
    invitedById: invitedBy?.id ?? null,
    emailSentAt: now,
    createdAt: now,
    ...overrides,
  };
  await db.invitation.createMany({ data: [invitation] });
  return invitation;
}

export interface BuildNotificationInput {
  userId: string;
  side: WorkingSide;
  type: string;
  data?: Prisma.InputJsonObject;
  isRead?: boolean;
  createdAt?: Date;
}

export type NotificationRow = Omit<Notification, "data"> & { data: Prisma.InputJsonObject };

export function buildNotification(input: BuildNotificationInput): NotificationRow {
  return { id: uuidv7(), data: {}, isRead: false, createdAt: new Date(), ...input };
}

export async function createNotification(db: FactoryClient, input: BuildNotificationInput): Promise<NotificationRow> {
  const notification = buildNotification(input);
  await db.notification.createMany({ data: [notification] });
  return notification;
}
