import { describe, it } from "@jest/globals";
import { StreamChat, type Event } from "stream-chat";

import { startStreamChatEmulator, type StreamChatEmulator, type StreamChatEmulatorOptions } from "@/emulators/stream-chat/server";

/**
 * With STREAM_COMPAT_API_KEY and STREAM_COMPAT_API_SECRET set (and STREAM_COMPAT_BASE_URL for a
 * server other than hosted Stream), the compatibility suites run against that service instead of
 * the emulator; the emulator's own suites (restarts, its database, its switches) are skipped.
 */
const otherService =
  process.env.STREAM_COMPAT_API_KEY && process.env.STREAM_COMPAT_API_SECRET
    ? { key: process.env.STREAM_COMPAT_API_KEY, secret: process.env.STREAM_COMPAT_API_SECRET, url: process.env.STREAM_COMPAT_BASE_URL ?? "https://chat.stream-io-api.com" }
    : null;

export const API_KEY = otherService?.key ?? "emulator-test-key";
export const API_SECRET = otherService?.secret ?? "emulator-test-secret-0123456789";

/** For what only the emulator does or can be made to do: restarts, dev-token switches, its limits. */
export const describeEmulatorOnly = otherService ? describe.skip : describe;
export const itEmulatorOnly = otherService ? it.skip : it;

export type Harness = {
  /** The server under test: the emulator, or the service named by STREAM_COMPAT_*. */
  emulator: Pick<StreamChatEmulator, "url" | "close">;
  server: StreamChat;
  connect(userId: string, name?: string): Promise<StreamChat>;
  close(): Promise<void>;
};

export function databaseUrl() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: run with `npm test -- integration`");
  return url;
}

export type EmulatorTestOptions = Partial<Pick<StreamChatEmulatorOptions, "allowDevTokens" | "port" | "reactionTypes">>;

export const startEmulator = (options: EmulatorTestOptions = {}) =>
  startStreamChatEmulator({ port: 0, apiKey: API_KEY, apiSecret: API_SECRET, databaseUrl: databaseUrl(), ...options });

export function userClient(baseURL: string) {
  const client = new StreamChat(API_KEY, { baseURL, allowServerSideConnect: true, timeout: 10_000 });
  // The SDK never clears its connect-timeout timer, which would hold Jest open for 15 s after the last test.
  client.defaultWSTimeout = 4_000;
  return client;
}

/** One emulator, the backend's server client, and user clients that are all disconnected by close(). */
export async function startHarness(options: EmulatorTestOptions = {}): Promise<Harness> {
  const emulator = otherService ? { url: otherService.url, close: async () => {} } : await startEmulator(options);
  const server = new StreamChat(API_KEY, API_SECRET, { baseURL: emulator.url, timeout: 10_000 });
  const clients: StreamChat[] = [];
  return {
    emulator,
    server,
    async connect(userId, name = userId) {
      await server.upsertUser({ id: userId, name });
      const client = userClient(emulator.url);
      await client.connectUser({ id: userId, name }, server.createToken(userId));
      clients.push(client);
      return client;
    },
    async close() {
      for (const client of clients) await client.disconnectUser();
      await emulator.close();
    },
  };
}

/** Resolves with the next event of `type` the client receives that matches, or fails after a while. */
export function nextEvent(client: StreamChat, type: string, matches: (event: Event) => boolean = () => true, timeoutMs = 5_000): Promise<Event> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      reject(new Error(`no ${type} event for ${client.userID} within ${timeoutMs} ms`));
    }, timeoutMs);
    const subscription = client.on(type, (event) => {
      if (!matches(event)) return;
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(event);
    });
  });
}

/** The Stream error code of a rejected SDK call; a failed connectUser carries it as JSON in its message. */
export async function errorCodeOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as { code?: number; message?: string };
    if (code !== undefined) return code;
    return (JSON.parse(message ?? "{}") as { code?: number }).code;
  }
  throw new Error("expected the call to fail");
}
