/**
 * `npm run dev` (next dev) and `npm start` (scripts/next-server.ts: Next's production server behind
 * the public response cache): PostgreSQL (the embedded one unless
 * DATABASE_URL is set), pending migrations, the demo data on the first start, then Next on PORT
 * (default 3000). Ctrl-C or SIGTERM stops Next, then PostgreSQL. When Next exits by itself,
 * PostgreSQL is stopped and its exit code is ours. Without PUSHER_APP_ID/KEY/SECRET, the Pusher
 * emulator runs beside PostgreSQL and Next gets its address and keys (scripts/support/pusher-emulator.ts);
 * the same for chat without STREAM_API_KEY/SECRET (scripts/support/stream-chat-emulator.ts), and
 * for payments without STRIPE_SECRET_KEY (scripts/support/stripe-emulator.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import { constants } from "node:os";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

import { authEnvironment } from "./auth-secret.ts";
import { describeFailure, isPortFree, parsePort, StartupError } from "./db/postgres.ts";
import { loadEnvFiles } from "./load-env.ts";
import { startServices, stopSignals } from "./support/services.ts";

type Mode = "dev" | "start";

const NEXT_STOP_TIMEOUT_MS = 10_000;

function log(line: string) {
  console.log(`  ${line}`);
}

async function main(): Promise<number> {
  const mode = parseMode(process.argv[2]);
  const port = parsePort(process.env.PORT ?? "3000", "PORT");
  if (mode === "start" && !existsSync(".next/BUILD_ID")) {
    throw new StartupError("There is no production build (.next/BUILD_ID is missing): run `npm run build` first.");
  }
  if (!(await isPortFree(port))) {
    const command = mode === "dev" ? "npm run dev" : "npm start";
    throw new StartupError(`Port ${port} is already in use: stop what is using it, or choose another port, e.g. \`PORT=${port === 65_535 ? 3001 : port + 1} ${command}\`.`);
  }

  const stop = stopSignals();
  const services = await startServices({ appUrl: `http://127.0.0.1:${port}`, allowDevTokens: mode === "dev", isStopRequested: stop.isRequested, log });
  if (!services) return 0;
  try {
    const next = startNext(mode, port, services.env);
    const nextExited = exitCodeOf(next);
    void announceWhenListening(port, next);
    const exitCode = await Promise.race([nextExited, stop.requested.then(() => null)]);
    if (exitCode !== null) {
      log(`Next exited (code ${exitCode})`);
      return exitCode;
    }
    await stopNext(next, nextExited);
    return 0;
  } finally {
    await services.stop();
  }
}

function parseMode(argument: string | undefined): Mode {
  if (argument === "dev" || argument === "start") return argument;
  throw new StartupError(`Usage: tsx scripts/serve.ts dev|start (got ${argument ? `"${argument}"` : "nothing"}).`);
}

/**
 * Loaded into Next's processes: when we are killed outright (kill -9), Next notices that its
 * parent changed and stops itself, instead of holding PORT until someone finds it.
 */
const exitWithParent = `data:text/javascript,${encodeURIComponent(
  'const parent = process.ppid; setInterval(() => { if (process.ppid !== parent) process.kill(process.pid, "SIGTERM"); }, 1000).unref();',
)}`;

/**
 * Next runs in a process group of its own: a Ctrl-C in the terminal reaches only us, and we stop
 * Next's whole group (next dev runs a worker process) before PostgreSQL, which it may still use.
 */
function startNext(mode: Mode, port: number, services: Record<string, string>): ChildProcess {
  const entry =
    mode === "dev"
      ? [createRequire(import.meta.url).resolve("next/dist/bin/next"), "dev"]
      : ["--import", import.meta.resolve("tsx"), fileURLToPath(new URL("./next-server.ts", import.meta.url))];
  const next = spawn(process.execPath, ["--import", exitWithParent, ...entry, "--port", String(port)], {
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    // Telemetry off unless asked for: these machines have no network, and a laptop trying the
    // product should not phone home without being told.
    env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env, ...services, PORT: String(port), ...authEnvironment(port) },
  });
  const killOnExit = () => signalGroup(next, "SIGKILL");
  process.on("exit", killOnExit);
  next.once("exit", () => process.removeListener("exit", killOnExit));
  return next;
}

function exitCodeOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once("error", (error) => {
      console.error(`✖ Could not start Next: ${error.message}`);
      resolve(1);
    });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 128 + constants.signals[signal] : 1)));
  });
}

async function stopNext(next: ChildProcess, exited: Promise<number>): Promise<void> {
  if (next.exitCode !== null || next.signalCode !== null) return;
  log("stopping Next");
  signalGroup(next, "SIGTERM");
  const stopped = await Promise.race([exited.then(() => true), sleep(NEXT_STOP_TIMEOUT_MS, false, { ref: false })]);
  // Whatever the group still holds (a worker that outlived the CLI, or everything on timeout).
  signalGroup(next, "SIGKILL");
  if (!stopped) await exited;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Prints the one line saying where the app is, once Next accepts connections. */
async function announceWhenListening(port: number, next: ChildProcess) {
  while (next.exitCode === null && next.signalCode === null) {
    if (await accepts(port)) {
      const seconds = (performance.now() / 1000).toFixed(1);
      console.log(`\n✔ ready in ${seconds} s: http://localhost:${port}\n`);
      return;
    }
    await sleep(100);
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

loadEnvFiles();
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(describeFailure(error));
    process.exit(1);
  },
);
