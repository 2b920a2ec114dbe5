/**
 * What `npm run bench`, `npm run measure:js` and `npm run lighthouse` share: a database (the
 * embedded one in .data/postgres, as `npm start` uses, unless DATABASE_URL is set), a fresh
 * enough production build, and the production server (scripts/next-server.ts, the entry
 * `npm start` runs) on a free port.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { jobPath } from "@/lib/navigation/public-paths";

import { authEnvironment } from "../auth-secret.ts";
import { loadEnvFiles } from "../load-env.ts";
import { applyMigrations } from "../db/migrations.ts";
import { startDatabase, type RunningDatabase } from "../db/postgres.ts";
import { seedBulk, seedDemoData } from "../db/seed.ts";
import { withDatabaseClient } from "../support/database-client.ts";
import { freePort } from "../support/free-port.ts";

export function log(line: string) {
  console.log(`  ${line}`);
}

/** Starts and migrates the database, seeds the demo data, and bulk data up to the given counts. */
export async function prepareDatabase(minimum: { jobs: number; candidates: number } = { jobs: 0, candidates: 0 }): Promise<RunningDatabase> {
  const database = await startDatabase({ log });
  await applyMigrations(database.url, { log });
  await seedDemoData(database.url, { log });
  const counts = await countRows(database.url);
  const jobs = Math.max(0, minimum.jobs - counts.jobs);
  const candidates = Math.max(0, minimum.candidates - counts.candidates);
  log(`database: ${counts.jobs} jobs, ${counts.candidates} candidates`);
  if (jobs > 0 || candidates > 0) {
    log(`seeding ${jobs} more jobs and ${candidates} more candidates (scripts/db/seed.ts seedBulk)`);
    await seedBulk(database.url, { jobs, candidates, log });
  }
  return database;
}

function countRows(url: string): Promise<{ jobs: number; candidates: number }> {
  return withDatabaseClient(url, async (client) => {
    const { rows } = await client.query<{ jobs: string; candidates: string }>(
      "SELECT (SELECT count(*) FROM jobs) AS jobs, (SELECT count(*) FROM users WHERE logged_as = 'CANDIDATE' AND deleted_at IS NULL) AS candidates",
    );
    return { jobs: Number(rows[0]!.jobs), candidates: Number(rows[0]!.candidates) };
  });
}

const sourceRoots = ["app", "components", "lib", "i18n", "messages", "public", "next.config.ts", "proxy.ts", "package-lock.json", "postcss.config.mjs", "tsconfig.json"];

function newestSourceTime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  // The server-side cache and the generated client are not part of what next build bundles.
  if (entry === path.join("lib", "http-cache")) return 0;
  return Math.max(0, ...readdirSync(entry).map((name) => newestSourceTime(path.join(entry, name))));
}

/**
 * Runs `npm run build` when asked, when there is no build, or when a source is newer than it.
 * `profile` builds into .next-profile with readable server code (next.config.ts) instead.
 */
export function ensureBuild(options: { force: boolean; profile?: boolean }) {
  const buildId = options.profile ? ".next-profile/BUILD_ID" : `${process.env.NEXT_DIST_DIR ?? ".next"}/BUILD_ID`;
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const newest = Math.max(...sourceRoots.map(newestSourceTime));
  if (!options.force && builtAt > newest) {
    log(`production build is up to date (${path.dirname(buildId)})`);
    return;
  }
  log(options.force ? "building (--build)" : builtAt ? "sources changed since the last build: building" : "no production build: building");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env, ...(options.profile ? PROFILE_BUILD_ENV : {}) } });
  if (result.status !== 0) throw new Error("npm run build failed");
}


const PROFILE_BUILD_ENV = { NEXT_PROFILE_BUILD: "1" };

export type ProductionServer = { baseUrl: string; pid: number; stop(): Promise<void> };

/**
 * scripts/next-server.ts in its own process group. With `profileDir`, it serves the profiling
 * build (.next-profile) under `node --cpu-prof`, which writes the profile there when it stops.
 */
export async function startProductionServer(options: { databaseUrl: string; port?: number; env?: Record<string, string>; profileDir?: string }): Promise<ProductionServer> {
  const port = options.port ?? (await freePort());
  const profiling = options.profileDir ? ["--cpu-prof", `--cpu-prof-dir=${options.profileDir}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profiling, "--import", "tsx", "scripts/next-server.ts", "--port", String(port), "--hostname", "127.0.0.1"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    // Its public origin is where we reach it: canonical and hreflang links must point at the pages audited.
    env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env, EXPIRING_JOBS_SWEEP: "off", ...authEnvironment(port), NEXTAUTH_URL: `http://127.0.0.1:${port}`, DATABASE_URL: options.databaseUrl, PORT: String(port), ...(options.profileDir ? PROFILE_BUILD_ENV : {}), ...options.env },
  });
  const kill = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  process.on("exit", () => kill("SIGKILL"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`the production server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${baseUrl} did not answer within 60 s`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  log(`production server (scripts/next-server.ts) on ${baseUrl}`);
  return {
    baseUrl,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      kill("SIGTERM");
      await Promise.race([exited, sleep(5_000)]);
      kill("SIGKILL");
    },
  };
}

/** The newest job GET /api/posts lists (the findable-job rule applies), else the jobs list itself. */
export async function newestJobPath(baseUrl: string): Promise<string> {
  const body = (await (await fetch(`${baseUrl}/api/posts?take=1`)).json()) as { data?: { items?: { _id: string; job_title: string }[] } };
  const job = body.data?.items?.[0];
  return job ? `/en${jobPath("us", { id: job._id, title: job.job_title })}` : "/en/us/jobs";
}

/** Runs a measuring script's main: the project's env files, no telemetry, one line on failure. */
export function runScript(main: () => Promise<void>): void {
  loadEnvFiles();
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
