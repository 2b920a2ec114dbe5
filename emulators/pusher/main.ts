/**
 * Runs the Pusher emulator for one app, configured like the app itself:
 *   PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET   the app's credentials (required)
 *   PUSHER_EMULATOR_PORT                       port for HTTP and WebSocket (6001)
 *   PUSHER_EMULATOR_HOST                       interface to listen on (127.0.0.1)
 *   DATABASE_URL                               optional: keep the event log in PostgreSQL
 */
import { announceListening, log } from "./log.ts";
import { startPusherEmulator } from "./server.ts";

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    log("error", `${name} is not set`);
    process.exit(1);
  }
  return value;
}

const app = { id: required("PUSHER_APP_ID"), key: required("PUSHER_KEY"), secret: required("PUSHER_SECRET") };
const port = Number(process.env.PUSHER_EMULATOR_PORT || 6001);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  log("error", `PUSHER_EMULATOR_PORT must be a port number, not ${process.env.PUSHER_EMULATOR_PORT}`);
  process.exit(1);
}

const emulator = await startPusherEmulator({
  port,
  host: process.env.PUSHER_EMULATOR_HOST || "127.0.0.1",
  apps: [app],
  databaseUrl: process.env.DATABASE_URL || undefined,
});
announceListening({ url: emulator.url, appId: app.id, key: app.key });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}
