/**
 * The stack `npm run test:faults` breaks on purpose: its own embedded PostgreSQL (durable settings,
 * as `npm start` runs it), the three emulators each in a process of its own (so that one can be
 * SIGKILLed and started again on the same port and data), and the production server
 * (scripts/next-server.ts, what `npm start` runs) pointed at them.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

import { applyMigrations } from "../db/migrations.ts";
import { startDatabase, type RunningDatabase } from "../db/postgres.ts";
import { seedBulk, seedDemoData } from "../db/seed.ts";
import { seedDemoPayments } from "../db/seed-demo-payments.ts";
import { startProductionServer, type ProductionServer } from "../bench/production-server.ts";
import { freePort } from "../support/free-port.ts";
import { LOCAL_PUSHER_APP } from "../support/pusher-emulator.ts";
import { LOCAL_STREAM_APP } from "../support/stream-chat-emulator.ts";
import { LOCAL_STRIPE_KEYS } from "../support/stripe-emulator.ts";

const BULK_JOBS = 1_500;

export type EmulatorName = "pusher" | "stream-chat" | "stripe";

/** One emulator's main.ts in its own process, killed and started again on the same port and database. */
export class EmulatorProcess {
  private child: ChildProcess | null = null;

  constructor(
    readonly name: EmulatorName,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ["--import", "tsx", `emulators/${this.name}/main.ts`], { env: { ...process.env, ...this.env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/listening/.test(output)) resolve();
      };
      child.stdout!.on("data", onData);
      // Its errors stay visible: a dispatcher that cannot reach PostgreSQL says so.
      child.stderr!.on("data", (chunk: Buffer) => process.stderr.write(`    [${this.name}] ${chunk.toString().trimEnd().split("\n").join(`\n    [${this.name}] `)}\n`));
      child.once("exit", (code, signal) => reject(new Error(`the ${this.name} emulator exited (${signal ?? code}) before listening:\n${output}`)));
    });
    child.stdout!.resume();
    this.child = child;
  }

  /** SIGKILL: no goodbye to its clients, no chance to finish what it was writing. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }
}

export type FaultStack = {
  app: ProductionServer;
  databaseUrl: string;
  /** SIGKILLs PostgreSQL's whole process group (postmaster and backends); returns when it is gone. */
  killDatabase(): Promise<void>;
  /** Starts PostgreSQL again on the same folder and port (crash recovery from its WAL). */
  restartDatabase(): Promise<void>;
  emulators: Record<EmulatorName, EmulatorProcess>;
  stop(): Promise<void>;
};

export async function startFaultStack(log: (line: string) => void): Promise<FaultStack> {
  removeDataOfEndedRuns();
  const dataDir = `.data/faults-postgres-${process.pid}`;
  const databasePort = await freePort();
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => log(`cleanup: ${String(error)}`));
    for (const path of [dataDir, `${dataDir}.log`]) rmSync(path, { recursive: true, force: true });
  };
  try {
    // No DATABASE_URL: the embedded server is the one we can kill.
    const open = () => startDatabase({ dataDir, port: databasePort, databaseUrl: null, log });
    let database: RunningDatabase = await open();
    cleanups.push(() => database.stop());
    await applyMigrations(database.url, { log });
    await seedDemoData(database.url, { log });
    // Open jobs enough for the candidate's applications, one job each, for every fault's load.
    await seedBulk(database.url, { jobs: BULK_JOBS, candidates: 0, log });
    const databaseUrl = database.url;

    const appPort = await freePort();
    const [pusherPort, chatPort, stripePort] = [await freePort(), await freePort(), await freePort()];
    const emulators: Record<EmulatorName, EmulatorProcess> = {
      pusher: new EmulatorProcess("pusher", pusherPort, {
        PUSHER_APP_ID: LOCAL_PUSHER_APP.id,
        PUSHER_KEY: LOCAL_PUSHER_APP.key,
        PUSHER_SECRET: LOCAL_PUSHER_APP.secret,
        PUSHER_EMULATOR_PORT: String(pusherPort),
        DATABASE_URL: databaseUrl,
      }),
      "stream-chat": new EmulatorProcess("stream-chat", chatPort, {
        STREAM_API_KEY: LOCAL_STREAM_APP.key,
        STREAM_API_SECRET: LOCAL_STREAM_APP.secret,
        STREAM_EMULATOR_PORT: String(chatPort),
        DATABASE_URL: databaseUrl,
      }),
      stripe: new EmulatorProcess("stripe", stripePort, {
        STRIPE_SECRET_KEY: LOCAL_STRIPE_KEYS.secretKey,
        STRIPE_PUBLISHABLE_KEY: LOCAL_STRIPE_KEYS.publishableKey,
        STRIPE_EMULATOR_PORT: String(stripePort),
        STRIPE_WEBHOOK_URL: `http://127.0.0.1:${appPort}/api/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_KEYS.webhookSecret,
        DATABASE_URL: databaseUrl,
      }),
    };
    for (const emulator of Object.values(emulators)) {
      await emulator.start();
      cleanups.push(() => emulator.kill());
      log(`${emulator.name} emulator on ${emulator.url} (pid of its own)`);
    }
    const servicesEnv = {
      PUSHER_APP_ID: LOCAL_PUSHER_APP.id,
      PUSHER_KEY: LOCAL_PUSHER_APP.key,
      PUSHER_SECRET: LOCAL_PUSHER_APP.secret,
      PUSHER_HOST: "127.0.0.1",
      PUSHER_PORT: String(pusherPort),
      PUSHER_USE_TLS: "false",
      STREAM_API_KEY: LOCAL_STREAM_APP.key,
      STREAM_API_SECRET: LOCAL_STREAM_APP.secret,
      STREAM_BASE_URL: emulators["stream-chat"].url,
      STRIPE_SECRET_KEY: LOCAL_STRIPE_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: LOCAL_STRIPE_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_KEYS.webhookSecret,
      STRIPE_API_URL: emulators.stripe.url,
    };
    await seedDemoPayments(databaseUrl, { ...process.env, ...servicesEnv }, { log });
    const app = await startProductionServer({ databaseUrl, port: appPort, env: servicesEnv });
    cleanups.push(() => app.stop());

    return {
      app,
      databaseUrl,
      emulators,
      async killDatabase() {
        const pid = Number(readFileSync(`${dataDir}/postmaster.pid`, "utf8").split("\n")[0]);
        process.kill(-pid, "SIGKILL");
        while (isAlive(pid)) await sleep(10);
      },
      async restartDatabase() {
        database = await open();
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What a run that was killed before it could clean up left in .data (its PostgreSQL died with it). */
function removeDataOfEndedRuns() {
  if (!existsSync(".data")) return;
  for (const entry of readdirSync(".data")) {
    const pid = /^faults-postgres-(\d+)(\.log)?$/.exec(entry)?.[1];
    if (pid && !isAlive(Number(pid))) rmSync(`.data/${entry}`, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}
