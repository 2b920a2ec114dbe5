import { startPusherEmulator } from "../../emulators/pusher/server.ts";
import { emulatorPort } from "./free-port.ts";

/**
 * The app's realtime server for `npm run dev`, `npm start` and the end-to-end tests: hosted Pusher
 * (or any server named by PUSHER_HOST) when PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET are set,
 * otherwise the local emulator (emulators/pusher), started here with fixed development keys. The
 * emulator's address and keys reach Next through `env`, read at run time by lib/realtime/config.ts,
 * so a second app instance given the same PUSHER_* values shares this emulator.
 */
export const LOCAL_PUSHER_APP = { id: "remote-jobs-local", key: "remote-jobs-local-key", secret: "remote-jobs-local-secret" } as const;

const DEFAULT_EMULATOR_PORT = 6001;

export type RealtimeServer = { env: Record<string, string>; url: string | null; stop(): Promise<void> };

type Options = { databaseUrl?: string; log?: (line: string) => void; /** The tests pass 0: any free port, whatever PUSHER_EMULATOR_PORT says. */ port?: number };

export async function startRealtimeServer({ databaseUrl, log, port: requestedPort }: Options): Promise<RealtimeServer> {
  const { PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET } = process.env;
  if (PUSHER_APP_ID && PUSHER_KEY && PUSHER_SECRET) {
    log?.(`realtime: ${process.env.PUSHER_HOST ? `Pusher server at ${process.env.PUSHER_HOST}` : `hosted Pusher (cluster ${process.env.PUSHER_CLUSTER || "mt1"})`}`);
    return { env: {}, url: null, stop: async () => {} };
  }
  const port = requestedPort ?? (await emulatorPort("PUSHER_EMULATOR_PORT", DEFAULT_EMULATOR_PORT));
  const emulator = await startPusherEmulator({ port, host: "127.0.0.1", apps: [LOCAL_PUSHER_APP], databaseUrl });
  log?.(`realtime: Pusher emulator on ${emulator.url} (key ${LOCAL_PUSHER_APP.key})`);
  return {
    url: emulator.url,
    env: {
      PUSHER_APP_ID: LOCAL_PUSHER_APP.id,
      PUSHER_KEY: LOCAL_PUSHER_APP.key,
      PUSHER_SECRET: LOCAL_PUSHER_APP.secret,
      PUSHER_HOST: "127.0.0.1",
      PUSHER_PORT: String(emulator.port),
      PUSHER_USE_TLS: "false",
    },
    stop: () => emulator.close(),
  };
}
