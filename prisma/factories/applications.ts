import type {
  Application,
  ApplicationAnswer,
  ApplicationEvent,
  ApplicationStage,
  Invitation,
  Notification,
  Prisma,
  WorkingSide,
} from "@/lib/generated/prisma/client";

import { insertAll, type FactoryClient } from "./client.ts";
import { uuidv7 } from "./ids.ts";
import { computeMatch, type MatchCandidate, type MatchJob } from "@/lib/matching/compute-match";

/**
 * The match of seeded applications: lib/matching/compute-match.ts over what the caller knows of
 * the job and the candidate. What is left out counts as not asked by the job, or not told by the
 * candidate, exactly as computeMatch scores it.
 */
export function estimateMatchPercent(job: Partial<MatchJob>, candidate: Partial<MatchCandidate>, now: Date = new Date()): number {
  return computeMatch(
    {
      skills: [],
      languages: [],
      jobType: "FULL_TIME",
      eligibleCountryIds: [],
      eligibleRegionIds: [],
      timezoneMinOffset: null,
      timezoneMaxOffset: null,
      salaryMonthlyUsdFrom: null,
      salaryMonthlyUsdTo: null,
      ...definedOnly(job),
    },
    { skills: [], customSkills: [], languages: [], countryId: null, country: null, timezone: null, expectedSalaryMonthlyUsd: null, jobTypes: [], ...definedOnly(candidate) },
    now,
  ).percent;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
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
    hiredAt: null,
    withdrawnAt: null,
    matchPercent: 0,
    createdAt: now,
    updatedAt: now,
    ...input,
  };
}

export interface CreateApplicationInput extends Omit<BuildApplicationInput, "jobId" | "candidateId"> {
  job: { id: string } & Partial<MatchJob>;
  candidate: { id: string } & Partial<MatchCandidate>;
  stage?: ApplicationStage;
  /** Answers to the job's questions, by question id. */
  answers?: { questionId: string; answer: string }[];
  /** The timeline; by default the one 'applied' event every application starts with. */
  events?: { kind: "applied" | "reviewed" | "stage" | "withdrawn"; stage?: ApplicationStage; createdAt: Date; actorId?: string | null }[];
}

export type CreatedApplication = Application & { answers: ApplicationAnswer[]; events: ApplicationEvent[] };

/** Inserts an application; matchPercent is estimated from the job and candidate when not given. */
export async function createApplication(db: FactoryClient, input: CreateApplicationInput): Promise<CreatedApplication> {
  const { job, candidate, answers = [], events, ...overrides } = input;
  const matchPercent =
    overrides.matchPercent ??
    estimateMatchPercent(job, candidate);
  const application = buildApplication({ ...overrides, jobId: job.id, candidateId: candidate.id, matchPercent });
  const answerRows: ApplicationAnswer[] = answers.map((answer) => ({
    id: uuidv7(),
    applicationId: application.id,
    questionId: answer.questionId,
    answer: answer.answer,
    createdAt: application.createdAt,
    updatedAt: application.createdAt,
  }));
  const eventRows: ApplicationEvent[] = (events ?? [{ kind: "applied", createdAt: application.createdAt, actorId: candidate.id }]).map((event) => ({
    id: uuidv7(),
    applicationId: application.id,
    kind: event.kind,
    stage: event.stage ?? null,
    actorId: event.actorId ?? null,
    createdAt: event.createdAt,
  }));
  await db.application.createMany({ data: [application] });
  await insertAll(db.applicationAnswer, answerRows);
  await insertAll(db.applicationEvent, eventRows);
  return { ...application, answers: answerRows, events: eventRows };
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
  return { id: uuidv7(), data: {}, isRead: false, createdAt: new Date(), deletedAt: null, ...input };
}

export async function createNotification(db: FactoryClient, input: BuildNotificationInput): Promise<NotificationRow> {
  const notification = buildNotification(input);
  await db.notification.createMany({ data: [notification] });
  return notification;
}
