import { createHmac } from "node:crypto";

import { describe, expect, it } from "@jest/globals";
import pg from "pg";
import Pusher from "pusher";

import { startPusherEmulator } from "@/emulators/pusher/server";
import { eventually } from "@/tests/support/eventually";

import { APP, createClientFactory, nextEvent, recordEvents, serverSdk, subscribed, usePusherEmulator } from "./pusher-clients";

const OTHER_APP = { id: "2002", key: "other-key", secret: "other-secret" };

// Nested, so that the emulator closes its database pool before the setup drops the database.
describe("the Pusher emulator's HTTP API", () => {
  const running = usePusherEmulator([APP, OTHER_APP]);

  /** A request signed by the SDK's own signer, with a body of our choosing (the SDK would stringify it). */
  function signedFetch(method: string, path: string, body?: string, params?: Record<string, string>): Promise<Response> {
    const fullPath = `/apps/${APP.id}${path}`;
    const query = running.sdk.createSignedQueryString({ method, path: fullPath, body, params });
    return fetch(`${running.emulator.url}${fullPath}?${query}`, { method, body, headers: body ? { "content-type": "application/json" } : {} });
  }

  async function getJson(path: string, params?: Record<string, string>): Promise<unknown> {
    return (await running.sdk.get({ path, params })).json();
  }

  describe("authentication", () => {
    it("refuses a request signed with the wrong secret with 401", async () => {
      const impostor = serverSdk(running.emulator, { ...APP, secret: "wrong-secret" });
      await expect(impostor.trigger("jobs", "job-opened", {})).rejects.toMatchObject({ status: 401, body: expect.stringMatching(/Invalid signature/) });
      await expect(impostor.get({ path: "/channels" })).rejects.toMatchObject({ status: 401 });
    });

    it("refuses an unknown app with 404 and another app's key with 401", async () => {
      await expect(serverSdk(running.emulator, { ...APP, id: "9999" }).trigger("jobs", "e", {})).rejects.toMatchObject({ status: 404 });
      await expect(serverSdk(running.emulator, { ...OTHER_APP, id: APP.id }).trigger("jobs", "e", {})).rejects.toMatchObject({ status: 401 });
    });

    it("refuses a body changed after signing", async () => {
      const fullPath = `/apps/${APP.id}/events`;
      const signedBody = JSON.stringify({ name: "e", data: "{}", channels: ["jobs"] });
      const query = running.sdk.createSignedQueryString({ method: "POST", path: fullPath, body: signedBody });
      const tampered = JSON.stringify({ name: "e", data: '{"admin":true}', channels: ["jobs"] });
      const response = await fetch(`${running.emulator.url}${fullPath}?${query}`, { method: "POST", body: tampered });
      expect(response.status).toBe(401);
      expect(await response.text()).toMatch(/body_md5/);
    });

    it("refuses a signature older than ten minutes", async () => {
      const path = `/apps/${APP.id}/channels`;
      const query = `auth_key=${APP.key}&auth_timestamp=${Math.floor(Date.now() / 1000) - 601}&auth_version=1.0`;
      const signature = createHmac("sha256", APP.secret).update(`GET\n${path}\n${query}`).digest("hex");
      const stale = await fetch(`${running.emulator.url}${path}?${query}&auth_signature=${signature}`);
      expect(stale.status).toBe(401);
      expect(await stale.text()).toMatch(/Timestamp expired/);

      const freshQuery = query.replace(/auth_timestamp=\d+/, `auth_timestamp=${Math.floor(Date.now() / 1000)}`);
      const freshSignature = createHmac("sha256", APP.secret).update(`GET\n${path}\n${freshQuery}`).digest("hex");
      expect((await fetch(`${running.emulator.url}${path}?${freshQuery}&auth_signature=${freshSignature}`)).status).toBe(200);
    });

    it("refuses an unsigned request", async () => {
      expect((await fetch(`${running.emulator.url}/apps/${APP.id}/channels`)).status).toBe(401);
    });
  });

  describe("bad requests", () => {
    it.each([
      ["a body that is not JSON", "{not json", 400],
      ["data that is not a string", JSON.stringify({ name: "e", data: { raw: true }, channels: ["jobs"] }), 400],
      ["no channels", JSON.stringify({ name: "e", data: "{}", channels: [] }), 400],
      ["101 channels", JSON.stringify({ name: "e", data: "{}", channels: Array.from({ length: 101 }, (_, n) => `c${n}`) }), 400],
      ["an invalid channel name", JSON.stringify({ name: "e", data: "{}", channels: ["no spaces"] }), 400],
      ["an event name over 200 characters", JSON.stringify({ name: "e".repeat(201), data: "{}", channels: ["jobs"] }), 400],
      ["an invalid socket_id", JSON.stringify({ name: "e", data: "{}", channels: ["jobs"], socket_id: "abc" }), 400],
      ["data over 10 KB", JSON.stringify({ name: "e", data: "x".repeat(10 * 1024 + 1), channels: ["jobs"] }), 413],
    ])("refuses %s on /events", async (_what, body, status) => {
      expect((await signedFetch("POST", "/events", body)).status).toBe(status);
    });

    it("refuses data over 10 KB through the SDK with 413", async () => {
      await expect(running.sdk.trigger("jobs", "big", "x".repeat(10 * 1024 + 1))).rejects.toMatchObject({ status: 413 });
    });

    it("refuses a batch of more than 10 events without publishing any of it", async () => {
      const channel = await subscribed(running.clients.connect(), "batch-limit");
      const received = recordEvents(channel, "e");
      const batch = Array.from({ length: 11 }, () => ({ channel: "batch-limit", name: "e", data: "{}" }));
      expect((await signedFetch("POST", "/batch_events", JSON.stringify({ batch }))).status).toBe(400);

      const check = nextEvent(channel, "check");
      await running.sdk.trigger("batch-limit", "check", {});
      await check;
      expect(received).toEqual([]);
    });

    it("answers 404 for an unknown endpoint", async () => {
      expect((await signedFetch("GET", "/nothing-here")).status).toBe(404);
    });
  });

  describe("channel information", () => {
    it("reports occupied channels, their subscriptions and presence users", async () => {
      const ana = running.clients.connect({ user: { id: "ana" } });
      const ben = running.clients.connect({ user: { id: "ben" } });
      const benSecondTab = running.clients.connect({ user: { id: "ben" } });
      await Promise.all([
        subscribed(ana, "presence-team"),
        subscribed(ben, "presence-team"),
        subscribed(benSecondTab, "presence-team"),
        subscribed(ana, "public-board"),
      ]);

      expect(await getJson("/channels")).toEqual({ channels: { "presence-team": {}, "public-board": {} } });
      expect(await getJson("/channels", { filter_by_prefix: "presence-", info: "user_count,subscription_count" })).toEqual({
        channels: { "presence-team": { user_count: 2, subscription_count: 3 } },
      });
      expect(await getJson("/channels", { info: "subscription_count" })).toEqual({
        channels: { "presence-team": { subscription_count: 3 }, "public-board": { subscription_count: 1 } },
      });
      await expect(running.sdk.get({ path: "/channels", params: { info: "user_count" } })).rejects.toMatchObject({ status: 400 });

      expect(await getJson("/channels/presence-team", { info: "user_count,subscription_count" })).toEqual({ occupied: true, user_count: 2, subscription_count: 3 });
      expect(await getJson("/channels/public-board", { info: "subscription_count" })).toEqual({ occupied: true, subscription_count: 1 });
      expect(await getJson("/channels/empty-room")).toEqual({ occupied: false });
      await expect(running.sdk.get({ path: "/channels/public-board", params: { info: "user_count" } })).rejects.toMatchObject({ status: 400 });

      const { users } = (await getJson("/channels/presence-team/users")) as { users: { id: string }[] };
      expect(users.sort((a, b) => a.id.localeCompare(b.id))).toEqual([{ id: "ana" }, { id: "ben" }]);
      await expect(running.sdk.get({ path: "/channels/public-board/users" })).rejects.toMatchObject({ status: 400 });
    });

    it("answers a trigger with info with the attributes of each channel", async () => {
      await subscribed(running.clients.connect({ user: { id: "ana" } }), "presence-info");
      const response = await running.sdk.trigger(["presence-info", "nobody-here"], "e", {}, { info: "user_count,subscription_count" });
      expect(await response.json()).toEqual({
        channels: { "presence-info": { user_count: 1, subscription_count: 1 }, "nobody-here": { subscription_count: 0 } },
      });
      expect(await (await running.sdk.trigger("nobody-here", "e", {})).json()).toEqual({});

      const batch = await running.sdk.triggerBatch([
        { channel: "presence-info", name: "e", data: {}, info: "user_count" },
        { channel: "nobody-here", name: "e", data: {} },
      ]);
      expect(await batch.json()).toEqual({ batch: [{ user_count: 1 }, {}] });
    });
  });

  describe("sharing", () => {
    it("serves two app instances with the same keys as one app", async () => {
      const client = running.clients.connect();
      const channel = await subscribed(client, "shared-feed");
      const secondInstance = new Pusher({ appId: APP.id, key: APP.key, secret: APP.secret, host: "127.0.0.1", port: String(running.emulator.port), useTLS: false });

      const fromFirst = nextEvent(channel, "from-first");
      await running.sdk.trigger("shared-feed", "from-first", { n: 1 });
      expect((await fromFirst).data).toEqual({ n: 1 });
      const fromSecond = nextEvent(channel, "from-second");
      await secondInstance.trigger("shared-feed", "from-second", { n: 2 });
      expect((await fromSecond).data).toEqual({ n: 2 });
    });

    it("keeps two apps' channels apart", async () => {
      const otherSdk = serverSdk(running.emulator, OTHER_APP);
      const otherClient = createClientFactory(running.emulator, otherSdk);
      try {
        const ours = await subscribed(running.clients.connect(), "same-name");
        const theirs = await subscribed(otherClient.connect({ key: OTHER_APP.key }), "same-name");
        const leaked = recordEvents(ours, "theirs-only");
        const delivered = nextEvent(theirs, "theirs-only");
        await otherSdk.trigger("same-name", "theirs-only", {});
        await delivered;
        const check = nextEvent(ours, "ours");
        await running.sdk.trigger("same-name", "ours", {});
        await check;
        expect(leaked).toEqual([]);
      } finally {
        otherClient.disconnectAll();
      }
    });
  });

  describe("the event log", () => {
    it("keeps published events and connection counts in the pusher_emulator schema", async () => {
      const sender = running.clients.connect();
      const receiver = running.clients.connect();
      const [senderChannel, receiverChannel] = await Promise.all([subscribed(sender, "private-logged"), subscribed(receiver, "private-logged")]);
      await running.sdk.trigger("private-logged", "from-api", "exact text", { socket_id: sender.connection.socket_id });
      const relayed = nextEvent(receiverChannel, "client-note");
      senderChannel.trigger("client-note", { n: 1 });
      await relayed;

      // Writes never hold up delivery, so the rows may land a moment after the events.
      const database = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await database.connect();
      try {
        const logged = await eventually(async () => {
          const { rows } = await database.query<{ channel: string; event: string; data: string; source: string; excluded_socket_id: string | null }>(
            "SELECT channel, event, data, source, excluded_socket_id FROM pusher_emulator.published_events WHERE channel = 'private-logged' ORDER BY id",
          );
          expect(rows).toHaveLength(2);
          return rows;
        });
        expect(logged).toEqual([
          { channel: "private-logged", event: "from-api", data: "exact text", source: "api", excluded_socket_id: sender.connection.socket_id },
          { channel: "private-logged", event: "client-note", data: '{"n":1}', source: "client", excluded_socket_id: sender.connection.socket_id },
        ]);
        const { rows: counters } = await database.query<{ connections_opened: string }>("SELECT connections_opened FROM pusher_emulator.app_counters WHERE app_id = $1", [APP.id]);
        expect(Number(counters[0]?.connections_opened)).toBeGreaterThanOrEqual(2);
      } finally {
        await database.end();
      }
    });

    it("starts a second emulator on a database that already has its schema", async () => {
      const second = await startPusherEmulator({ port: 0, apps: [APP], databaseUrl: process.env.DATABASE_URL });
      await second.close();
    });
  });
});
