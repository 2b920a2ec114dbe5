import { afterAll, afterEach, beforeAll, describe, expect, it } from "@jest/globals";

import { startPusherEmulator, type PusherEmulator } from "@/emulators/pusher/server";

import { APP, connected, createClientFactory, serverSdk, subscribed, waitFor } from "./pusher-clients";
import { handshakeOf, RawSocket } from "./raw-socket";

// Nested, so that the emulator closes its database pool before the setup drops the database.
describe("the Pusher emulator's connections", () => {
  let emulator: PusherEmulator;
  let clients: ReturnType<typeof createClientFactory>;
  const rawSockets: RawSocket[] = [];

  function rawSocket(path: string): RawSocket {
    const socket = new RawSocket(emulator, path);
    rawSockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    emulator = await startPusherEmulator({ port: 0, apps: [APP], databaseUrl: process.env.DATABASE_URL });
    clients = createClientFactory(emulator, serverSdk(emulator));
  });

  afterEach(() => {
    clients.disconnectAll();
    for (const socket of rawSockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await emulator.close();
  });

  describe("the handshake", () => {
    it("gives pusher-js a socket id the pusher package accepts and an activity timeout", async () => {
      const socket = rawSocket(`/app/${APP.key}?protocol=7&client=js&version=8.6.0&flash=false`);
      const handshake = handshakeOf(await socket.frame("pusher:connection_established"));
      expect(handshake.socket_id).toMatch(/^\d+\.\d+$/);
      expect(handshake.activity_timeout).toBe(120);

      const client = clients.connect();
      const socketId = await connected(client);
      expect(socketId).toMatch(/^\d+\.\d+$/);
      expect(socketId).not.toBe(handshake.socket_id);
      expect(() => serverSdk(emulator).authorizeChannel(socketId, "private-room")).not.toThrow();
    });

    it("answers the readiness check", async () => {
      for (const path of ["/", "/health"]) {
        const response = await fetch(`${emulator.url}${path}`);
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ ok: true });
      }
    });
  });

  describe("refused connections", () => {
    it("closes an unknown app key with 4001, and pusher-js gives up instead of retrying", async () => {
      const socket = rawSocket("/app/no-such-key?protocol=7");
      expect(await socket.closed).toMatchObject({ code: 4001 });
      expect(socket.frames).toEqual([{ event: "pusher:error", data: { code: 4001, message: expect.any(String) } }]);

      const client = clients.connect({ key: "no-such-key" });
      const states: string[] = [];
      client.connection.bind("state_change", ({ current }: { current: string }) => states.push(current));
      await waitFor("pusher-js to disconnect", (resolve) => client.connection.bind("disconnected", resolve));
      expect(client.connection.state).toBe("disconnected");
      expect(states).not.toContain("connected");
    });

    it.each([
      ["no protocol", `/app/${APP.key}`, 4008],
      ["an unsupported protocol", `/app/${APP.key}?protocol=6`, 4007],
      ["a path without an app", "/socket?protocol=7", 4005],
    ])("closes a connection with %s (%s) with %i", async (_what, path, code) => {
      expect(await rawSocket(path).closed).toMatchObject({ code });
    });
  });

  describe("frames from clients other than pusher-js", () => {
    const open = async () => {
      const socket = rawSocket(`/app/${APP.key}?protocol=7`);
      const { socket_id: socketId } = handshakeOf(await socket.frame("pusher:connection_established"));
      return { socket, socketId };
    };

    it("accepts subscribe data as a JSON string, and answers a repeated subscribe again", async () => {
      const { socket } = await open();
      socket.send({ event: "pusher:subscribe", data: JSON.stringify({ channel: "string-data" }) });
      expect(await socket.frame("pusher_internal:subscription_succeeded")).toEqual({ event: "pusher_internal:subscription_succeeded", channel: "string-data", data: "{}" });
      socket.send({ event: "pusher:subscribe", data: { channel: "string-data" } });
      socket.send({ event: "pusher:ping", data: {} });
      await socket.frame("pusher:pong");
      expect(socket.frames.filter((frame) => frame.event === "pusher_internal:subscription_succeeded")).toHaveLength(2);
    });

    it("sends the presence hash as the protocol describes it", async () => {
      const { socket, socketId } = await open();
      const auth = serverSdk(emulator).authorizeChannel(socketId, "presence-raw", { user_id: "u1", user_info: { name: "Ana" } });
      socket.send({ event: "pusher:subscribe", data: { channel: "presence-raw", ...auth } });
      const succeeded = await socket.frame("pusher_internal:subscription_succeeded");
      expect(JSON.parse(succeeded.data as string)).toEqual({ presence: { ids: ["u1"], hash: { u1: { name: "Ana" } }, count: 1 } });
    });

    it("answers a frame that is not JSON with pusher:error and keeps the connection", async () => {
      const { socket } = await open();
      socket.sendText("not json");
      expect(await socket.frame("pusher:error")).toMatchObject({ data: { code: null } });
      socket.send({ event: "pusher:ping", data: {} });
      await socket.frame("pusher:pong");
    });

    it("refuses an invalid channel name on that channel", async () => {
      const { socket } = await open();
      socket.send({ event: "pusher:subscribe", data: { channel: "no spaces allowed" } });
      const error = await socket.frame("pusher:subscription_error");
      expect(error.channel).toBe("no spaces allowed");
      expect(JSON.parse(error.data as string)).toMatchObject({ status: 400 });
    });
  });

  describe("ping and pong", () => {
    it("answers pusher:ping with pusher:pong", async () => {
      const socket = rawSocket(`/app/${APP.key}?protocol=7`);
      await socket.frame("pusher:connection_established");
      socket.send({ event: "pusher:ping", data: {} });
      expect(await socket.frame("pusher:pong")).toEqual({ event: "pusher:pong", data: "{}" });
    });

    it("keeps pusher-js connected through its own activity checks", async () => {
      const client = clients.connect({ options: { activityTimeout: 200, pongTimeout: 1000 } });
      const socketId = await connected(client);
      for (let pong = 0; pong < 2; pong++) {
        await waitFor("a pong", (resolve) => client.connection.bind("message", (message: { event: string }) => message.event === "pusher:pong" && resolve(true)));
      }
      expect(client.connection.state).toBe("connected");
      expect(client.connection.socket_id).toBe(socketId);
    });
  });

  describe("the server's heartbeat", () => {
    let quickEmulator: PusherEmulator;

    beforeAll(async () => {
      quickEmulator = await startPusherEmulator({ port: 0, apps: [APP], activityTimeoutSeconds: 1, pongTimeoutSeconds: 0.5 });
    });

    afterAll(async () => {
      await quickEmulator.close();
    });

    it("pings a silent connection and closes it with 4201 when no pong comes", async () => {
      const socket = new RawSocket(quickEmulator, `/app/${APP.key}?protocol=7`);
      rawSockets.push(socket);
      expect(handshakeOf(await socket.frame("pusher:connection_established")).activity_timeout).toBe(1);
      await socket.frame("pusher:ping", 3000);
      expect(await socket.closed).toMatchObject({ code: 4201 });
    });

    it("keeps a connection that answers the ping", async () => {
      const socket = new RawSocket(quickEmulator, `/app/${APP.key}?protocol=7`);
      rawSockets.push(socket);
      await socket.frame("pusher:ping", 3000);
      socket.send({ event: "pusher:pong", data: {} });
      socket.send({ event: "pusher:subscribe", data: { channel: "after-pong" } });
      await socket.frame("pusher_internal:subscription_succeeded", 3000);
      const health = (await (await fetch(`${quickEmulator.url}/health`)).json()) as { connections: number };
      expect(health.connections).toBe(1);
    });
  });

  describe("closing the emulator", () => {
    it("closes its connections with 4200, which pusher-js answers by reconnecting instead of giving up", async () => {
      const closing = await startPusherEmulator({ port: 0, apps: [APP] });
      const socket = new RawSocket(closing, `/app/${APP.key}?protocol=7`);
      await socket.frame("pusher:connection_established");
      const client = createClientFactory(closing, serverSdk(closing)).connect();
      await subscribed(client, "private-before-restart");
      const states: string[] = [];
      client.connection.bind("state_change", ({ current }: { current: string }) => states.push(current));
      const retrying = waitFor("pusher-js to try again", (resolve) => client.connection.bind("connecting", resolve));
      try {
        await closing.close();
        expect(await socket.closed).toMatchObject({ code: 4200 });
        await retrying;
        expect(states).not.toContain("disconnected");
        expect(await fetch(`${closing.url}/health`).then(() => "answered", () => "refused")).toBe("refused");
      } finally {
        client.disconnect();
      }
    });
  });
});
