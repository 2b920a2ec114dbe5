/**
 * How many connections one app instance keeps to PostgreSQL, and how long a request may wait for
 * one (DATABASE_POOL_SIZE, DATABASE_POOL_WAIT_MS, DATABASE_TRANSACTION_TIMEOUT_MS).
 *
 * - Size 10 per instance. PostgreSQL does not answer faster with more connections than it has
 *   cores to run them on (about 2 x cores busy at once); what the extra connections buy is room
 *   for transactions that wait on a row lock, which costs no CPU: every rule-checking write
 *   (a company's quota, a job's ranks) queues on one row. Two instances take 20 of the default
 *   100 max_connections, beside the emulators' 24 and room for migrations and a backup. With N
 *   instances on a managed server keep N x size under its max_connections.
 * - A wait of 10 s for a connection (the pool) or for a transaction to start (Prisma's maxWait,
 *   2 s by default). A burst of B requests on P connections whose transactions take t ms each
 *   waits about B x t / P. The job-posts test's hundred concurrent drafts, on one core under a
 *   load average of 16, held a connection for a median 470 ms and waited up to 6.7 s: past
 *   Prisma's 2 s, so part of the burst answered 503 although nothing was wrong. Reading the
 *   answer after the commit halved that (277 ms, 3.5 s at most); 10 s leaves room above it.
 *   Beyond it the server is saturated, and an early 503 with Retry-After is better than a
 *   request that hangs until its client gives up.
 * - 15 s for a whole transaction (Prisma's timeout, 5 s by default), from BEGIN to COMMIT,
 *   lock waits included: at most `size` transactions run at once, so a queue on one row is at
 *   most 10 deep. Transactions that call a hosted service while they hold a lock (billing,
 *   chat rooms) ask for more themselves.
 */
export type PoolSettings = { size: number; waitMs: number; transactionTimeoutMs: number };

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value !== "" && Number.isInteger(number) && number > 0 ? number : fallback;
}

export function poolSettings(env: NodeJS.ProcessEnv = process.env): PoolSettings {
  return {
    size: positiveInteger(env.DATABASE_POOL_SIZE, 10),
    waitMs: positiveInteger(env.DATABASE_POOL_WAIT_MS, 10_000),
    transactionTimeoutMs: positiveInteger(env.DATABASE_TRANSACTION_TIMEOUT_MS, 15_000),
  };
}
