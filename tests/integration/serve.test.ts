/**
 * `npm run dev` and `npm start` (scripts/serve.ts) as users run them, for the mistakes they make:
 * the command must stop with exit code 1 and one line saying what to do, no stack trace, and
 * before starting anything (no embedded PostgreSQL in .data/postgres, no Next).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";

import { freePort } from "@/scripts/support/free-port";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
// tsx, its loader and the imports of serve.ts take a second or two; more on a busy machine.
const COMMAND_TIMEOUT_MS = 30_000;

type Outcome = { code: number | null; stdout: string; stderr: string };

/**
 * Runs `tsx scripts/serve.ts <mode>` with the user's environment plus `env`. Jest's own NODE_OPTIONS
 * are left out, as a user's shell would not have them.
 */
async function serve(mode: "dev" | "start", env: Record<string, string>, options: { cwd?: string } = {}): Promise<Outcome> {
  const userEnv = { ...process.env };
  delete userEnv.NODE_OPTIONS;
  const cwd = options.cwd ?? projectRoot;
  // tsx finds tsconfig.json (and so the @/ paths scripts/db/seed.ts imports) from the working folder.
  const tsconfig = cwd === projectRoot ? [] : ["--tsconfig", path.join(projectRoot, "tsconfig.json")];
  const child = spawn(path.join(projectRoot, "node_modules/.bin/tsx"), [...tsconfig, path.join(projectRoot, "scripts/serve.ts"), mode], {
    cwd,
    env: { ...userEnv, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  // Should it get past its checks, it must not keep running after the test: SIGTERM is how it
  // stops Next and PostgreSQL (tsx passes the signal on to the script).
  const watchdog = setTimeout(() => child.kill("SIGTERM"), COMMAND_TIMEOUT_MS - 10_000);
  const [code] = (await once(child, "close")) as [number | null];
  clearTimeout(watchdog);
  return { code, stdout, stderr };
}

/** Exit code 1 and exactly the one line on stderr; nothing on stdout, where any start would log. */
function expectFailureWith(outcome: Outcome, message: string) {
  expect(outcome).toEqual({ code: 1, stdout: "", stderr: `✖ ${message}\n` });
}

describe("npm run dev and npm start refuse to start", () => {
  let appPort: number;
  // Where DATABASE_URL points in every case: nothing listens there, so a command that got past the
  // check under test would fail with the connection message rather than start a database.
  let closedDatabasePort: number;
  let refusedDatabaseUrl: string;

  beforeAll(async () => {
    appPort = await freePort();
    closedDatabasePort = await freePort();
    refusedDatabaseUrl = `postgresql://app:secret@127.0.0.1:${closedDatabasePort}/remote_jobs`;
  });

  it(
    "when PORT is already in use, naming the next port to try",
    async () => {
      const occupant = net.createServer().listen(0);
      await once(occupant, "listening");
      const { port } = occupant.address() as net.AddressInfo;
      try {
        const outcome = await serve("dev", { PORT: String(port), DATABASE_URL: refusedDatabaseUrl });
        expectFailureWith(outcome, `Port ${port} is already in use: stop what is using it, or choose another port, e.g. \`PORT=${port + 1} npm run dev\`.`);
      } finally {
        occupant.close();
        await once(occupant, "close");
      }
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    "when PORT is not a port number",
    async () => {
      const outcome = await serve("dev", { PORT: "abc", DATABASE_URL: refusedDatabaseUrl });
      expectFailureWith(outcome, 'PORT must be a port number between 1 and 65535, not "abc".');
    },
    COMMAND_TIMEOUT_MS,
  );

  it(
    "when no PostgreSQL server listens at DATABASE_URL",
    async () => {
      const outcome = await serve("dev", { PORT: String(appPort), DATABASE_URL: refusedDatabaseUrl });
      expectFailureWith(
        outcome,
        `DATABASE_URL: connection refused at 127.0.0.1:${closedDatabasePort}, no PostgreSQL server is listening there (start it, fix the URL, or unset DATABASE_URL to use the embedded server).`,
      );
    },
    COMMAND_TIMEOUT_MS,
  );

  describe("in start mode without a production build", () => {
    // serve.ts looks for .next/BUILD_ID in the working folder (npm runs scripts from the project
    // root). The project's own .next may hold the e2e build, so the command runs from an empty
    // folder instead, which is exactly a project that was never built.
    let unbuiltDir: string;

    beforeAll(async () => {
      unbuiltDir = await fs.mkdtemp(path.join(os.tmpdir(), "serve-unbuilt-"));
    });

    afterAll(async () => {
      await fs.rm(unbuiltDir, { recursive: true, force: true });
    });

    it(
      "asks for `npm run build` first",
      async () => {
        const outcome = await serve("start", { PORT: String(appPort), DATABASE_URL: refusedDatabaseUrl }, { cwd: unbuiltDir });
        expectFailureWith(outcome, "There is no production build (.next/BUILD_ID is missing): run `npm run build` first.");
        expect(await fs.readdir(unbuiltDir)).toEqual([]);
      },
      COMMAND_TIMEOUT_MS,
    );
  });
});
