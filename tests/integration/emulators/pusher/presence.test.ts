import { describe, expect, it } from "@jest/globals";
import type { PresenceChannel } from "pusher-js";

import { nextEvent, recordEvents, subscribed, usePusherEmulator, waitFor } from "./pusher-clients";

type Member = { id: string; info: unknown };

function memberIds(channel: PresenceChannel): string[] {
  const ids: string[] = [];
  channel.members.each((member: Member) => ids.push(member.id));
  return ids.sort();
}

/** Arrivals reach each member on its own connection: wait until this one has heard of `count`. */
function membersReach(channel: PresenceChannel, count: number): Promise<unknown> {
  return waitFor(`${count} members on ${channel.name}`, (resolve) => {
    const check = () => channel.members.count === count && resolve(true);
    channel.bind("pusher:member_added", check);
    check();
  });
}

// Nested, so that the emulator closes its database pool before the setup drops the database.
describe("the Pusher emulator's presence channels", () => {
  const running = usePusherEmulator();

  const join = async (userId: string, channelName: string) => {
    const client = running.clients.connect({ user: { id: userId, info: { name: `User ${userId}` } } });
    const channel = (await subscribed(client, channelName)) as PresenceChannel;
    return { client, channel };
  };

  it("tell a joining member who is there, themselves included", async () => {
    await join("u1", "presence-lobby-1");
    const { channel } = await join("u2", "presence-lobby-1");
    expect(channel.members.count).toBe(2);
    expect(channel.members.me).toEqual({ id: "u2", info: { name: "User u2" } });
    expect(channel.members.get("u1")).toEqual({ id: "u1", info: { name: "User u1" } });
  });

  it("announce an arrival to the others but not to the one arriving", async () => {
    const first = await join("u1", "presence-lobby-2");
    const added = nextEvent(first.channel, "pusher:member_added");
    const second = await join("u2", "presence-lobby-2");
    expect((await added).data).toEqual({ id: "u2", info: { name: "User u2" } });
    expect(first.channel.members.count).toBe(2);
    expect(memberIds(second.channel)).toEqual(["u1", "u2"]);
  });

  it("announce a departure on unsubscribe and on disconnect", async () => {
    const stayer = await join("u1", "presence-lobby-3");
    const unsubscriber = await join("u2", "presence-lobby-3");
    const disconnecter = await join("u3", "presence-lobby-3");
    await membersReach(stayer.channel, 3);

    const firstDeparture = nextEvent(stayer.channel, "pusher:member_removed");
    unsubscriber.client.unsubscribe("presence-lobby-3");
    expect((await firstDeparture).data).toEqual({ id: "u2", info: { name: "User u2" } });

    const secondDeparture = nextEvent(stayer.channel, "pusher:member_removed");
    disconnecter.client.disconnect();
    expect((await secondDeparture).data).toMatchObject({ id: "u3" });
    expect(memberIds(stayer.channel)).toEqual(["u1"]);
  });

  it("count a user with two connections once, and let them go with the last", async () => {
    const watcher = await join("watcher", "presence-lobby-4");
    const added = recordEvents(watcher.channel, "pusher:member_added");
    const removed = recordEvents(watcher.channel, "pusher:member_removed");
    const firstTab = await join("u1", "presence-lobby-4");
    const secondTab = await join("u1", "presence-lobby-4");
    expect(secondTab.channel.members.count).toBe(2);

    firstTab.client.disconnect();
    const { users } = (await (await running.sdk.get({ path: "/channels/presence-lobby-4/users" })).json()) as { users: { id: string }[] };
    expect(users.map((user) => user.id).sort()).toEqual(["u1", "watcher"]);

    const departure = nextEvent(watcher.channel, "pusher:member_removed");
    secondTab.client.disconnect();
    await departure;
    expect(added).toEqual([{ id: "u1", info: { name: "User u1" } }]);
    expect(removed).toEqual([{ id: "u1", info: { name: "User u1" } }]);
  });

  it("refuse channel_data that was changed after the app signed it", async () => {
    const client = running.clients.connect({
      options: {
        channelAuthorization: {
          customHandler: ({ socketId, channelName }, callback) => {
            const signed = running.sdk.authorizeChannel(socketId, channelName, { user_id: "u1" });
            callback(null, { ...signed, channel_data: JSON.stringify({ user_id: "admin" }) });
          },
        },
      },
    });
    const channel = client.subscribe("presence-lobby-5");
    const error = await nextEvent(channel, "pusher:subscription_error");
    expect(error.data).toMatchObject({ type: "AuthError", status: 401 });
  });
});
