import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { calendarDaysBetween } from "@/lib/format/date";
import type { ApplicationStage, JobStatus } from "@/lib/generated/prisma/enums";
import { countNewApplicants } from "@/lib/jobs/get-job-post";

/** How many history entries the summary shows, newest first. */
export const JOB_HISTORY_LIMIT = 50;

export type JobHistoryEntry = {
  id: string;
  kind: "created" | "edited" | "status";
  fromStatus: JobStatus | null;
  toStatus: JobStatus | null;
  /** Who did it: null once their account is gone. */
  actor: { id: string; name: string } | null;
  at: Date;
};

export type JobSummary = {
  job: { id: string; title: string; status: JobStatus; isPublic: boolean; isBanned: boolean; company: { id: string; name: string }; publishedAt: Date | null; closedAt: Date | null; createdAt: Date };
  views: number;
  applications: Record<ApplicationStage, number> & { total: number };
  /** Whole days from its first publication to its closing (or now); null while never published. */
  daysOpen: number | null;
  /** Applications since the creator last opened the job's applicants. */
  newApplicants: number;
  history: JobHistoryEntry[];
};

const actorName = (actor: { firstName: string | null; lastName: string | null; email: string }) => [actor.firstName, actor.lastName].filter(Boolean).join(" ") || actor.email;

/**
 * The job summary page (spec 2, job-summary/{jobId}): what a job has done, for its creator only;
 * anyone else's job is not found (the page's guard has sent them home before).
 */
export async function getJobSummary(caller: CurrentUser, jobId: string, now: Date = new Date()): Promise<JobSummary> {
  const job = await db.job.findFirst({
    where: { id: jobId, createdById: caller.id },
    select: {
      id: true,
      title: true,
      status: true,
      isPublic: true,
      bannedAt: true,
      publishedAt: true,
      closedAt: true,
      createdAt: true,
      viewCount: true,
      applicantsSeenAt: true,
      company: { select: { id: true, name: true } },
    },
  });
  if (!job) throw new AppError("not_found", { message: "No such job." });

  const [stages, newApplicants, events] = await Promise.all([
    db.application.groupBy({ by: ["stage"], where: { jobId }, _count: { _all: true } }),
    countNewApplicants(jobId, job.applicantsSeenAt),
    db.jobEvent.findMany({
      where: { jobId },
      select: { id: true, kind: true, fromStatus: true, toStatus: true, createdAt: true, actor: { select: { id: true, firstName: true, lastName: true, email: true } } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: JOB_HISTORY_LIMIT,
    }),
  ]);

  const applications = { APPLIED: 0, SHORTLISTED: 0, DISMISSED: 0, total: 0 };
  for (const stage of stages) {
    applications[stage.stage] = stage._count._all;
    applications.total += stage._count._all;
  }

  return {
    job: {
      id: job.id,
      title: job.title,
      status: job.status,
      isPublic: job.isPublic,
      isBanned: job.bannedAt !== null,
      company: job.company,
      publishedAt: job.publishedAt,
      closedAt: job.closedAt,
      createdAt: job.createdAt,
    },
    views: job.viewCount,
    applications,
    // Counted as the calendar does, like the "Since 26/11/2026" beside it: opened yesterday evening is one day.
    daysOpen: job.publishedAt ? Math.max(0, calendarDaysBetween(job.publishedAt, job.status === "CLOSED" && job.closedAt ? job.closedAt : now)) : null,
    newApplicants,
    history: events.map((event) => ({
      id: event.id,
      kind: event.kind === "created" || event.kind === "status" ? event.kind : "edited",
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      actor: event.actor && { id: event.actor.id, name: actorName(event.actor) },
      at: event.createdAt,
    })),
  };
}
