/**
 * N production app instances (scripts/next-server.ts, what `npm start` runs) on ports of their own,
 * behind nginx on one public port (scripts/support/nginx.ts). `npm run start:cluster` and the
 * end-to-end tier of `npm test` use it. The instances share everything that decides a rule through
 * the environment they are given: one DATABASE_URL, one NEXTAUTH_SECRET, the same chat, realtime
 * and payments services. Each keeps only its own visitor response cache and short-lived read caches.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { constants } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

import { StartupError } from "../db/postgres.ts";
import { freePort } from "./free-port.ts";
import { startNginx, type RunningNginx } from "./nginx.ts";

export type AppInstance = { url: string; port: number; process: ChildProcess; exited: Promise<number> };

export type AppCluster = {
  /** Where users go: nginx. */
  url: string;
  instances: AppInstance[];
  nginx: RunningNginx;
  /** Resolves with the exit code of the first instance that stops by itself. */
  firstExit: Promise<{ instance: AppInstance; code: number }>;
  stop(): Promise<void>;
};

export type AppClusterOptions = {
  /** How many app instances (at least 1). */
  instances: number;
  /** nginx's public port. */
  port: number;
  /** nginx's address: 0.0.0.0 by default; the tests use 127.0.0.1. */
  host?: string;
  /** The environment every instance gets on top of process.env (database, services, secrets). */
  env: Record<string, string>;
  /** What an instance may take to answer /api/health after it starts. */
  startTimeoutMs?: number;
  exposeUpstream?: boolean;
  log?: (line: string) => void;
};

const INSTANCE_STOP_TIMEOUT_MS = 10_000;

/**
 * Loaded into each instance: when the process that started it dies outright (kill -9), the
 * instance notices that its parent changed and stops, instead of holding its port.
 */
const exitWithParent = `data:text/javascript,${encodeURIComponent(
  'const parent = process.ppid; setInterval(() => { if (process.ppid !== parent) process.kill(process.pid, "SIGTERM"); }, 1000).unref();',
)}`;

export async function startAppCluster(options: AppClusterOptions): Promise<AppCluster> {
  if (!Number.isInteger(options.instances) || options.instances < 1) throw new StartupError(`A cluster needs at least one instance, not ${options.instances}.`);
  const log = options.log ?? (() => undefined);
  const instances: AppInstance[] = [];
  let nginx: RunningNginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => stopInstance(instance)));
  };
  try {
    for (let index = 0; index < options.instances; index += 1) {
      const port = await freePort();
      instances.push(startInstance(port, options.env));
    }
    // Started together, then waited for: the two start in the time of one on a machine with two cores.
    await Promise.all(instances.map((instance) => waitForHealth(instance, options.startTimeoutMs ?? 90_000)));
    log(`${instances.length} app instance${instances.length === 1 ? "" : "s"} on ${instances.map((instance) => instance.port).join(", ")}`);
    nginx = await startNginx({
      port: options.port,
      host: options.host,
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
      exposeUpstream: options.exposeUpstream,
      log,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const firstExit = Promise.race(instances.map((instance) => instance.exited.then((code) => ({ instance, code }))));
  return { url: nginx.url, instances, nginx, firstExit, stop };
}

function startInstance(port: number, env: Record<string, string>): AppInstance {
  const server = fileURLToPath(new URL("../next-server.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", exitWithParent, "--import", import.meta.resolve("tsx"), server, "--port", String(port), "--hostname", "127.0.0.1"], {
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env, ...env, PORT: String(port) },
  });
  const killOnExit = () => signalGroup(child, "SIGKILL");
  process.on("exit", killOnExit);
  const exited = new Promise<number>((resolve) => {
    child.once("error", () => resolve(1));
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 128 + constants.signals[signal] : 1)));
  });
  void exited.then(() => process.removeListener("exit", killOnExit));
  return { url: `http://127.0.0.1:${port}`, port, process: child, exited };
}

async function waitForHealth(instance: AppInstance, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null = null;
  void instance.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== null) throw new StartupError(`the app instance on port ${instance.port} exited with code ${exitCode} before answering`);
    try {
      const response = await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new StartupError(`${instance.url}/api/health did not answer within ${timeoutMs / 1000} s`);
}

async function stopInstance(instance: AppInstance) {
  const { process: child } = instance;
  if (child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child, "SIGTERM");
  const stopped = await Promise.race([instance.exited.then(() => true), sleep(INSTANCE_STOP_TIMEOUT_MS, false, { ref: false })]);
  signalGroup(child, "SIGKILL");
  if (!stopped) await instance.exited;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}
