import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { StreamChat, type UserFilters, type UserResponse } from "stream-chat";

import { API_KEY, errorCodeOf, itEmulatorOnly, nextEvent, startEmulator, startHarness, userClient, type Harness } from "./emulator-harness";

// Hooks inside the describe run before the setup file's, which drops the database.
describe("Stream Chat emulator: connecting", () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness.close();
  });

  it("answers connectUser with a health.check carrying the user and their unread counts", async () => {
    await harness.server.upsertUser({ id: "ann", name: "Ann", favourite_colour: "green" } as UserResponse);
    const client = userClient(harness.emulator.url);
    const connected = await client.connectUser({ id: "ann", name: "Ann Lee" }, harness.server.createToken("ann"));
    expect(connected?.type).toBe("health.check");
    expect(connected?.connection_id).toEqual(expect.any(String));
    expect(connected?.me).toMatchObject({ id: "ann", name: "Ann Lee", favourite_colour: "green", total_unread_count: 0, unread_channels: 0, channel_mutes: [], mutes: [] });
    expect(client.user?.online).toBe(true);
    await client.disconnectUser();
  });

  it("sends a new connection its health.check first, even while events for the user keep coming", async () => {
    // The SDK takes the first frame for the connect answer: any event before it leaves the client
    // without a connection id, so its queries watch nothing and it never hears message.new.
    await harness.server.upsertUsers([{ id: "busy" }, { id: "busy-peer" }]);
    let isConnecting = true;
    const addToChannels = async (creator: number) => {
      for (let index = 0; isConnecting; index++) {
        await harness.server.channel("messaging", `busy-${creator}-${index}`, { members: ["busy", "busy-peer"], created_by_id: "busy-peer" }).create();
      }
    };
    const creators = [addToChannels(1), addToChannels(2)];
    try {
      for (let attempt = 0; attempt < 20; attempt++) {
        const client = userClient(harness.emulator.url);
        try {
          const connected = await client.connectUser({ id: "busy" }, harness.server.createToken("busy"));
          expect(connected?.type).toBe("health.check");
          expect(client._getConnectionID()).toEqual(expect.any(String));
        } finally {
          await client.disconnectUser();
        }
      }
    } finally {
      isConnecting = false;
      await Promise.all(creators);
    }
  });

  it("rejects a token signed with another secret with Stream's signature error", async () => {
    await harness.server.upsertUser({ id: "mallory" });
    const forger = new StreamChat(API_KEY, "not-the-app-secret");
    const client = userClient(harness.emulator.url);
    const code = await errorCodeOf(client.connectUser({ id: "mallory" }, forger.createToken("mallory")));
    expect(code).toBe(43);
    await client.disconnectUser();
  });

  it("rejects an expired token with code 40", async () => {
    const client = userClient(harness.emulator.url);
    const expired = harness.server.createToken("ann", Math.floor(Date.now() / 1000) - 60);
    expect(await errorCodeOf(client.connectUser({ id: "ann" }, expired))).toBe(40);
    await client.disconnectUser();
  });

  itEmulatorOnly("accepts development tokens only when they are enabled", async () => {
    const strict = userClient(harness.emulator.url);
    expect(await errorCodeOf(strict.connectUser({ id: "dev" }, strict.devToken("dev")))).toBe(43);
    await strict.disconnectUser();

    const relaxed = await startEmulator({ allowDevTokens: true });
    const client = userClient(relaxed.url);
    const connected = await client.connectUser({ id: "dev" }, client.devToken("dev"));
    expect(connected?.me?.id).toBe("dev");
    await client.disconnectUser();
    await relaxed.close();
  });

  it("refuses REST calls with a wrong api key or without a valid token", async () => {
    const wrongKey = await fetch(`${harness.emulator.url}/users?api_key=nope&payload=%7B%7D`, { headers: { Authorization: harness.server.createToken("ann") } });
    expect(wrongKey.status).toBe(401);
    expect(await wrongKey.json()).toMatchObject({ code: 2, StatusCode: 401 });

    const noToken = await fetch(`${harness.emulator.url}/users?api_key=${API_KEY}&payload=%7B%7D`);
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({ code: 5 });
  });

  it("answers CORS preflights for the SDK's headers", async () => {
    const response = await fetch(`${harness.emulator.url}/channels`, {
      method: "OPTIONS",
      headers: { Origin: "http://app.test", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization,stream-auth-type,x-stream-client" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toContain("stream-auth-type");
  });

  it("answers the client's heartbeat ping with a health.check", async () => {
    const client = await harness.connect("pinger");
    const reply = nextEvent(client, "health.check");
    client.wsConnection?.ws?.send(JSON.stringify([{ type: "health.check", client_id: `pinger--${client.wsConnection.connectionID}` }]));
    const event = await reply;
    expect(event.connection_id).toBe(client.wsConnection?.connectionID);
  });

  it("upserts users, finds them with queryUsers and reports presence to channel members", async () => {
    await harness.server.upsertUsers([
      { id: "query-a", name: "Quinn Adams", team_name: "blue" } as UserResponse,
      { id: "query-b", name: "Quentin Brown", team_name: "red" } as UserResponse,
      { id: "other", name: "Zed" },
    ]);
    const byName = await harness.server.queryUsers({ name: { $autocomplete: "quin" } }, { id: 1 });
    expect(byName.users.map((user) => user.id)).toEqual(["query-a"]);
    const byCustom = await harness.server.queryUsers({ id: { $in: ["query-a", "query-b", "other"] }, team_name: "red" } as UserFilters);
    expect(byCustom.users.map((user) => user.id)).toEqual(["query-b"]);

    const watcher = await harness.connect("presence-watcher");
    await harness.server.channel("messaging", "presence", { created_by_id: "presence-watcher", members: ["presence-watcher", "query-a"] }).create();
    await watcher.channel("messaging", "presence").watch();
    const online = nextEvent(watcher, "user.presence.changed", (event) => event.user?.id === "query-a" && event.user.online === true);
    const other = await harness.connect("query-a", "Quinn Adams");
    await online;
    const offline = nextEvent(watcher, "user.presence.changed", (event) => event.user?.id === "query-a" && event.user.online === false);
    await other.disconnectUser();
    await offline;
  });
});
