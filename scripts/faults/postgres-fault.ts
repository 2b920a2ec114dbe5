/**
 * PostgreSQL SIGKILLed under load and started again: while it is down every write answers 503
 * database_unavailable with Retry-After (never a 500, never no answer); within 5 s of its return
 * every writer's writes succeed again, with the same app process; afterwards every write that was
 * answered 2xx is in the database.
 */
import { setTimeout as sleep } from "node:timers/promises";

import { DEMO_CANDIDATE_EMAIL, DEMO_EMPLOYER_EMAIL } from "@/prisma/seed/demo-data";

import { logIn } from "../bench/sessions.ts";
import { withDatabaseClient } from "../support/database-client.ts";
import type { FaultStack } from "./stack.ts";
import { now, outageFigures, postJson, startLoad, type Attempt, type OutageFigures, type Write } from "./write-load.ts";

export const RECOVERY_BUDGET_MS = 5_000;

export type PageProbe = { path: string; status: number | null; retryAfter: string | null; showsErrorState: boolean };

export type PostgresFaultResult = OutageFigures & { downMs: number; checked: number; missing: string[]; pages: PageProbe[]; failures: string[] };

/** The title of app/[locale]/error.tsx (messages/en.json ErrorPage.title). */
const ERROR_STATE_TITLE = "This page could not be loaded";

/**
 * A logged-in dashboard page and a public list, opened while the database is down: the error state
 * with the shell, not a blank crash, answered 503 with Retry-After as the APIs are.
 */
async function probePages(baseUrl: string, cookie: string): Promise<PageProbe[]> {
  const paths = ["/en/home/profile", "/en/us/jobs?search=fault"];
  return Promise.all(
    paths.map(async (path) => {
      try {
        const response = await fetch(`${baseUrl}${path}`, { headers: { cookie }, signal: AbortSignal.timeout(15_000) });
        const html = await response.text();
        return { path, status: response.status, retryAfter: response.headers.get("retry-after"), showsErrorState: html.includes(ERROR_STATE_TITLE) };
      } catch {
        return { path, status: null, retryAfter: null, showsErrorState: false };
      }
    }),
  );
}

type Targets = { employerId: string; candidateId: string; notes: { jobId: string; candidateId: string }; openJobs: string[] };

async function findTargets(databaseUrl: string): Promise<Targets> {
  return withDatabaseClient(databaseUrl, async (client) => {
    const users = await client.query<{ id: string; email: string }>("SELECT id, email FROM users WHERE email = ANY($1)", [[DEMO_EMPLOYER_EMAIL, DEMO_CANDIDATE_EMAIL]]);
    const idOf = (email: string) => users.rows.find((row) => row.email === email)!.id;
    const employerId = idOf(DEMO_EMPLOYER_EMAIL);
    const candidateId = idOf(DEMO_CANDIDATE_EMAIL);
    const applicant = await client.query<{ job_id: string; candidate_id: string }>(
      "SELECT a.job_id, a.candidate_id FROM applications a JOIN jobs j ON j.id = a.job_id WHERE j.created_by_id = $1 AND a.withdrawn_at IS NULL ORDER BY a.created_at LIMIT 1",
      [employerId],
    );
    if (!applicant.rows[0]) throw new Error("the demo data has no applicant to the demo employer's jobs");
    // Jobs the demo candidate has not applied to and that ask nothing required: each is one application.
    const open = await client.query<{ id: string }>(
      `SELECT j.id FROM jobs j WHERE j.status = 'OPEN' AND j.banned_at IS NULL AND (j.expires_at IS NULL OR j.expires_at > now())
         AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = $1)
         AND NOT EXISTS (SELECT 1 FROM job_questions q WHERE q.job_id = j.id AND q.is_required)
       ORDER BY j.id`,
      [candidateId],
    );
    return { employerId, candidateId, notes: { jobId: applicant.rows[0].job_id, candidateId: applicant.rows[0].candidate_id }, openJobs: open.rows.map((row) => row.id) };
  });
}

export type AppWriters = {
  writers: Record<string, Write>;
  cookies: { employer: string; candidate: string };
  /** The acknowledged writes that are not in the database, and how many were checked. */
  verify(attempts: Attempt[]): Promise<{ checked: number; missing: string[]; perWriter: Record<string, number> }>;
};

/**
 * The app writes the load tool sends: the demo employer's notes on an applicant (two writers) and
 * the demo candidate applying to one open job after another (a rule-checking write in a
 * transaction). Each acknowledged write names its record, looked up afterwards.
 */
export async function appWriters(stack: FaultStack, log: (line: string) => void): Promise<AppWriters> {
  const { baseUrl } = stack.app;
  const targets = await findTargets(stack.databaseUrl);
  const [employer, candidate] = [await logIn(baseUrl, DEMO_EMPLOYER_EMAIL), await logIn(baseUrl, DEMO_CANDIDATE_EMAIL)];
  log(`load: 2 employer note writers, 1 candidate applying to ${targets.openJobs.length} open jobs one by one`);
  const notesUrl = `${baseUrl}/api/posts/${targets.notes.jobId}/applicants/${targets.notes.candidateId}/notes`;
  const noteWriter = (name: string) => (sequence: number) => postJson(notesUrl, { body: `Fault test note ${name}-${sequence}` }, employer);
  // The candidate moves to the next job once one is answered 2xx or refused for good (4xx): a
  // write refused with 503 is tried again on the same job, as a user would.
  const applyWriter = async () => {
    const jobId = targets.openJobs[0];
    if (!jobId) return null;
    const result = await postJson(`${baseUrl}/api/users/${targets.candidateId}/applyTo/${jobId}`, { candidate_id: targets.candidateId, questions: [] }, candidate);
    if (result.status !== null && result.status < 500) targets.openJobs.shift();
    return result;
  };
  return {
    cookies: { employer, candidate },
    writers: { "employer notes A": noteWriter("A"), "employer notes B": noteWriter("B"), "candidate applications": applyWriter },
    async verify(attempts) {
      const acknowledged = attempts.filter((attempt) => attempt.acknowledged !== null);
      const noteIds = acknowledged.filter((attempt) => attempt.writer.startsWith("employer notes")).map((attempt) => attempt.acknowledged!);
      const applicationIds = acknowledged.filter((attempt) => attempt.writer === "candidate applications").map((attempt) => attempt.acknowledged!);
      const stored = await withDatabaseClient(stack.databaseUrl, async (client) => {
        const notes = await client.query<{ id: string }>("SELECT id FROM application_notes WHERE id = ANY($1::uuid[])", [noteIds]);
        const applications = await client.query<{ id: string }>("SELECT id FROM applications WHERE id = ANY($1::uuid[]) AND candidate_id = $2", [applicationIds, targets.candidateId]);
        return new Set([...notes.rows, ...applications.rows].map((row) => row.id));
      });
      return {
        checked: noteIds.length + applicationIds.length,
        missing: [...noteIds, ...applicationIds].filter((id) => !stored.has(id)),
        perWriter: { notes: noteIds.length, applications: applicationIds.length },
      };
    },
  };
}

export async function runPostgresFault(stack: FaultStack, log: (line: string) => void, timing = { warmMs: 3_000, downMs: 4_000, afterMs: 7_000 }): Promise<PostgresFaultResult> {
  const app = await appWriters(stack, log);
  const load = startLoad(app.writers);
  await sleep(timing.warmMs);
  const downAt = now();
  await stack.killDatabase();
  log(`PostgreSQL SIGKILLed after ${load.attempts.length} writes`);
  await sleep(timing.downMs / 2);
  const pages = await probePages(stack.app.baseUrl, app.cookies.candidate);
  await sleep(timing.downMs / 2);
  const restartAt = now();
  await stack.restartDatabase();
  const upAt = now();
  log(`PostgreSQL accepting connections again after ${((upAt - downAt) / 1000).toFixed(1)} s down`);
  await sleep(timing.afterMs);
  const attempts = await load.stop();

  const figures = outageFigures(attempts, { downAt, restartAt, upAt, recoveryBudgetMs: RECOVERY_BUDGET_MS }, (attempt) => attempt.status === 503 && attempt.code === "database_unavailable" && attempt.retryAfter !== null);
  const { checked, missing, perWriter } = await app.verify(attempts);

  const failures: string[] = [];
  if (figures.duringOutage === 0) failures.push("no write was attempted while PostgreSQL was down");
  if (figures.badOutageAnswers.length > 0) failures.push(`${figures.badOutageAnswers.length} answers while PostgreSQL was down were not 503 database_unavailable with Retry-After: ${describeAttempts(figures.badOutageAnswers)}`);
  if (figures.serverErrors.length > 0) failures.push(`${figures.serverErrors.length} answers were a 5xx other than 503, or none at all: ${describeAttempts(figures.serverErrors)}`);
  if (figures.recoveryMs === null || figures.recoveryMs > RECOVERY_BUDGET_MS) failures.push(`writes did not all succeed again within ${RECOVERY_BUDGET_MS / 1000} s of PostgreSQL's return (${figures.recoveryMs === null ? "never" : `${Math.round(figures.recoveryMs)} ms`})`);
  if (figures.failuresAfterRecovery.length > 0) failures.push(`${figures.failuresAfterRecovery.length} writes failed after the recovery budget: ${describeAttempts(figures.failuresAfterRecovery)}`);
  if (perWriter.applications === 0 || perWriter.notes === 0) failures.push(`a writer had no write acknowledged (notes ${perWriter.notes}, applications ${perWriter.applications})`);
  if (missing.length > 0) failures.push(`${missing.length} acknowledged writes are not in the database: ${missing.slice(0, 5).join(", ")}`);
  for (const page of pages) {
    if (!page.showsErrorState) failures.push(`${page.path} while PostgreSQL was down did not show the page's error state (${page.status ?? "no answer"})`);
    if (page.status !== 503 || page.retryAfter === null) failures.push(`${page.path} while PostgreSQL was down answered ${page.status ?? "nothing"}${page.retryAfter === null ? " without Retry-After" : ""}, not 503 with Retry-After`);
  }
  return { ...figures, downMs: upAt - downAt, checked, missing, pages, failures };
}

export function describeAttempts(attempts: { writer: string; status: number | null; code: string | null; error: string | null }[]): string {
  return attempts
    .slice(0, 3)
    .map((attempt) => `${attempt.writer}: ${attempt.status ?? "no answer"} ${attempt.code ?? attempt.error ?? ""}`.trim())
    .join("; ");
}
