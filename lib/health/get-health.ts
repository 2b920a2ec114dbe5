import "server-only";

import packageJson from "@/package.json" with { type: "json" };
import { db } from "@/lib/db";

const databaseTimeoutMs = 2000;

export type Health = {
  version: string;
  database: { up: boolean; latencyMs: number | null };
};

/** What GET /api/health reports: the app version and whether PostgreSQL answers in time. */
export async function getHealth(): Promise<Health> {
  const started = performance.now();
  const up = await pingDatabase();
  return {
    version: packageJson.version,
    database: { up, latencyMs: up ? Math.round(performance.now() - started) : null },
  };
}

async function pingDatabase(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), databaseTimeoutMs);
  });
  try {
    return await Promise.race([db.$queryRaw`SELECT 1`.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
