import "server-only";

import { candidateStage, candidateTimeline, type CandidateStage, type TimelineEntry } from "@/lib/applications/candidate-stage";
import type { CandidateApplicationsQuery } from "@/lib/applications/schemas";
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ApplicationStage, JobStatus } from "@/lib/generated/prisma/enums";
import { toWireStatus } from "@/lib/jobs/job-post-wire";
import { canonicalCountry, jobPath } from "@/lib/navigation/public-paths";

export type CandidateApplication = {
  _id: string;
  job: { _id: string; job_title: string; slug: string; path: string; status: ReturnType<typeof toWireStatus> };
  company: { _id: string; name: string; logo: string | null };
  applied_at: string;
  stage: CandidateStage;
  /** Active: the process goes on. Closed: withdrawn, not selected, or the job takes no applications any more. */
  is_active: boolean;
  match_percent: number;
  timeline: TimelineEntry[];
};

export type CandidateApplicationsPage = { items: CandidateApplication[]; total: number; page: number; take: number };

type Row = {
  id: string;
  stage: ApplicationStage;
  reviewed_at: Date | null;
  withdrawn_at: Date | null;
  hired_at: Date | null;
  match_percent: number;
  created_at: Date;
  job_id: string;
  job_title: string;
  job_status: JobStatus;
  country_slug: string | null;
  company_id: string;
  company_name: string;
  company_logo: string | null;
  is_closed: boolean;
  events: { kind: string; stage: ApplicationStage | null; at: string }[];
  total: number;
};

// Closed: what the candidate can no longer expect anything from.
const isClosed = Prisma.sql`(a.withdrawn_at IS NOT NULL OR a.stage = 'DISMISSED' OR j.status = 'CLOSED' OR j.banned_at IS NOT NULL
  OR (j.expires_at IS NOT NULL AND j.expires_at <= now()) OR c.banned_at IS NOT NULL OR c.disabled_at IS NOT NULL)`;

/**
 * GET /api/users/{id}/applies: the caller's applications, newest first, each with its job,
 * company, the stage as the candidate may see it (candidate-stage.ts) and its timeline. One query
 * (the events aggregated per application, the total as a window count); another user's list is 404.
 */
export async function listCandidateApplications(caller: Pick<CurrentUser, "id">, userId: string, query: CandidateApplicationsQuery): Promise<CandidateApplicationsPage> {
  if (userId !== caller.id) throw new AppError("not_found", { message: "No such user." });
  const conditions = [Prisma.sql`a.candidate_id = ${caller.id}::uuid`];
  if (query.status === "active") conditions.push(Prisma.sql`NOT ${isClosed}`);
  if (query.status === "closed") conditions.push(isClosed);
  const where = Prisma.join(conditions, " AND ");
  const from = Prisma.sql`applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id`;
  const rows = await db.$queryRaw<Row[]>`
    SELECT a.id, a.stage, a.reviewed_at, a.withdrawn_at, a.hired_at, a.match_percent, a.created_at,
      j.id AS job_id, j.title AS job_title, j.status AS job_status, country.slug AS country_slug,
      c.id AS company_id, c.name AS company_name, c.logo_url AS company_logo,
      ${isClosed} AS is_closed,
      (SELECT coalesce(json_agg(json_build_object('kind', e.kind, 'stage', e.stage, 'at', e.created_at) ORDER BY e.created_at, e.id), '[]'::json)
         FROM application_events e WHERE e.application_id = a.id) AS events,
      count(*) OVER ()::int AS total
    FROM ${from} LEFT JOIN countries country ON country.id = j.country_id
    WHERE ${where}
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT ${query.take} OFFSET ${(query.page - 1) * query.take}`;
  // A page past the end has no row to carry the total: count it on its own.
  const total = rows[0]?.total ?? (query.page > 1 ? (await db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`)[0]!.total : 0);
  return { items: rows.map(toWire), total, page: query.page, take: query.take };
}

function toWire(row: Row): CandidateApplication {
  const application = { stage: row.stage, reviewedAt: row.reviewed_at, withdrawnAt: row.withdrawn_at, hiredAt: row.hired_at };
  const events = row.events.map((event) => ({ kind: event.kind, stage: event.stage, at: new Date(event.at) }));
  const path = jobPath(canonicalCountry(row.country_slug), { id: row.job_id, title: row.job_title });
  return {
    _id: row.id,
    job: { _id: row.job_id, job_title: row.job_title, slug: path.slice(path.lastIndexOf("/") + 1), path, status: toWireStatus(row.job_status) },
    company: { _id: row.company_id, name: row.company_name, logo: row.company_logo },
    applied_at: row.created_at.toISOString(),
    stage: candidateStage(application),
    is_active: !row.is_closed,
    match_percent: row.match_percent,
    timeline: candidateTimeline(events, application),
  };
}
