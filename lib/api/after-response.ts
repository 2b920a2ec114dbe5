import "server-only";

import { after } from "next/server";

import { describeError, logger } from "@/lib/observability/logger";

const pending = new Set<Promise<void>>();

/**
 * Work a request sets off that its answer must not wait for nor fail by (a chat message after an
 * invitation): it starts now, is given `timeLimitMs`, and a failure or overrun is logged, never
 * thrown (with the request id of the request that set it off). Inside a request Next's `after` keeps the server alive until it ends; elsewhere (a script,
 * a test calling a handler directly) there is no request scope and the promise simply runs.
 */
export function runAfterResponse(name: string, work: () => Promise<unknown>, timeLimitMs: number): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const overrun = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`took longer than ${timeLimitMs} ms`)), timeLimitMs);
  });
  const run = Promise.race([Promise.resolve().then(work), overrun])
    .then(
      () => undefined,
      (error: unknown) => logger.error("after-response task failed", { task: name, error: describeError(error) }),
    )
    .finally(() => {
      clearTimeout(timer);
      pending.delete(run);
    });
  pending.add(run);
  try {
    after(run);
  } catch {
    // Outside a request scope: nothing to extend, the promise runs on its own.
  }
}

/** Resolves once every piece of work started so far has ended (tests, a graceful shutdown). */
export async function settleAfterResponseWork(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
