/**
 * The load tool of `npm run test:faults`: writers that each send one write after another and record
 * every attempt (when it started and ended, its status and error code, the id the server
 * acknowledged). What they record is what the fault checks read: no 500s, 503 with a code and
 * Retry-After while a dependency is down, how soon writes succeed again, and that every write
 * answered 2xx is really stored.
 */
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

export type Attempt = {
  writer: string;
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or null when no answer came (refused, reset, timed out). */
  status: number | null;
  code: string | null;
  retryAfter: string | null;
  /** What the server acknowledged (a record id), on 2xx only. */
  acknowledged: string | null;
  error: string | null;
};

export type WriteResult = Omit<Attempt, "writer" | "startedAt" | "endedAt">;

/** One write: returns what happened, or null when the writer has nothing left to write; never throws. */
export type Write = (sequence: number) => Promise<WriteResult | null>;

export const now = () => performance.now();

export type RunningLoad = { attempts: Attempt[]; stop(): Promise<Attempt[]> };

/** Runs each writer in a loop (a short pause between writes) until stopped. */
export function startLoad(writers: Record<string, Write>, options: { pauseMs?: number } = {}): RunningLoad {
  const attempts: Attempt[] = [];
  let isStopped = false;
  const loops = Object.entries(writers).map(async ([writer, write]) => {
    for (let sequence = 0; !isStopped; sequence += 1) {
      const startedAt = now();
      const result = await write(sequence);
      if (result) attempts.push({ writer, startedAt, endedAt: now(), ...result });
      await sleep(result ? (options.pauseMs ?? 20) : 250);
    }
  });
  return {
    attempts,
    async stop() {
      isStopped = true;
      await Promise.all(loops);
      return attempts;
    },
  };
}

/** A JSON write to the app: its envelope's data._id (or data.id) is what it acknowledged. */
export async function postJson(url: string, body: unknown, cookie: string): Promise<WriteResult> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: new URL(url).origin },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let envelope: { data?: { _id?: string; id?: string }; error?: { code?: string } } = {};
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch {
      // A page or proxy error: no envelope.
    }
    return {
      status: response.status,
      code: envelope.error?.code ?? null,
      retryAfter: response.headers.get("retry-after"),
      acknowledged: response.ok ? (envelope.data?._id ?? envelope.data?.id ?? null) : null,
      error: response.ok || envelope.error ? null : text.slice(0, 200),
    };
  } catch (error) {
    return { status: null, code: null, retryAfter: null, acknowledged: null, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

export type OutageFigures = {
  requests: number;
  duringOutage: number;
  /** Answers while the dependency was down, by "status code" (e.g. "503 database_unavailable"). */
  outageAnswers: Record<string, number>;
  /** Answers that break the rule while it was down: anything but 503 with a code and Retry-After. */
  badOutageAnswers: Attempt[];
  /** 5xx other than 503, or no answer at all, at any time. */
  serverErrors: Attempt[];
  /** From the dependency's return to the first acknowledged write of every writer. */
  recoveryMs: number | null;
  /** Writes that failed once the recovery budget had passed. */
  failuresAfterRecovery: Attempt[];
  acknowledged: number;
};

/**
 * Reads the attempts around one outage. Writes in flight when it began may fail any way the
 * dependency failed them (a reset connection is still a 503), so the outage window starts a
 * moment after the kill; it ends when the restart begins, since the dependency may answer before
 * its restart is confirmed (`upAt`, from which recovery is timed).
 */
export function outageFigures(attempts: Attempt[], outage: { downAt: number; restartAt: number; upAt: number; recoveryBudgetMs: number }, isExpectedOutageAnswer: (attempt: Attempt) => boolean): OutageFigures {
  const during = attempts.filter((attempt) => attempt.startedAt >= outage.downAt + 250 && attempt.endedAt <= outage.restartAt);
  const outageAnswers: Record<string, number> = {};
  for (const attempt of during) {
    const key = attempt.status === null ? "no answer" : `${attempt.status}${attempt.code ? ` ${attempt.code}` : ""}`;
    outageAnswers[key] = (outageAnswers[key] ?? 0) + 1;
  }
  const writers = [...new Set(attempts.map((attempt) => attempt.writer))];
  const firstSuccess = writers.map((writer) => attempts.find((attempt) => attempt.writer === writer && attempt.startedAt >= outage.upAt && attempt.acknowledged !== null));
  const recoveryMs = firstSuccess.every(Boolean) ? Math.max(...firstSuccess.map((attempt) => attempt!.endedAt - outage.upAt)) : null;
  return {
    requests: attempts.length,
    duringOutage: during.length,
    outageAnswers,
    badOutageAnswers: during.filter((attempt) => !isExpectedOutageAnswer(attempt)),
    serverErrors: attempts.filter((attempt) => attempt.status === null || (attempt.status >= 500 && attempt.status !== 503)),
    recoveryMs,
    failuresAfterRecovery: attempts.filter((attempt) => attempt.startedAt >= outage.upAt + outage.recoveryBudgetMs && attempt.status !== null && attempt.status >= 500),
    acknowledged: attempts.filter((attempt) => attempt.acknowledged !== null).length,
  };
}
