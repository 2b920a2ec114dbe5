import { applyMigrations } from "../db/migrations.ts";
import { startDatabase } from "../db/postgres.ts";
import { seedDemoData } from "../db/seed.ts";
import { seedDemoChat } from "../db/seed-demo-chat.ts";
import { seedDemoPayments } from "../db/seed-demo-payments.ts";
import { startRealtimeServer } from "./pusher-emulator.ts";
import { startChatServer } from "./stream-chat-emulator.ts";
import { startPaymentsServer } from "./stripe-emulator.ts";

/** What the app runs on, started: the environment Next needs to reach it, and how to stop it. */
export type Services = { env: Record<string, string>; stop(): Promise<void> };

/**
 * Ctrl-C, SIGTERM and SIGHUP, listened to until the process ends (so that a second Ctrl-C cannot
 * cut a shutdown short): `requested` resolves at the first one.
 */
export function stopSignals(): { requested: Promise<void>; isRequested(): boolean } {
  let isRequested = false;
  const requested = new Promise<void>((resolve) => {
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
      process.on(signal, () => {
        isRequested = true;
        resolve();
      });
    }
  });
  return { requested, isRequested: () => isRequested };
}

/**
 * The start sequence `npm run dev`, `npm start` and `npm run start:cluster` share: PostgreSQL (the
 * embedded one unless DATABASE_URL is set), pending migrations, the demo data, then the Pusher,
 * Stream Chat and Stripe servers (emulators unless their keys are set) with the demo's chat rooms
 * and subscription, which can only be written through them (a failure there is reported, not
 * fatal). Started once, whatever the number of app instances: every instance talks to the same
 * ones. Resolves to null, with everything started stopped again, when a stop signal came meanwhile;
 * a failure also stops what was started before it.
 */
export async function startServices(options: { appUrl: string; allowDevTokens: boolean; isStopRequested: () => boolean; log: (line: string) => void }): Promise<Services | null> {
  const { log } = options;
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    while (stops.length > 0) await stops.pop()!();
  };
  const stopIfRequested = async () => {
    if (!options.isStopRequested()) return false;
    await stop();
    return true;
  };
  try {
    const database = await startDatabase({ log });
    stops.push(async () => {
      if (database.embedded) log("stopping PostgreSQL");
      await database.stop();
    });
    if (await stopIfRequested()) return null;
    await applyMigrations(database.url, { log });
    if (await stopIfRequested()) return null;
    await seedDemoData(database.url, { log });
    if (await stopIfRequested()) return null;

    const realtime = await startRealtimeServer({ databaseUrl: database.url, log });
    stops.push(() => realtime.stop());
    if (await stopIfRequested()) return null;
    const chat = await startChatServer({ databaseUrl: database.url, log, allowDevTokens: options.allowDevTokens });
    stops.push(() => chat.stop());
    if (await stopIfRequested()) return null;
    await seedDemoChat(database.url, { ...process.env, ...chat.env }, { log }).catch((error: unknown) => log(`chat: demo rooms not seeded (${messageOf(error)})`));
    if (await stopIfRequested()) return null;
    const payments = await startPaymentsServer({ databaseUrl: database.url, appUrl: options.appUrl, log });
    stops.push(() => payments.stop());
    if (await stopIfRequested()) return null;
    await seedDemoPayments(database.url, { ...process.env, ...payments.env }, { log }).catch((error: unknown) => log(`payments: demo subscription not seeded (${messageOf(error)})`));
    if (await stopIfRequested()) return null;

    return { env: { DATABASE_URL: database.url, ...realtime.env, ...chat.env, ...payments.env }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
