import { afterAll, afterEach, beforeAll } from "@jest/globals";
import Pusher from "pusher";
import PusherClient, { type Channel, type Options } from "pusher-js";

import { startPusherEmulator, type PusherApp, type PusherEmulator } from "@/emulators/pusher/server";

export const APP: PusherApp = { id: "1001", key: "emulator-key", secret: "emulator-secret" };

/** The `pusher` server SDK, pointed at the emulator as the app will be. */
export function serverSdk(emulator: PusherEmulator, app: PusherApp = APP): Pusher {
  return new Pusher({ appId: app.id, key: app.key, secret: app.secret, host: "127.0.0.1", port: String(emulator.port), useTLS: false });
}

type ClientOptions = {
  /** Who the app says this browser is, on presence channels and at sign-in. */
  user?: { id: string; info?: Record<string, unknown> };
  key?: string;
  options?: Partial<Options>;
};

/**
 * A pusher-js client (its Node build) that the app authorises through the real SDK, as the app's
 * /api/pusher/auth route will. Every client is remembered so that one call disconnects them all.
 */
export function createClientFactory(emulator: PusherEmulator, sdk: Pusher) {
  const clients: PusherClient[] = [];
  function connect({ user, key = APP.key, options = {} }: ClientOptions = {}): PusherClient {
    const client = new PusherClient(key, {
      cluster: "local",
      wsHost: "127.0.0.1",
      wsPort: emulator.port,
      forceTLS: false,
      enabledTransports: ["ws"],
      channelAuthorization: {
        customHandler: ({ socketId, channelName }, callback) => {
          const presenceData = channelName.startsWith("presence-") && user ? { user_id: user.id, user_info: user.info } : undefined;
          callback(null, sdk.authorizeChannel(socketId, channelName, presenceData));
        },
      },
      userAuthentication: {
        customHandler: ({ socketId }, callback) => callback(null, sdk.authenticateUser(socketId, { id: user?.id ?? "anonymous" })),
      },
      ...options,
    });
    clients.push(client);
    return client;
  }
  return {
    connect,
    disconnectAll() {
      for (const client of clients.splice(0)) client.disconnect();
    },
  };
}

/** Resolves with what `listen` reports, or fails after `timeoutMs` naming what never came. */
export function waitFor<T>(what: string, listen: (resolve: (value: T) => void) => void, timeoutMs = 5000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)), timeoutMs);
    listen((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

export function connected(client: PusherClient): Promise<string> {
  return waitFor("the connection", (resolve) => {
    if (client.connection.state === "connected") return resolve(client.connection.socket_id);
    client.connection.bind("connected", () => resolve(client.connection.socket_id));
  });
}

export async function subscribed(client: PusherClient, channelName: string): Promise<Channel> {
  const channel = client.subscribe(channelName);
  await waitFor(`subscription to ${channelName}`, (resolve) => channel.bind("pusher:subscription_succeeded", resolve));
  return channel;
}

export type ReceivedEvent = { data: unknown; metadata: unknown };

export function nextEvent(channel: Channel, eventName: string, timeoutMs?: number): Promise<ReceivedEvent> {
  return waitFor(
    `${eventName} on ${channel.name}`,
    (resolve) => {
      const handler = (data: unknown, metadata: unknown) => {
        channel.unbind(eventName, handler);
        resolve({ data, metadata });
      };
      channel.bind(eventName, handler);
    },
    timeoutMs,
  );
}

/** Collects every `eventName` a channel receives, to prove later that something did not arrive. */
export function recordEvents(channel: Channel, eventName: string): unknown[] {
  const received: unknown[] = [];
  channel.bind(eventName, (data: unknown) => received.push(data));
  return received;
}

/**
 * An emulator for the describe block it is called in, with the server SDK and a client factory
 * for it: started before the block's tests, every client disconnected after each test, closed
 * after the block. Call it inside the file's outer describe, so that the emulator closes its
 * database pool before the setup drops the database.
 */
export function usePusherEmulator(apps: PusherApp[] = [APP]) {
  const running = {} as { emulator: PusherEmulator; sdk: Pusher; clients: ReturnType<typeof createClientFactory> };
  beforeAll(async () => {
    running.emulator = await startPusherEmulator({ port: 0, apps, databaseUrl: process.env.DATABASE_URL });
    running.sdk = serverSdk(running.emulator);
    running.clients = createClientFactory(running.emulator, running.sdk);
  });
  afterEach(() => running.clients.disconnectAll());
  afterAll(() => running.emulator.close());
  return running;
}
