import { PrismaPg } from "@prisma/adapter-pg";

import { poolSettings } from "@/lib/db/pool-settings";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { observePool } from "@/lib/observability/db-pool-metrics";

/** Secrets never leave the database unless a query asks for them by name. */
const omitSecrets = {
  user: { passwordHash: true, chatUserToken: true, chatUserEmployerToken: true },
  verificationCode: { codeHash: true },
  passwordResetToken: { tokenHash: true },
} as const;

/**
 * Session settings for the app's workload. Its queries are many and short: a parallel plan spends
 * more CPU in all to answer one of them sooner, and under load that CPU is taken from the other
 * requests. Its data is read from memory or SSD, where a random read costs about what a sequential
 * one does (random_page_cost 1.1, not the spinning-disk 4). With the defaults PostgreSQL scanned
 * every job (in parallel) for text searches whose country or region filter it misjudged, 400 to
 * 900 ms of CPU where the search index takes 170.
 */
const SESSION_SETTINGS = "-c max_parallel_workers_per_gather=0 -c random_page_cost=1.1";

/** The pool's size and waits, chosen for bursts of rule-checking writes: lib/db/pool-settings.ts says why. */
function createClient(connectionString: string) {
  const { size, waitMs, transactionTimeoutMs } = poolSettings();
  return new PrismaClient({
    adapter: observePool(new PrismaPg({ connectionString, max: size, connectionTimeoutMillis: waitMs, options: SESSION_SETTINGS })),
    omit: omitSecrets,
    transactionOptions: { maxWait: waitMs, timeout: transactionTimeoutMs },
  });
}

export type Database = ReturnType<typeof createClient>;

const globalForDb = globalThis as unknown as { db?: Database };

function getDatabase(): Database {
  if (!globalForDb.db) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm run dev` or `npm start`.");
    globalForDb.db = createClient(url);
  }
  return globalForDb.db;
}

/**
 * The one Prisma client. Created on first use, so that importing a module (during `next build`,
 * say) never needs a database; kept on globalThis so that hot reloads in development reuse it.
 */
export const db: Database = new Proxy({} as Database, {
  get(_target, property) {
    const client = getDatabase();
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});
