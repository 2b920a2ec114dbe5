import { startStreamChatEmulator } from "../../emulators/stream-chat/server.ts";
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

export type ChatServer = { env: Record<string, string>; url: string | null; stop(): Promise<void> };

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
    return { env: {}, url: null, stop: async () => {} };
  }
  const port = requestedPort ?? (await emulatorPort("STREAM_EMULATOR_PORT", DEFAULT_EMULATOR_PORT));
  const emulator = await startStreamChatEmulator({ port, apiKey: LOCAL_STREAM_APP.key, apiSecret: LOCAL_STREAM_APP.secret, databaseUrl, allowDevTokens });
  log?.(`chat: Stream Chat emulator on ${emulator.url} (key ${LOCAL_STREAM_APP.key})`);
  return {
    url: emulator.url,
    env: { STREAM_API_KEY: LOCAL_STREAM_APP.key, STREAM_API_SECRET: LOCAL_STREAM_APP.secret, STREAM_BASE_URL: emulator.url },
    stop: () => emulator.close(),
  };
}
