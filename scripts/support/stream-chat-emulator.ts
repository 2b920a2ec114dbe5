import { startStreamChatEmulator, type StreamChatEmulator } from "../../emulators/stream-chat/server.ts";
import { emulatorPort } from "./free-port.ts";

/**
 * The app's chat server for `npm run dev`, `npm start` and the end-to-end tests: hosted Stream (or
 * the server named by STREAM_BASE_URL, e.g. another instance's emulator) when STREAM_API_KEY and
 * STREAM_API_SECRET are set, otherwise the local emulator (emulators/stream-chat), started here
 * with fixed development keys. Its address and keys reach Next through `env`, read at run time, so
 * a second app instance given the same STREAM_* values shares this emulator.
 */
export const LOCAL_STREAM_APP = { key: "remote-jobs-local-chat", secret: "remote-jobs-local-chat-secret" } as const;

// Not 3030: the SDK rewrites ":3030" in its base URL to ":8800" for the WebSocket.
const DEFAULT_EMULATOR_PORT = 3031;

/**
 * The local emulator stopped the way SIGTERM stops it (its clients are told it is going away; what
 * it stored stays in PostgreSQL) and started again on the same port, with the same database and
 * keys: a restart of the chat server as its users live it. Only the end-to-end harness uses it
 * (scripts/support/chat-server-control.ts).
 */
export type RestartableChatServer = { pause(): Promise<void>; resume(): Promise<void> };

export type ChatServer = {
  env: Record<string, string>;
  url: string | null;
  stop(): Promise<void>;
  /** null when the chat server is not ours to restart (hosted Stream, or another instance's emulator). */
  restartable: RestartableChatServer | null;
};

type Options = {
  databaseUrl: string;
  log?: (line: string) => void;
  /** The tests pass 0: any free port, whatever STREAM_EMULATOR_PORT says. */
  port?: number;
  /** `client.devToken(id)` is accepted by `npm run dev` only, as Stream's development mode does. */
  allowDevTokens?: boolean;
};

export async function startChatServer({ databaseUrl, log, port: requestedPort, allowDevTokens = false }: Options): Promise<ChatServer> {
  const { STREAM_API_KEY, STREAM_API_SECRET, STREAM_BASE_URL } = process.env;
  if (STREAM_API_KEY && STREAM_API_SECRET) {
    log?.(`chat: ${STREAM_BASE_URL ? `Stream server at ${STREAM_BASE_URL}` : "hosted Stream"}`);
    return { env: {}, url: null, stop: async () => {}, restartable: null };
  }
  const start = (port: number) => startStreamChatEmulator({ port, apiKey: LOCAL_STREAM_APP.key, apiSecret: LOCAL_STREAM_APP.secret, databaseUrl, allowDevTokens });
  const first = await start(requestedPort ?? (await emulatorPort("STREAM_EMULATOR_PORT", DEFAULT_EMULATOR_PORT)));
  log?.(`chat: Stream Chat emulator on ${first.url} (key ${LOCAL_STREAM_APP.key})`);
  // The running emulator, null while paused. Pauses and resumes run one after another.
  let running: StreamChatEmulator | null = first;
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = (work: () => Promise<void>) => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    url: first.url,
    env: { STREAM_API_KEY: LOCAL_STREAM_APP.key, STREAM_API_SECRET: LOCAL_STREAM_APP.secret, STREAM_BASE_URL: first.url },
    stop: () =>
      inTurn(async () => {
        await running?.close();
        running = null;
      }),
    restartable: {
      pause: () =>
        inTurn(async () => {
          if (!running) return;
          await running.close();
          running = null;
          log?.("chat: Stream Chat emulator stopped (paused by the harness)");
        }),
      resume: () =>
        inTurn(async () => {
          if (running) return;
          running = await start(first.port);
          log?.(`chat: Stream Chat emulator started again on ${running.url}`);
        }),
    },
  };
}
