/**
 * `npm test`: every tier in order, against real services, ending with one line
 * 'N passed, N failed' that any CI runner can count.
 *
 *   npm test                       static checks, unit, integration, fuzz, end-to-end and fault tests
 *   npm test -- unit integration   only the named tiers (static, unit, integration, fuzz, e2e, faults)
 *   npm run fuzz                   the fuzz tier alone (tests/fuzz: 10,000 generated bad requests, FUZZ_SEED to vary)
 *   npm test -- integration tests/integration/auth.test.ts   only those test files
 *   npm test -- e2e tests/e2e/auth.spec.ts                    only those specs
 *
 * Integration and end-to-end tests run against a real PostgreSQL: the embedded one under
 * .data/test-postgres, or the server in TEST_DATABASE_URL when set (never DATABASE_URL, so that
 * tests cannot touch a developer's or production database).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { hostname } from "node:os";
import { basename, relative } from "node:path";
import { performance } from "node:perf_hooks";

import type pg from "pg";

import { applyMigrations } from "./db/migrations.ts";
import { startDatabase } from "./db/postgres.ts";
import { seedDemoData } from "./db/seed.ts";
import { seedDemoChat } from "./db/seed-demo-chat.ts";
import { seedDemoPayments } from "./db/seed-demo-payments.ts";
import { loadEnvFiles } from "./load-env.ts";
import { startAppCluster } from "./support/app-cluster.ts";
import { startChatServerControl } from "./support/chat-server-control.ts";
import { databaseUrlFor, withDatabaseClient } from "./support/database-client.ts";
import { freePort } from "./support/free-port.ts";
import { ensureNginx } from "./support/nginx.ts";
import { startOidcProvider } from "./support/oidc-provider.ts";
import { startRealtimeServer } from "./support/pusher-emulator.ts";
import { startChatServer } from "./support/stream-chat-emulator.ts";
import { startPaymentsServer } from "./support/stripe-emulator.ts";
import { isTestRunOver, testRunPrefix } from "./support/test-run.ts";

const tiers = ["static", "unit", "integration", "fuzz", "e2e", "faults"] as const;
type Tier = (typeof tiers)[number];
/** failures: one line per failed test (file, name, first line of the error), printed again in the summary. */
type Tally = { passed: number; failed: number; skipped: number; failures?: string[] };

const bin = (name: string) => `node_modules/.bin/${name}`;

/** A fixed secret for lib/auth in Jest and the end-to-end app, so test runs need no setup. */
const TEST_AUTH_SECRET = "test-only-auth-secret-0123456789abcdefghijklmnopqrstuvwxyz";

/**
 * Tests write rows with factories, behind lib/'s back, and read them at once: the short-lived data
 * cache (lib/jobs/public-job-cache.ts) would serve what an earlier test read. Its own test turns it on.
 */
const TESTS_SEE_WRITES_AT_ONCE = { PUBLIC_DATA_CACHE_SECONDS: "0" };

/**
 * The end-to-end app logs warnings and errors only (LOG_LEVEL overrides): an access line per API
 * request would bury the test results. Its /api/metrics token (closed in production without one)
 * is handed to the specs too: tests/e2e/operations.spec.ts reads it.
 */
const E2E_METRICS_TOKEN = "e2e-metrics-token";

/** The end-to-end server runs no background sweep: a notice arriving mid-test would change what a test counts. */
const NO_BACKGROUND_SWEEPS = { EXPIRING_JOBS_SWEEP: "off" };
/** Every browser of the suite logs in from 127.0.0.1: its failed-login tests must not throttle the specs after them. */
const ONE_ADDRESS_FOR_ALL = { LOGIN_FAILURES_PER_ADDRESS: "1000" };

/**
 * Where reports go. Two runs on one checkout (a helper's spec beside the full suite) each set their
 * own TEST_OUTPUT_DIR, and NEXT_DIST_DIR for their own build, or they overwrite each other's.
 */
const outputDir = process.env.TEST_OUTPUT_DIR ?? "test-results";

const results: { label: string; tally: Tally; seconds: number }[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

function log(line: string) {
  console.log(`\n▶ ${line}`);
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

async function timed(label: string, work: () => Promise<Tally>) {
  const started = performance.now();
  let tally: Tally;
  try {
    tally = await work();
  } catch (error) {
    console.error(`✖ ${label}: ${error instanceof Error ? error.message : String(error)}`);
    tally = { passed: 0, failed: 1, skipped: 0 };
  }
  results.push({ label, tally, seconds: (performance.now() - started) / 1000 });
}

const check = async (command: string, args: string[]): Promise<Tally> =>
  (await run(command, args)) === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };

// ---------------------------------------------------------------------------------------------
// Database

type TestServer = { serverUrl: string; urlFor(database: string): string };
let testServer: TestServer | undefined;

// Every run gets its own server and database names, so that two runs on one machine (two
// terminals, or an editor's test runner beside CI) never drop each other's databases. The names
// say which machine and process made them, and when (scripts/support/test-run.ts), so that a run
// that was killed has its databases dropped by the next one, on an external server too.
const runId = process.pid;
const runPrefix = testRunPrefix({ host: hostname(), pid: runId, startedAt: new Date() });
const templateDatabase = `${runPrefix}_template`;
const e2eDatabase = `${runPrefix}_e2e`;

async function getTestServer(): Promise<TestServer> {
  if (testServer) return testServer;
  const external = process.env.TEST_DATABASE_URL;
  const dataDir = `.data/test-postgres-${runId}`;
  if (!external) removeDataDirsOfEndedRuns();
  else await dropDatabasesOfEndedRuns(external);
  const database = await startDatabase({
    dataDir,
    port: process.env.TEST_PG_PORT ? Number(process.env.TEST_PG_PORT) : await freePort(),
    databaseUrl: external ?? null,
    // Test data is thrown away: durability only costs time here.
    serverSettings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
    log: (line) => console.log(`  ${line}`),
  });
  testServer = { serverUrl: database.adminUrl("postgres"), urlFor: (name) => database.adminUrl(name) };
  const server = testServer;
  cleanups.push(async () => {
    if (database.embedded) {
      await database.stop();
      for (const path of [dataDir, `${dataDir}.log`]) rmSync(path, { recursive: true, force: true });
    } else {
      await withAdmin(server, async (client) => {
        const ours = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [runPrefix]);
        for (const { datname } of ours.rows) await client.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
      });
    }
  });
  const started = performance.now();
  await withAdmin(testServer, (client) => client.query(`CREATE DATABASE "${templateDatabase}"`));
  await applyMigrations(testServer.urlFor(templateDatabase));
  console.log(`  migrated the template database in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return testServer;
}

/** Data folders and logs left by runs that were killed before they could clean up. */
function removeDataDirsOfEndedRuns() {
  if (!existsSync(".data")) return;
  for (const entry of readdirSync(".data")) {
    const pid = /^test-postgres-(\d+)(\.log)?$/.exec(entry)?.[1];
    if (pid && !isRunning(Number(pid))) rmSync(`.data/${entry}`, { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function withAdmin<T>(server: TestServer, work: (client: pg.Client) => Promise<T>): Promise<T> {
  return withDatabaseClient(server.serverUrl, work);
}

/** Databases on an external server that a killed run left behind (this machine's dead processes, or any run older than a day). */
async function dropDatabasesOfEndedRuns(externalUrl: string) {
  await withDatabaseClient(databaseUrlFor(externalUrl, "postgres"), async (client) => {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database");
    for (const { datname } of rows) {
      if (isTestRunOver(datname, { host: hostname(), now: new Date(), isRunning })) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Tiers

async function runJest(projects: ("unit" | "integration" | "fuzz")[], testFiles: string[]): Promise<Tally> {
  const env: Record<string, string> = {
    NODE_OPTIONS: "--experimental-vm-modules --disable-warning=ExperimentalWarning",
    NEXTAUTH_SECRET: TEST_AUTH_SECRET,
    NEXTAUTH_URL: "http://localhost:3000",
    ...TESTS_SEE_WRITES_AT_ONCE,
  };
  if (projects.includes("integration") || projects.includes("fuzz")) {
    const server = await getTestServer();
    env.TEST_DATABASE_SERVER_URL = server.serverUrl;
    env.TEST_DATABASE_TEMPLATE = templateDatabase;
    env.TEST_DATABASE_PREFIX = runPrefix;
  }
  mkdirSync(outputDir, { recursive: true });
  const outputFile = `${outputDir}/jest-${projects.join("-")}.json`;
  rmSync(outputFile, { force: true });
  const args = [...testFiles, "--selectProjects", ...projects, "--json", `--outputFile=${outputFile}`];
  if (process.env.CI) args.push("--ci");
  const code = await run("node", ["node_modules/jest/bin/jest.js", ...args], env);
  if (!existsSync(outputFile)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(outputFile, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numRuntimeErrorTestSuites: number;
    testResults: { name: string; status: string; message: string; assertionResults: { status: string; fullName: string; failureMessages: string[] }[] }[];
  };
  // A suite that fails to load has no failed tests of its own; count it, or a broken file passes.
  const failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  const failures = report.testResults.flatMap((suite) => {
    const file = relative(process.cwd(), suite.name);
    const tests = suite.assertionResults.filter((test) => test.status === "failed");
    if (tests.length === 0 && suite.status === "failed") return [`${file}: ${firstLines(suite.message)}`];
    return tests.map((test) => `${file} › ${test.fullName}: ${firstLines(test.failureMessages.join("\n"))}`);
  });
  return {
    passed: report.numPassedTests,
    failed: failed === 0 && code !== 0 ? 1 : failed,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}

function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error("Chromium was not found. Install it (Debian: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH.");
  }
  log("installing Chromium from Debian's packages (once per machine)");
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-noto-color-emoji"]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed; install Chromium by hand or set CHROMIUM_PATH.`);
  }
  if (!existsSync("/usr/bin/chromium")) throw new Error("apt-get finished but /usr/bin/chromium is missing.");
  return "/usr/bin/chromium";
}

/**
 * Next loads each route's server code on its first request: seconds on a busy machine, longer
 * than a test waits for a page. One request per kind of page first, with a session-like cookie
 * so that the response cache keeps none of them (tests see what they render themselves).
 */
async function warmUp(baseUrl: string) {
  const paths = ["/en", "/es/mx", "/en/us/jobs", "/en/us/jobs/software-development", "/en/us/candidates", "/en/us/terms-conditions", "/en/auth/login", "/en/auth/signup", "/en/home/profile", "/api/posts"];
  await Promise.all(
    paths.map((path) => fetch(`${baseUrl}${path}`, { headers: { cookie: "next-auth.session-token=warm-up" }, redirect: "manual" }).then((response) => response.arrayBuffer()).catch(() => undefined)),
  );
}

async function runEndToEnd(specFiles: string[]): Promise<Tally> {
  const chromium = findChromium();
  // The app runs behind nginx: installed from Debian's packages when missing and we may (root).
  ensureNginx(log);
  const e2eInstances = Number(process.env.E2E_INSTANCES || 2);
  if (!Number.isInteger(e2eInstances) || e2eInstances < 1) throw new Error(`E2E_INSTANCES must be a whole number of app instances, not "${process.env.E2E_INSTANCES}".`);
  const server = await getTestServer();
  await withAdmin(server, (client) => client.query(`CREATE DATABASE "${e2eDatabase}" TEMPLATE "${templateDatabase}"`));
  const databaseUrl = server.urlFor(e2eDatabase);
  await seedDemoData(databaseUrl);

  if (!process.env.E2E_SKIP_BUILD) {
    log("building the production app");
    if ((await run(bin("next"), ["build"])) !== 0) throw new Error("next build failed");
  }

  const e2ePort = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  // Social login end to end: a local OpenID Connect provider, switched on in the app by its env
  // (tests/e2e/social-login.spec.ts).
  const oidc = await startOidcProvider({ appUrl: `http://127.0.0.1:${e2ePort}` });
  cleanups.push(() => oidc.stop());
  // Live notifications: the Pusher emulator unless PUSHER_* name a server (tests/e2e/notifications.spec.ts).
  const realtime = await startRealtimeServer({ databaseUrl, port: 0, log: (line) => console.log(`  ${line}`) });
  cleanups.push(() => realtime.stop());
  // Chat: the Stream Chat emulator unless STREAM_API_KEY/SECRET name a service.
  const chat = await startChatServer({ databaseUrl, port: 0, log: (line) => console.log(`  ${line}`) });
  cleanups.push(() => chat.stop());
  // tests/e2e/chat-live.spec.ts restarts the local chat server mid-conversation, and sets a room's
  // slow mode with the server client: the control endpoint and the chat keys go to Playwright only.
  const chatForSpecs: Record<string, string> = {};
  if (chat.restartable) {
    const control = await startChatServerControl(chat.restartable, (line) => console.log(`  ${line}`));
    cleanups.push(() => control.stop());
    Object.assign(chatForSpecs, control.env);
  }
  if (chat.env.STREAM_BASE_URL) {
    Object.assign(chatForSpecs, { E2E_STREAM_API_KEY: chat.env.STREAM_API_KEY, E2E_STREAM_API_SECRET: chat.env.STREAM_API_SECRET, E2E_STREAM_BASE_URL: chat.env.STREAM_BASE_URL });
  }
  await seedDemoChat(databaseUrl, { ...process.env, ...chat.env }, { log: (line) => console.log(`  ${line}`) });
  // Payments: the Stripe emulator unless STRIPE_SECRET_KEY names a Stripe account; its webhooks go to the app.
  const payments = await startPaymentsServer({ databaseUrl, appUrl: `http://127.0.0.1:${e2ePort}`, port: 0, log: (line) => console.log(`  ${line}`) });
  cleanups.push(() => payments.stop());
  await seedDemoPayments(databaseUrl, { ...process.env, ...payments.env }, { log: (line) => console.log(`  ${line}`) });
  // The production server as `npm start` runs it (Next behind the public response cache), as
  // E2E_INSTANCES (default 2) instances behind nginx, as `npm run start:cluster` runs them: every
  // spec runs against instances that share nothing but PostgreSQL and the services.
  const cluster = await startAppCluster({
    instances: e2eInstances,
    port: e2ePort,
    host: "127.0.0.1",
    env: { DATABASE_URL: databaseUrl, NEXTAUTH_SECRET: TEST_AUTH_SECRET, NEXTAUTH_URL: `http://127.0.0.1:${e2ePort}`, TRUSTED_PROXIES: "127.0.0.1", ...TESTS_SEE_WRITES_AT_ONCE, ...NO_BACKGROUND_SWEEPS, ...ONE_ADDRESS_FOR_ALL, METRICS_TOKEN: E2E_METRICS_TOKEN, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn", ...oidc.env, ...realtime.env, ...chat.env, ...payments.env },
    exposeUpstream: true,
    log: (line) => console.log(`  ${line}`),
  });
  cleanups.push(() => cluster.stop());
  const baseUrl = cluster.url;
  // Each instance loads each route's code on its first request: warm them all, not just the one nginx picks.
  await Promise.all(cluster.instances.map((instance) => warmUp(instance.url)));

  // The specs reach the payments server too (STRIPE_API_URL, STRIPE_SECRET_KEY): they advance its
  // clock with POST /_emulator/clock/advance to reach a period's end.
  const env = { E2E_BASE_URL: baseUrl, E2E_INSTANCE_URLS: cluster.instances.map((instance) => instance.url).join(" "), E2E_DATABASE_URL: databaseUrl, E2E_OIDC_ISSUER: oidc.issuer, E2E_METRICS_TOKEN, CHROMIUM_PATH: chromium, ...chatForSpecs, ...payments.env };
  // The public specs run first in a full run (they read the demo data before other specs change it);
  // a run of named specs runs just those.
  const selection = specFiles.length > 0 ? [...specFiles, "--no-deps"] : [];
  const tally = await runPlaywright(selection, env, `${outputDir}/e2e-results.json`);
  // Then, alone, the tests that change a server every test shares (playwright.config.ts): a chat
  // server restart or the payments clock moved a month on, which would break the others mid-test;
  // one at a time, since they would break each other too.
  const alone = await runPlaywright(["--project", "alone", "--workers", "1", "--pass-with-no-tests", ...selection], { ...env, E2E_RUN_ALONE: "1" }, `${outputDir}/alone/e2e-results.json`);
  return { passed: tally.passed + alone.passed, failed: tally.failed + alone.failed, skipped: tally.skipped + alone.skipped, failures: [...(tally.failures ?? []), ...(alone.failures ?? [])] };
}

/** scripts/faults.ts (`npm run test:faults`): it prints its own 'N passed, N failed' last. */
function runFaults(): Promise<Tally> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/faults.ts"], { stdio: ["ignore", "pipe", "inherit"] });
    let lastLines = "";
    child.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      lastLines = (lastLines + chunk.toString()).slice(-500);
    });
    child.on("exit", (code) => {
      const tally = /^(\d+) passed, (\d+) failed$/m.exec(lastLines);
      const [passed, failed] = tally ? [Number(tally[1]), Number(tally[2])] : [0, 1];
      resolve({ passed, failed: failed === 0 && code !== 0 ? 1 : failed, skipped: 0 });
    });
  });
}

async function runPlaywright(args: string[], env: Record<string, string>, reportFile: string): Promise<Tally> {
  rmSync(reportFile, { force: true });
  const code = await run(bin("playwright"), ["test", ...args], env);
  if (!existsSync(reportFile)) return { passed: 0, failed: 1, skipped: 0 };
  const { stats, suites } = JSON.parse(readFileSync(reportFile, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: PlaywrightSuite[];
  };
  const failed = stats.unexpected + stats.flaky;
  return { passed: stats.expected, failed: failed === 0 && code !== 0 ? 1 : failed, skipped: stats.skipped, failures: playwrightFailures(suites ?? []) };
}

type PlaywrightSuite = {
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { projectName: string; status: string; results: { errors?: PlaywrightError[] }[] }[] }[];
};
type PlaywrightError = { message?: string; location?: { file: string; line: number } };

function playwrightFailures(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === "unexpected" || test.status === "flaky")
        .map((test) => `${spec.file} › ${spec.title} [${test.projectName}${test.status === "flaky" ? ", passed on retry" : ""}]: ${describeErrors(test.results.find((result) => result.errors?.length)?.errors ?? [])}`),
    ),
    ...playwrightFailures(suite.suites ?? []),
  ]);
}

/**
 * A timed-out test reports two errors: the timeout, then the step it was waiting on with its line in
 * the spec. Both are kept, each with where it happened, so the summary says where the test stuck.
 */
function describeErrors(errors: PlaywrightError[]): string {
  return errors
    .map((error) => `${firstLines(error.message ?? "")}${error.location ? ` (${basename(error.location.file)}:${error.location.line})` : ""}`)
    .join(" ⏎ ")
    .slice(0, 600);
}

/** The first lines of an error (what failed, expected, received), without terminal colours, short enough for a CI log's tail. */
function firstLines(text: string): string {
  const lines = text.replace(/\u001b\[[0-9;]*m/g, "").split("\n").map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("====="));
  return lines.slice(0, 3).join(" ⏎ ").slice(0, 400);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const args = process.argv.slice(2);
  // Paths (tests/integration/auth.test.ts) narrow the Jest tiers to those files.
  const testFiles = args.filter((arg) => arg.includes("/"));
  const requested = args.filter((arg) => !arg.includes("/"));
  const unknown = requested.filter((name) => !(tiers as readonly string[]).includes(name));
  if (unknown.length > 0) {
    console.error(`✖ unknown test tier: ${unknown.join(", ")} (choose from ${tiers.join(", ")})`);
    process.exit(2);
  }
  const selected = new Set<Tier>(requested.length > 0 ? (requested as Tier[]) : tiers);
  const started = performance.now();

  try {
    if (selected.has("static")) {
      log("type check");
      // Route types (PageProps, LayoutProps, typed links) come from the app/ tree, not from git.
      await timed("type check", async () => ((await run(bin("next"), ["typegen"])) === 0 ? check(bin("tsc"), ["--noEmit"]) : { passed: 0, failed: 1, skipped: 0 }));
      log("lint");
      await timed("lint", () => check(bin("eslint"), ["--max-warnings", "0", "."]));
    }
    const jestProjects = (["unit", "integration", "fuzz"] as const).filter((tier) => selected.has(tier));
    if (jestProjects.length > 0) {
      log(`jest: ${jestProjects.join(" + ")}`);
      await timed(jestProjects.join(" + "), () => runJest([...jestProjects], testFiles));
    }
    if (selected.has("e2e")) {
      log("end-to-end (Playwright, Chromium)");
      // Spec paths (tests/e2e/x.spec.ts) narrow Playwright the way test paths narrow Jest.
      await timed("e2e", () => runEndToEnd(testFiles.filter((file) => file.endsWith(".spec.ts"))));
    }
    if (selected.has("faults")) {
      log("faults (PostgreSQL and each emulator SIGKILLed under load)");
      await timed("faults", runFaults);
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  }

  const total = results.reduce(
    (sum, { tally }) => ({ passed: sum.passed + tally.passed, failed: sum.failed + tally.failed, skipped: sum.skipped + tally.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  console.log("\nSummary");
  for (const { label, tally, seconds } of results) {
    console.log(`  ${label.padEnd(20)} ${tally.passed} passed, ${tally.failed} failed  (${seconds.toFixed(1)} s)`);
    const failures = tally.failures ?? [];
    for (const failure of failures.slice(0, 20)) console.log(`    ✖ ${failure}`);
    if (failures.length > 20) console.log(`    … and ${failures.length - 20} more`);
  }
  console.log(`  total time ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
  process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
}

loadEnvFiles();
process.env.NEXT_TELEMETRY_DISABLED = "1";
await main();
