/**
 * Runs the Stream Chat emulator on its own:
 *   STREAM_API_KEY=key STREAM_API_SECRET=secret DATABASE_URL=postgres://... tsx emulators/stream-chat/main.ts
 */
import { announceListening, log } from "./log.ts";
import { logModeFromEnv } from "./operations/emulator-log.ts";
import { startStreamChatEmulator } from "./server.ts";

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    log("error", `${name} is not set`);
    process.exit(1);
  }
  return value;
}

function optionalCount(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === "") return undefined;
  const count = Number(value);
  if (!Number.isSafeInteger(count) || count < 1) {
    log("error", `${name} must be a whole number, 1 or more`);
    process.exit(1);
  }
  return count;
}

const emulator = await startStreamChatEmulator({
  port: Number(process.env.STREAM_EMULATOR_PORT ?? 3030),
  host: process.env.STREAM_EMULATOR_HOST ?? "127.0.0.1",
  apiKey: requireEnv("STREAM_API_KEY"),
  apiSecret: requireEnv("STREAM_API_SECRET"),
  databaseUrl: requireEnv("DATABASE_URL"),
  allowDevTokens: process.env.STREAM_EMULATOR_DEV_TOKENS === "1",
  reactionTypes: process.env.STREAM_EMULATOR_REACTION_TYPES?.split(",").map((type) => type.trim()).filter(Boolean),
  ...logModeFromEnv(process.env.STREAM_EMULATOR_LOG),
  maxConnectionsPerUser: optionalCount("STREAM_EMULATOR_MAX_CONNECTIONS_PER_USER"),
});
announceListening({ url: emulator.url });

let isClosing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (isClosing) return;
    isClosing = true;
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log("error", "could not stop cleanly", { error });
        process.exit(1);
      },
    );
  });
}
