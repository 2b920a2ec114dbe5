/**
 * `npm run start:cluster`: the production app as it runs on more than one process, on one machine.
 * One command starts PostgreSQL (the embedded one unless DATABASE_URL is set), applies pending
 * migrations and the demo data on the first start, starts the chat, realtime and payments
 * emulators once (unless their hosted services' keys are set, as for `npm start`), then
 * APP_INSTANCES (default 2) instances of the production server on free ports of their own, and
 * nginx on PORT (default 3000) in front of them (scripts/support/nginx.ts). Needs a build
 * (`npm run build`); installs Debian's nginx when it is missing (scripts/install-nginx.sh).
 *
 * Ctrl-C or SIGTERM stops nginx, the instances, the emulators, then PostgreSQL. When an instance
 * exits by itself, everything is stopped and its exit code is ours.
 */
import { existsSync } from "node:fs";
import { performance } from "node:perf_hooks";

import { authEnvironment } from "./auth-secret.ts";
import { applyMigrations } from "./db/migrations.ts";
import { describeFailure, isPortFree, parsePort, startDatabase, StartupError, type RunningDatabase } from "./db/postgres.ts";
import { seedDemoData } from "./db/seed.ts";
import { seedDemoChat } from "./db/seed-demo-chat.ts";
import { seedDemoPayments } from "./db/seed-demo-payments.ts";
import { loadEnvFiles } from "./load-env.ts";
import { startAppCluster, type AppCluster } from "./support/app-cluster.ts";
import { ensureNginx } from "./support/nginx.ts";
import { startRealtimeServer, type RealtimeServer } from "./support/pusher-emulator.ts";
import { startChatServer, type ChatServer } from "./support/stream-chat-emulator.ts";
import { startPaymentsServer, type PaymentsServer } from "./support/stripe-emulator.ts";

function log(line: string) {
  console.log(`  ${line}`);
}

function instanceCount(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 2;
  if (!/^[1-9]\d*$/.test(value.trim())) throw new StartupError(`APP_INSTANCES must be a whole number of app instances, not "${value}".`);
  return Number(value);
}

async function main(): Promise<number> {
  const port = parsePort(process.env.PORT ?? "3000", "PORT");
  const instances = instanceCount(process.env.APP_INSTANCES);
  if (!existsSync(".next/BUILD_ID")) throw new StartupError("There is no production build (.next/BUILD_ID is missing): run `npm run build` first.");
  if (!(await isPortFree(port))) throw new StartupError(`Port ${port} is already in use: stop what is using it, or choose another port, e.g. \`PORT=${port === 65_535 ? 3001 : port + 1} npm run start:cluster\`.`);
  ensureNginx(log);

  let isStopRequested = false;
  const stopRequested = new Promise<void>((resolve) => {
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
      process.on(signal, () => {
        isStopRequested = true;
        resolve();
      });
    }
  });

  const publicUrl = `http://127.0.0.1:${port}`;
  let database: RunningDatabase | undefined;
  let realtime: RealtimeServer | undefined;
  let chat: ChatServer | undefined;
  let payments: PaymentsServer | undefined;
  let cluster: AppCluster | undefined;
  try {
    database = await startDatabase({ log });
    if (isStopRequested) return 0;
    await applyMigrations(database.url, { log });
    await seedDemoData(database.url, { log });
    if (isStopRequested) return 0;
    // Started once and shared: every instance publishes to the same realtime server and talks to
    // the same chat and payments servers, so a user connected through one instance hears what another did.
    realtime = await startRealtimeServer({ databaseUrl: database.url, log });
    chat = await startChatServer({ databaseUrl: database.url, log, allowDevTokens: false });
    await seedDemoChat(database.url, { ...process.env, ...chat.env }, { log }).catch((error: unknown) => log(`chat: demo rooms not seeded (${error instanceof Error ? error.message : String(error)})`));
    // Webhooks go to nginx like every other request: any instance may apply them.
    payments = await startPaymentsServer({ databaseUrl: database.url, appUrl: publicUrl, log });
    await seedDemoPayments(database.url, { ...process.env, ...payments.env }, { log }).catch((error: unknown) => log(`payments: demo subscription not seeded (${error instanceof Error ? error.message : String(error)})`));
    if (isStopRequested) return 0;

    cluster = await startAppCluster({
      instances,
      port,
      env: {
        DATABASE_URL: database.url,
        ...realtime.env,
        ...chat.env,
        ...payments.env,
        // One secret and one public origin for all: a session made on one instance is read by the others.
        ...authEnvironment(port),
        // nginx is the one hop whose X-Forwarded-For the instances believe.
        TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? "127.0.0.1",
      },
      log,
    });
    console.log(`\n✔ ready in ${(performance.now() / 1000).toFixed(1)} s: http://localhost:${port} (nginx, ${instances} instance${instances === 1 ? "" : "s"})\n`);
    const ended = await Promise.race([cluster.firstExit, stopRequested.then(() => null)]);
    if (ended) {
      log(`the app instance on port ${ended.instance.port} exited (code ${ended.code})`);
      return ended.code === 0 ? 1 : ended.code;
    }
    return 0;
  } finally {
    if (cluster) log("stopping nginx and the app instances");
    await cluster?.stop();
    await payments?.stop();
    await chat?.stop();
    await realtime?.stop();
    if (database?.embedded) log("stopping PostgreSQL");
    await database?.stop();
  }
}

loadEnvFiles();
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(describeFailure(error));
    process.exit(1);
  },
);
