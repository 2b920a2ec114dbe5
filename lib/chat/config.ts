/**
 * Where the app's chat service (Stream Chat, or the local emulator) is, read from the environment
 * at run time, not at build time: the emulator's port changes from one start to the next.
 * scripts/serve.ts and the end-to-end tests set these for the local emulator
 * (scripts/support/stream-chat-emulator.ts); in production they name hosted Stream.
 *
 *   STREAM_API_KEY, STREAM_API_SECRET   the app's key and the secret tokens are signed with; without both, no chat
 *   STREAM_BASE_URL                     another Stream-compatible server (the emulator); absent for hosted Stream
 */
type Env = Record<string, string | undefined>;

export type ChatServerConfig = { apiKey: string; apiSecret: string; baseUrl: string | null };

/** What the browser's chat client needs: no secret. */
export type ChatClientConfig = { apiKey: string; baseUrl: string | null };

export function chatServerConfig(env: Env = process.env): ChatServerConfig | null {
  const { STREAM_API_KEY: apiKey, STREAM_API_SECRET: apiSecret } = env;
  if (!apiKey || !apiSecret) return null;
  return { apiKey, apiSecret, baseUrl: env.STREAM_BASE_URL?.replace(/\/+$/, "") || null };
}

export function chatClientConfig(env: Env = process.env): ChatClientConfig | null {
  const server = chatServerConfig(env);
  return server ? { apiKey: server.apiKey, baseUrl: server.baseUrl } : null;
}
