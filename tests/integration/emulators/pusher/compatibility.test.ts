import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from "@jest/globals";
import Pusher from "pusher";
import PusherClient, { type Options, type PresenceChannel } from "pusher-js";

import { startPusherEmulator, type PusherApp, type PusherEmulator } from "@/emulators/pusher/server";

import { connected, nextEvent, recordEvents, subscribed, waitFor } from "./pusher-clients";

jest.setTimeout(60_000);

/**
 * The compatibility suite the issue asks for, written against "a Pusher Channels server": the
 * local emulator always, and hosted Pusher too when PUSHER_COMPAT_APP_ID, PUSHER_COMPAT_KEY,
 * PUSHER_COMPAT_SECRET and PUSHER_COMPAT_CLUSTER are set (an app with client events enabled).
 * Only the restart runs against the emulator alone: nobody can restart hosted Pusher.
 */
type Target = {
  sdk: Pusher;
  clientOptions: Partial<Options> & { cluster: string };
  key: string;
  stop(): Promise<void>;
};

const run = `${process.pid}-${Date.now()}`;
const hosted = process.env.PUSHER_COMPAT_APP_ID && process.env.PUSHER_COMPAT_KEY && process.env.PUSHER_COMPAT_SECRET && process.env.PUSHER_COMPAT_CLUSTER
  ? { id: process.env.PUSHER_COMPAT_APP_ID, key: process.env.PUSHER_COMPAT_KEY, secret: process.env.PUSHER_COMPAT_SECRET, cluster: process.env.PUSHER_COMPAT_CLUSTER }
  : null;

const LOCAL_APP: PusherApp = { id: "compat-app", key: "compat-key", secret: "compat-secret" };

function localSdk(emulator: PusherEmulator) {
  return new Pusher({ appId: LOCAL_APP.id, key: LOCAL_APP.key, secret: LOCAL_APP.secret, host: "127.0.0.1", port: String(emulator.port), useTLS: false });
}

async function localTarget(): Promise<Target & { emulator: PusherEmulator }> {
  const emulator = await startPusherEmulator({ port: 0, apps: [LOCAL_APP] });
  return {
    emulator,
    sdk: localSdk(emulator),
    key: LOCAL_APP.key,
    clientOptions: { cluster: "local", wsHost: "127.0.0.1", wsPort: emulator.port, forceTLS: false, enabledTransports: ["ws"] },
    stop: () => emulator.close(),
  };
}

async function hostedTarget(): Promise<Target> {
  const app = hosted!;
  return { sdk: new Pusher({ appId: app.id, key: app.key, secret: app.secret, cluster: app.cluster, useTLS: true }), key: app.key, clientOptions: { cluster: app.cluster }, stop: async () => {} };
}

/** The app's auth endpoint as pusher-js calls it over HTTP (form body): it signs, or refuses with 403. */
async function startAuthEndpoint(sign: () => Pusher): Promise<{ url: (refuse: boolean) => string; server: Server; calls: string[] }> {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const form = new URLSearchParams(body);
      calls.push(form.get("socket_id") ?? "");
      if (request.url?.startsWith("/refuse")) {
        response.writeHead(403, { "content-type": "application/json" }).end('{"success":false}');
        return;
      }
      const presence = form.get("channel_name")!.startsWith("presence-") ? { user_id: `user-${calls.length}`, user_info: { name: "Tester" } } : undefined;
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(sign().authorizeChannel(form.get("socket_id")!, form.get("channel_name")!, presence)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, calls, url: (refuse) => `${base}/${refuse ? "refuse" : "auth"}` };
}

const targets: [string, () => Promise<Target>][] = [["the local emulator", localTarget], ...(hosted ? ([["hosted Pusher", hostedTarget]] as [string, () => Promise<Target>][]) : [])];

describe.each(targets)("pusher and pusher-js against %s", (_name, makeTarget) => {
  let target: Target;
  let auth: Awaited<ReturnType<typeof startAuthEndpoint>>;
  const clients: PusherClient[] = [];
  const connect = ({ refuse = false }: { refuse?: boolean } = {}) => {
    const client = new PusherClient(target.key, { ...target.clientOptions, channelAuthorization: { endpoint: auth.url(refuse), transport: "ajax" } });
    clients.push(client);
    return client;
  };
  const channel = (name: string) => `${name}-${run}`;

  beforeAll(async () => {
    target = await makeTarget();
    auth = await startAuthEndpoint(() => target.sdk);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(async () => {
    auth.server.close();
    await target.stop();
  });

  it("connects with a socket id the pusher package accepts", async () => {
    expect(await connected(connect())).toMatch(/^\d+\.\d+$/);
  });

  it("subscribes to a public channel and receives a trigger", async () => {
    const subscription = await subscribed(connect(), channel("compat-public"));
    const received = nextEvent(subscription, "greeting");
    await target.sdk.trigger(channel("compat-public"), "greeting", { hello: "world" });
    expect((await received).data).toEqual({ hello: "world" });
  });

  it("subscribes to a private channel through the app's auth endpoint, and is refused when it answers 403", async () => {
    const allowed = await subscribed(connect(), channel("private-compat"));
    const received = nextEvent(allowed, "secret");
    await target.sdk.trigger(channel("private-compat"), "secret", { n: 1 });
    expect((await received).data).toEqual({ n: 1 });

    const refused = connect({ refuse: true }).subscribe(channel("private-compat-refused"));
    const error = await waitFor<{ type: string; status: number }>("the refusal", (resolve) => refused.bind("pusher:subscription_error", resolve));
    expect(error).toMatchObject({ type: "AuthError", status: 403 });
  });

  it("delivers a batch trigger, each event to its channel", async () => {
    const client = connect();
    const [first, second] = await Promise.all([subscribed(client, channel("compat-batch-a")), subscribed(client, channel("compat-batch-b"))]);
    const both = Promise.all([nextEvent(first, "one"), nextEvent(second, "two")]);
    await target.sdk.triggerBatch([
      { channel: channel("compat-batch-a"), name: "one", data: { a: 1 } },
      { channel: channel("compat-batch-b"), name: "two", data: { b: 2 } },
    ]);
    expect((await both).map(({ data }) => data)).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it("tells presence members who joins and who leaves", async () => {
    const name = channel("presence-compat");
    const stayer = (await subscribed(connect(), name)) as PresenceChannel;
    const added = nextEvent(stayer, "pusher:member_added");
    const leaver = connect();
    await subscribed(leaver, name);
    const joined = (await added).data as { id: string };
    expect(stayer.members.count).toBe(2);
    const removed = nextEvent(stayer, "pusher:member_removed");
    leaver.unsubscribe(name);
    expect(((await removed).data as { id: string }).id).toBe(joined.id);
  });

  it("relays client events to the other subscribers of a private channel, not to the sender", async () => {
    const name = channel("private-compat-chat");
    const [sender, receiver] = await Promise.all([subscribed(connect(), name), subscribed(connect(), name)]);
    const echoed = recordEvents(sender, "client-typing");
    const received = nextEvent(receiver, "client-typing");
    expect(sender.trigger("client-typing", { who: "ana" })).toBe(true);
    expect((await received).data).toEqual({ who: "ana" });
    expect(echoed).toEqual([]);
  });
});

describe("a restart of the local emulator", () => {
  it("is followed by pusher-js reconnecting, subscribing again with a new authorization, and receiving later events", async () => {
    const first = await localTarget();
    const port = first.emulator.port;
    let current: PusherEmulator = first.emulator;
    const auth = await startAuthEndpoint(() => localSdk(current));
    const client = new PusherClient(LOCAL_APP.key, { ...first.clientOptions, channelAuthorization: { endpoint: auth.url(false), transport: "ajax" } });
    try {
      const subscription = await subscribed(client, "private-compat-restart");
      const firstSocket = client.connection.socket_id;

      await first.stop();
      current = await startPusherEmulator({ port, apps: [LOCAL_APP] });
      await waitFor("the subscription again", (resolve) => subscription.bind("pusher:subscription_succeeded", resolve), 45_000);
      expect(client.connection.socket_id).not.toBe(firstSocket);
      expect(auth.calls.at(-1)).toBe(client.connection.socket_id);

      const received = nextEvent(subscription, "after-restart");
      await localSdk(current).trigger("private-compat-restart", "after-restart", { ok: true });
      expect((await received).data).toEqual({ ok: true });
    } finally {
      client.disconnect();
      auth.server.close();
      await current.close();
    }
  });
});
