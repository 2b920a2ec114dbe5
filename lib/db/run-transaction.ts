import "server-only";

import { db } from "@/lib/db";
import { classifyDatabaseError } from "@/lib/db/database-errors";
import type { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

export type Tx = Prisma.TransactionClient;

export type RunTransactionOptions = {
  /**
   * What a unique violation means for this rule: the rule's own 4xx (already_applied, say), or
   * "retry" when a new attempt will see the row the other request committed and decide anew.
   * Without it the violation reaches the route wrapper as 409 already_exists.
   */
  onUniqueViolation?: (error: unknown) => AppError | "retry" | Promise<AppError | "retry">;
  /**
   * False for a transaction whose work must not run twice (it calls a service with no
   * idempotency of its own). Default true: the transaction is all the work, and PostgreSQL rolled
   * back whatever it did before a serialization failure or deadlock.
   */
  retryConflicts?: boolean;
  /** Longer than the pool's default (lib/db/pool-settings.ts) for a transaction that calls a hosted service. */
  timeout?: number;
  maxWait?: number;
  isolationLevel?: Prisma.TransactionIsolationLevel;
};

/** All attempts of one transaction: the first and two more. */
export const TRANSACTION_ATTEMPTS = 3;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 10 to 40 ms, then 20 to 80 ms: apart enough that the requests that collided do not collide again. */
function backoffMs(attempt: number): number {
  return (10 + Math.random() * 30) * 2 ** (attempt - 1);
}

/**
 * Runs `work` in one interactive transaction, the way every rule-checking write does: the rule's
 * reads, checks and writes in one place, under the locks it takes. Contention never becomes a 500:
 *
 * - a serialization failure or a deadlock (40001, 40P01) runs the whole transaction again, up to
 *   TRANSACTION_ATTEMPTS times; after that it is 409 write_conflict;
 * - a unique violation is the rule's (options.onUniqueViolation), else 409 already_exists;
 * - no connection or no start within the wait, or a transaction past its timeout, is 503
 *   service_unavailable with Retry-After (lib/db/database-errors.ts). Not retried here: the
 *   request has waited already, and its client should back off.
 *
 * `work` may run more than once: it must not do anything outside the transaction that cannot be
 * repeated (send e-mail and publish events after the commit, from what it returns).
 */
export async function runTransaction<T>(work: (tx: Tx) => Promise<T>, options: RunTransactionOptions = {}): Promise<T> {
  const { onUniqueViolation, retryConflicts = true, ...transactionOptions } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.$transaction(work, transactionOptions);
    } catch (error) {
      const contention = classifyDatabaseError(error);
      const canRetry = attempt < TRANSACTION_ATTEMPTS;
      if (contention?.kind === "write_conflict" && retryConflicts && canRetry) {
        await pause(backoffMs(attempt));
        continue;
      }
      if (contention?.kind === "unique_violation" && onUniqueViolation) {
        const outcome = await onUniqueViolation(error);
        if (outcome !== "retry") throw outcome;
        if (canRetry) continue;
      }
      throw error;
    }
  }
}
