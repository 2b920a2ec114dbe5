/**
 * The database lifecycle behind `npm run dev`, `npm start` and the db:* commands
 * (scripts/db/postgres.ts), against real embedded servers in throwaway folders and ports of
 * their own, never the shared test server or the project's .data/postgres.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import pg from "pg";

import { describeFailure, isPortFree, startDatabase, StartupError, type RunningDatabase, type StartDatabaseOptions } from "@/scripts/db/postgres";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const postgresModule = path.join(projectRoot, "scripts/db/postgres.ts");
// The first start runs initdb (1-2 s); crash recovery and stopping an orphan add a few more.
const SERVER_TIMEOUT_MS = 60_000;
// A DATABASE_URL connection gives up after 10 s: long enough for that message to show instead of Jest's.
const CONNECT_TIMEOUT_MS = 20_000;

let root: string;
// One data folder and port for most tests: whichever test starts first creates the folder (initdb
// is the slow part), the others reuse it and make their own rows.
let dataDir: string;
let port: number;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "postgres-test-"));
  // As root, PostgreSQL runs as the postgres user, which must be able to pass through this folder.
  await fs.chmod(root, 0o755);
  dataDir = path.join(root, "data");
  port = await freePort();
});

afterAll(async () => {
  // Whatever a failed test left running would otherwise outlive the test run.
  for (const pid of await postgresProcessesUnder(root)) process.kill(pid, "SIGQUIT");
  await fs.rm(root, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, "close");
  return port;
}

async function startEmbedded(options: StartDatabaseOptions & { dataDir: string; port: number }) {
  const lines: string[] = [];
  const database = await startDatabase({ databaseUrl: null, ...options, log: (line) => lines.push(line) });
  return { database, lines };
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The error a start fails with; fails the test when the start succeeds. */
async function startupErrorOf(options: StartDatabaseOptions): Promise<StartupError> {
  let database: RunningDatabase;
  try {
    database = await startDatabase({ log: () => {}, ...options });
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return error as StartupError;
  }
  await database.stop();
  throw new Error("the start succeeded");
}

/** What a command prints for the failure: one line, no stack, no log tail. */
async function expectStartToFailWith(options: StartDatabaseOptions, message: string) {
  const error = await startupErrorOf(options);
  expect(describeFailure(error)).toBe(`✖ ${message}`);
}

async function postmasterPid(dataDir: string): Promise<number> {
  return Number((await fs.readFile(path.join(dataDir, "postmaster.pid"), "utf8")).split("\n")[0]);
}

/** Running, not a zombie: init may take a moment to reap an orphan that exited. */
async function isAlive(pid: number): Promise<boolean> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  return stat !== null && stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
}

async function waitUntilDead(pid: number): Promise<boolean> {
  for (let attempt = 0; attempt < 200 && (await isAlive(pid)); attempt++) await sleep(25);
  return !(await isAlive(pid));
}

async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await fs.readdir("/proc").catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fs.readFile(`/proc/${entry}/stat`, "utf8").catch(() => null);
    // "pid (command) state ppid ...", where the command may itself contain spaces and parentheses.
    if (stat && Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) children.push(Number(entry));
  }
  return children;
}

async function aliveAmong(pids: number[]): Promise<number[]> {
  const alive = await Promise.all(pids.map((pid) => isAlive(pid)));
  return pids.filter((_, index) => alive[index]);
}

/** Live processes whose command line names a folder under `folder` (postgres runs with -D <dataDir>). */
async function postgresProcessesUnder(folder: string): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await fs.readdir("/proc").catch(() => [])) {
    if (!/^\d+$/.test(entry) || !(await isAlive(Number(entry)))) continue;
    const commandLine = await fs.readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    const [program, ...args] = commandLine.split("\0");
    if (/postgres/.test(path.basename(program ?? "")) && args.some((arg) => arg === folder || arg.startsWith(`${folder}/`))) {
      pids.push(Number(entry));
    }
  }
  return pids;
}

// Another command (a second `npm run dev`, a db:* command) holding a server on a data folder:
// a node process of its own, as in real use, so that its postgres is not a child of Jest.
const holderSource = `
const { startDatabase } = await import(${JSON.stringify(postgresModule)});
const database = await startDatabase({ dataDir: process.argv[1], port: Number(process.argv[2]), databaseUrl: null });
console.log("READY");
process.on("SIGTERM", () => void database.stop().then(() => process.exit(0)));
setInterval(() => {}, 60_000);
`;

async function startHolder(dataDir: string, port: number): Promise<ChildProcess> {
  const holder = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", holderSource, dataDir, String(port)], {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  holder.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  for await (const line of createInterface({ input: holder.stdout! })) {
    if (line === "READY") return holder;
  }
  throw new Error(`the holder process exited before its server was ready:\n${errors}`);
}

async function stopHolder(holder: ChildProcess) {
  if (holder.exitCode !== null || holder.signalCode !== null) return;
  holder.kill("SIGTERM");
  await once(holder, "exit");
}

describe("the embedded PostgreSQL", () => {
  it(
    "creates the data folder on the first start and reuses it on the next, keeping the rows written",
    async () => {
      const first = await startEmbedded({ dataDir, port });
      try {
        await query(first.database.url, "CREATE TABLE kept (value text); INSERT INTO kept VALUES ('still here')");
      } finally {
        await first.database.stop();
      }
      expect(first.lines).toContain(`creating ${dataDir} (first start)`);
      expect(first.lines).toContain("created database remote_jobs");
      const readyLine = first.lines.at(-1)?.replace(/^PostgreSQL \d+ /, "PostgreSQL <major> ").replace(/ in \d+\.\d s$/, " in <seconds> s");
      expect(readyLine).toBe(`PostgreSQL <major> ready on 127.0.0.1:${port} (${dataDir}) in <seconds> s`);

      const second = await startEmbedded({ dataDir, port });
      try {
        expect(await query<{ value: string }>(second.database.url, "SELECT value FROM kept")).toEqual([{ value: "still here" }]);
      } finally {
        await second.database.stop();
      }
      expect(second.lines.filter((line) => line.includes("first start") || line.includes("created database"))).toEqual([]);
    },
    SERVER_TIMEOUT_MS,
  );

  it(
    "leaves no postgres process on the data folder and frees the port after stop()",
    async () => {
      const { database } = await startEmbedded({ dataDir, port });
      const postmaster = await postmasterPid(dataDir);
      const serverProcesses = [postmaster, ...(await childrenOf(postmaster))];
      const runningOnFolder = await postgresProcessesUnder(dataDir);
      await database.stop();
      expect(runningOnFolder).toEqual([postmaster]);
      // The postmaster and its background workers (checkpointer, WAL writer, ...), which rename
      // themselves and so do not show the data folder on their command line.
      expect(serverProcesses.length).toBeGreaterThan(1);
      expect(await aliveAmong(serverProcesses)).toEqual([]);
      expect(await postgresProcessesUnder(dataDir)).toEqual([]);
      expect(await isPortFree(port, "127.0.0.1")).toBe(true);
    },
    SERVER_TIMEOUT_MS,
  );

  it(
    "runs several instances side by side, each on its own folder, port and database",
    async () => {
      const otherDir = path.join(root, "other");
      const other = await startEmbedded({ dataDir: otherDir, port: await freePort(), databaseName: "other_app" });
      const main = await startEmbedded({ dataDir, port });
      try {
        expect(await query(other.database.url, "SELECT current_database() AS name")).toEqual([{ name: "other_app" }]);
        expect(await query(main.database.url, "SELECT current_database() AS name")).toEqual([{ name: "remote_jobs" }]);
        expect(await query(main.database.adminUrl("postgres"), "SELECT current_database() AS name")).toEqual([{ name: "postgres" }]);
      } finally {
        await Promise.all([other.database.stop(), main.database.stop()]);
      }
      expect(await postgresProcessesUnder(otherDir)).toEqual([]);
      expect(await postgresProcessesUnder(dataDir)).toEqual([]);
    },
    SERVER_TIMEOUT_MS,
  );

  it(
    "starts again over the stale postmaster.pid that kill -9 leaves, with the data intact",
    async () => {
      const { database } = await startEmbedded({ dataDir, port });
      await query(database.url, "CREATE TABLE survived_kill (value text); INSERT INTO survived_kill VALUES ('committed')");
      const pid = await postmasterPid(dataDir);
      process.kill(pid, "SIGKILL");
      expect(await waitUntilDead(pid)).toBe(true);
      await database.stop();
      expect(await postmasterPid(dataDir)).toBe(pid);

      const again = await startEmbedded({ dataDir, port });
      try {
        expect(await query(again.database.url, "SELECT value FROM survived_kill")).toEqual([{ value: "committed" }]);
      } finally {
        await again.database.stop();
      }
    },
    SERVER_TIMEOUT_MS,
  );

  it(
    "starts over a postmaster.pid naming a live process that is not postgres (a reused pid)",
    async () => {
      const sleeper = spawn("sleep", ["60"]);
      await once(sleeper, "spawn");
      try {
        await fs.writeFile(path.join(dataDir, "postmaster.pid"), `${sleeper.pid}\n${dataDir}\n0\n${port}\n\n127.0.0.1\n0 0\nready\n`);
        const { database } = await startEmbedded({ dataDir, port });
        try {
          expect(await query(database.url, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
        } finally {
          await database.stop();
        }
        expect(sleeper.exitCode).toBeNull();
      } finally {
        sleeper.kill();
      }
    },
    SERVER_TIMEOUT_MS,
  );

  it(
    "stops the postgres that a command killed with kill -9 left running, then starts its own",
    async () => {
      const holder = await startHolder(dataDir, port);
      const orphan = await postmasterPid(dataDir);
      holder.kill("SIGKILL");
      await once(holder, "exit");
      try {
        expect(await isAlive(orphan)).toBe(true);
        const { database, lines } = await startEmbedded({ dataDir, port });
        try {
          expect(lines).toContain(`stopping PostgreSQL left running by an interrupted run (PID ${orphan})`);
          expect(await postmasterPid(dataDir)).not.toBe(orphan);
          expect(await isAlive(orphan)).toBe(false);
          expect(await query(database.url, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
        } finally {
          await database.stop();
        }
        expect(await postgresProcessesUnder(dataDir)).toEqual([]);
      } finally {
        if (await isAlive(orphan)) process.kill(orphan, "SIGQUIT");
      }
    },
    SERVER_TIMEOUT_MS,
  );

  it(
    "shares the server another live command holds, and leaves it running on stop()",
    async () => {
      const holder = await startHolder(dataDir, port);
      try {
        const heldBy = await postmasterPid(dataDir);
        const { database, lines } = await startEmbedded({ dataDir, port });
        await database.stop();
        expect(lines).toEqual([`PostgreSQL for ${dataDir} is already running for another command (PID ${heldBy}); using it`]);
        expect(await query(database.url, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
      } finally {
        await stopHolder(holder);
      }
      expect(await postgresProcessesUnder(dataDir)).toEqual([]);
    },
    SERVER_TIMEOUT_MS,
  );

  it(
    "refuses a busy port in one line, without creating the data folder",
    async () => {
      const freshDir = path.join(root, "busy-port");
      const blocker = net.createServer().listen(port, "127.0.0.1");
      await once(blocker, "listening");
      try {
        await expectStartToFailWith(
          { dataDir: freshDir, port, databaseUrl: null },
          `Port ${port} for the embedded PostgreSQL is already in use: set EMBEDDED_PG_PORT to a free port, or stop what listens there.`,
        );
      } finally {
        blocker.close();
        await once(blocker, "close");
      }
      expect(await fs.stat(freshDir).catch(() => null)).toBeNull();
    },
    SERVER_TIMEOUT_MS,
  );

  it(
    "refuses a data folder from another PostgreSQL major version, and leaves it as it was",
    async () => {
      const oldDir = path.join(root, "old-major");
      await fs.mkdir(oldDir);
      await fs.writeFile(path.join(oldDir, "PG_VERSION"), "16\n");
      const error = await startupErrorOf({ dataDir: oldDir, port, databaseUrl: null });
      const bundled = /the bundled PostgreSQL is (\d+):/.exec(error.message)?.[1];
      expect(Number(bundled)).toBeGreaterThan(16);
      expect(describeFailure(error)).toBe(
        `✖ ${oldDir} was created by PostgreSQL 16, but the bundled PostgreSQL is ${bundled}: move that folder away (or delete it) and start again to create a new one.`,
      );
      expect(await fs.readdir(oldDir)).toEqual(["PG_VERSION"]);
    },
    SERVER_TIMEOUT_MS,
  );

  it(
    "refuses a folder that is not empty and holds no PostgreSQL data, and leaves it as it was",
    async () => {
      const junkDir = path.join(root, "junk");
      await fs.mkdir(junkDir);
      await fs.writeFile(path.join(junkDir, "notes.txt"), "hello\n");
      await expectStartToFailWith(
        { dataDir: junkDir, port, databaseUrl: null },
        `${junkDir} is not empty but holds no PostgreSQL data (no PG_VERSION): move it away or delete it.`,
      );
      expect(await fs.readdir(junkDir)).toEqual(["notes.txt"]);
    },
    SERVER_TIMEOUT_MS,
  );
});

describe("isPortFree", () => {
  it("is false while something listens on the port and true once it has closed", async () => {
    const blocker = net.createServer().listen(0);
    await once(blocker, "listening");
    const { port } = blocker.address() as net.AddressInfo;
    const whileListening = await isPortFree(port);
    blocker.close();
    await once(blocker, "close");
    expect(whileListening).toBe(false);
    expect(await isPortFree(port)).toBe(true);
  });
});

describe("a server in DATABASE_URL", () => {
  it("that refuses connections is reported in one line", async () => {
    const closedPort = await freePort();
    await expectStartToFailWith(
      { databaseUrl: `postgresql://app:secret@127.0.0.1:${closedPort}/remote_jobs` },
      `DATABASE_URL: connection refused at 127.0.0.1:${closedPort}, no PostgreSQL server is listening there (start it, fix the URL, or unset DATABASE_URL to use the embedded server).`,
    );
  }, CONNECT_TIMEOUT_MS);

  it("on a host that does not resolve is reported in one line", async () => {
    await expectStartToFailWith(
      { databaseUrl: "postgresql://app:secret@no-such-host.invalid:5432/remote_jobs" },
      'DATABASE_URL: unknown host "no-such-host.invalid" (check the host name, or unset DATABASE_URL to use the embedded server).',
    );
  }, CONNECT_TIMEOUT_MS);

  it("that is not a PostgreSQL URL is reported in one line", async () => {
    await expectStartToFailWith(
      { databaseUrl: "localhost:5432/remote_jobs" },
      "DATABASE_URL is not a PostgreSQL URL: expected postgresql://user:password@host:5432/database.",
    );
  }, CONNECT_TIMEOUT_MS);

  describe("on a running server", () => {
    let server: RunningDatabase;

    beforeAll(async () => {
      ({ database: server } = await startEmbedded({ dataDir, port }));
    }, SERVER_TIMEOUT_MS);

    afterAll(async () => {
      await server?.stop();
    }, SERVER_TIMEOUT_MS);

    it("with a wrong password is reported in one line", async () => {
      const wrong = new URL(server.url);
      wrong.password = "wrong";
      await expectStartToFailWith(
        { databaseUrl: wrong.toString() },
        `DATABASE_URL: authentication failed for user "postgres" at 127.0.0.1:${port} (check the user name and password).`,
      );
    }, CONNECT_TIMEOUT_MS);

    it("naming a database that does not exist is reported in one line", async () => {
      await expectStartToFailWith(
        { databaseUrl: server.adminUrl("no_such_database") },
        `DATABASE_URL: database "no_such_database" does not exist on 127.0.0.1:${port} (create it, e.g. \`createdb no_such_database\`, or fix the URL).`,
      );
    }, CONNECT_TIMEOUT_MS);

    it("that works is used as it is, and stop() leaves it running", async () => {
      const external = await startDatabase({ databaseUrl: server.url, log: () => {} });
      await external.stop();
      expect(external.embedded).toBe(false);
      expect(external.url).toBe(server.url);
      expect(new URL(external.adminUrl("other")).pathname).toBe("/other");
      expect(await query(server.url, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
    }, CONNECT_TIMEOUT_MS);
  });
});
