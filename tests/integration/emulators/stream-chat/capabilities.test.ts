import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Channel, StreamChat } from "stream-chat";

import { errorCodeOf, nextEvent, startHarness, type Harness } from "./emulator-harness";

/** The Stream error a rejected SDK call carries: its code and the server's message. */
async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as { code?: number; message: string };
    return { code, message };
  }
  throw new Error("expected the call to fail");
}

describe("Stream Chat emulator: capabilities enforced per role and per channel", () => {
  let harness: Harness;
  let owner: StreamChat;
  let member: StreamChat;

  const setOverrides = (id: string, overrides: Record<string, unknown>) =>
    harness.server.channel("messaging", id).updatePartial({ set: { config_overrides: overrides } as never });

  async function openRoom(id: string): Promise<[Channel, Channel]> {
    await harness.server.channel("messaging", id, { created_by_id: "caps-owner", members: ["caps-owner", "caps-member"] } as never).create();
    const ownerChannel = owner.channel("messaging", id);
    const memberChannel = member.channel("messaging", id);
    await ownerChannel.watch();
    await memberChannel.watch();
    return [ownerChannel, memberChannel];
  }

  beforeAll(async () => {
    harness = await startHarness();
    owner = await harness.connect("caps-owner", "Olivia Owner");
    member = await harness.connect("caps-member", "Max Member");
  });

  afterAll(async () => {
    await harness.close();
  });

  it("freezes a room: nobody sends, reacts, edits or uploads, each watcher's SDK refreshes its own capabilities live, and the server still posts", async () => {
    const [ownerChannel, memberChannel] = await openRoom("caps-frozen");
    const { message: own } = await memberChannel.sendMessage({ text: "before the freeze" });
    // The SDK re-queries a channel whose `frozen` changed; the new rights fire capabilities.changed,
    // which stream-chat-react follows (the event itself carries none: they are personal).
    const memberUpdated = nextEvent(member, "capabilities.changed", (event) => event.cid === "messaging:caps-frozen");
    const ownerUpdated = nextEvent(owner, "capabilities.changed", (event) => event.cid === "messaging:caps-frozen");
    expect(await errorCodeOf(memberChannel.updatePartial({ set: { frozen: true } }))).toBe(17);
    await ownerChannel.updatePartial({ set: { frozen: true } });

    const memberCapabilities = (await memberUpdated).own_capabilities as string[];
    expect(memberCapabilities).toEqual(expect.arrayContaining(["read-events", "flag-message"]));
    for (const lost of ["send-message", "send-reply", "send-reaction", "upload-file", "update-own-message", "delete-own-message", "pin-message"]) {
      expect(memberCapabilities).not.toContain(lost);
    }
    const ownerCapabilities = (await ownerUpdated).own_capabilities as string[];
    expect(ownerCapabilities).toEqual(expect.arrayContaining(["update-channel", "freeze-channel", "delete-any-message"]));
    expect(ownerCapabilities).not.toContain("send-message");
    expect(memberChannel.data?.own_capabilities).not.toContain("send-message");
    expect(memberChannel.data?.frozen).toBe(true);

    const refused = await failureOf(memberChannel.sendMessage({ text: "during the freeze" }));
    expect(refused.code).toBe(17);
    expect(refused.message).toContain("User 'caps-member' with role 'channel_member' is not allowed to perform action CreateMessage in channel 'messaging:caps-frozen'");
    expect(await errorCodeOf(memberChannel.sendReaction(own.id, { type: "like" }))).toBe(17);
    expect(await errorCodeOf(member.updateMessage({ id: own.id, text: "edited during the freeze" }))).toBe(17);
    expect(await errorCodeOf(member.deleteMessage(own.id))).toBe(17);
    expect(await errorCodeOf(memberChannel.sendFile(Buffer.from("x"), "x.txt", "text/plain"))).toBe(17);
    expect(await errorCodeOf(ownerChannel.sendMessage({ text: "owner during the freeze" }))).toBe(17);
    await memberChannel.markRead();

    const { message: notice } = await harness.server.channel("messaging", "caps-frozen").sendMessage({ text: "This room is closed", user_id: "caps-owner" });
    expect(notice.text).toBe("This room is closed");

    const thawed = nextEvent(member, "capabilities.changed", (event) => event.cid === "messaging:caps-frozen");
    await ownerChannel.updatePartial({ set: { frozen: false } });
    expect((await thawed).own_capabilities).toContain("send-message");
    expect(memberChannel.data?.own_capabilities).toContain("send-message");
    await memberChannel.sendMessage({ text: "after the freeze" });
    const { messages } = await harness.server.channel("messaging", "caps-frozen").query({ messages: { limit: 10 } });
    expect(messages.map((message) => message.text)).toEqual(["before the freeze", "This room is closed", "after the freeze"]);
  });

  it("turns links, uploads and replies off per room and shortens messages with config_overrides, on the next query and enforced at once", async () => {
    const [ownerChannel, memberChannel] = await openRoom("caps-rules");
    const { message: parent } = await ownerChannel.sendMessage({ text: "job description" });
    const updated = nextEvent(member, "channel.updated", (event) => event.cid === "messaging:caps-rules");
    await setOverrides("caps-rules", { uploads: false, replies: false, max_message_length: 40, grants: { channel_member: ["!send-links"] } });
    await updated;

    const refreshed = nextEvent(member, "capabilities.changed", (event) => event.cid === "messaging:caps-rules");
    await memberChannel.query({ state: true });
    const live = (await refreshed).own_capabilities as string[];
    expect(live).not.toContain("send-links");
    expect(live).not.toContain("upload-file");
    expect(live).toContain("send-message");
    expect(memberChannel.getConfig()).toMatchObject({ uploads: false, replies: false, max_message_length: 40, reactions: true });
    expect(memberChannel.data?.own_capabilities).not.toContain("send-reply");

    const link = await failureOf(memberChannel.sendMessage({ text: "apply at example.com" }));
    expect(link.code).toBe(17);
    expect(link.message).toContain("User 'caps-member' with role 'channel_member' is not allowed to perform action SendLinks in channel 'messaging:caps-rules'");
    expect(await errorCodeOf(memberChannel.sendMessage({ text: "https://evil.test/x" }))).toBe(17);
    expect(await errorCodeOf(memberChannel.sendMessage({ text: "www.anything" }))).toBe(17);
    // The room's owner is a channel_member too, as on Stream.
    expect(await errorCodeOf(ownerChannel.sendMessage({ text: "see jobs.example.co.uk" }))).toBe(17);
    const { message: plain } = await memberChannel.sendMessage({ text: "I know Node.js and Vue.js" });
    expect(await errorCodeOf(member.updateMessage({ id: plain.id, text: "and example.com" }))).toBe(17);

    expect(await errorCodeOf(memberChannel.sendMessage({ text: "x".repeat(41) }))).toBe(20);
    expect(await errorCodeOf(memberChannel.sendMessage({ text: "a reply", parent_id: parent.id }))).toBe(17);
    expect(await errorCodeOf(memberChannel.sendFile(Buffer.from("x"), "x.txt", "text/plain"))).toBe(17);

    await ownerChannel.addModerators(["caps-member"]);
    await memberChannel.sendMessage({ text: "moderators may link example.com" });
    await ownerChannel.demoteModerators(["caps-member"]);

    expect(await errorCodeOf(setOverrides("caps-rules", { max_message_length: "long" }))).toBe(4);
    expect(await errorCodeOf(setOverrides("caps-rules", { polls: true }))).toBe(4);
    expect(await errorCodeOf(memberChannel.updatePartial({ set: { config_overrides: { uploads: true } } as never }))).toBe(17);
  });

  it("enforces each member capability on the server once a grant revokes it", async () => {
    const [ownerChannel, memberChannel] = await openRoom("caps-grants");
    const { message: ownersMessage } = await ownerChannel.sendMessage({ text: "owner's message" });
    const { message: membersMessage } = await memberChannel.sendMessage({ text: "member's message" });
    const cases: [string, () => Promise<unknown>][] = [
      ["send-message", () => memberChannel.sendMessage({ text: "hello" })],
      ["send-reply", () => memberChannel.sendMessage({ text: "in thread", parent_id: ownersMessage.id })],
      ["quote-message", () => memberChannel.sendMessage({ text: "quoting", quoted_message_id: ownersMessage.id })],
      ["pin-message", () => member.pinMessage(membersMessage.id)],
      ["send-reaction", () => memberChannel.sendReaction(ownersMessage.id, { type: "like" })],
      ["update-own-message", () => member.updateMessage({ id: membersMessage.id, text: "edited" })],
      ["delete-own-message", () => member.deleteMessage(membersMessage.id)],
      // The SDK skips these two when the capability is missing; the server refuses them when sent anyway.
      ["read-events", () => member.post(`${member.baseURL}/channels/messaging/caps-grants/read`, {})],
      ["send-typing-events", () => member.post(`${member.baseURL}/channels/messaging/caps-grants/event`, { event: { type: "typing.start" } })],
    ];
    for (const [capability, call] of cases) {
      await setOverrides("caps-grants", { grants: { channel_member: [`!${capability}`] } });
      await memberChannel.query({ state: false });
      expect(memberChannel.data?.own_capabilities).not.toContain(capability);
      const code = await errorCodeOf(call()).catch(() => "accepted");
      expect({ capability, code }).toEqual({ capability, code: 17 });
    }

    await setOverrides("caps-grants", { grants: { channel_member: [] } });
    expect(await errorCodeOf(member.updateMessage({ id: ownersMessage.id, text: "not mine" }))).toBe(17);
    expect(await errorCodeOf(member.deleteMessage(ownersMessage.id))).toBe(17);
    await setOverrides("caps-grants", { grants: { channel_member: ["update-any-message"] } });
    const { message } = await member.updateMessage({ id: ownersMessage.id, text: "edited by a member with the grant" });
    expect(message.text).toBe("edited by a member with the grant");
  });

  it("refuses oversized messages with Stream's codes and stores nothing", async () => {
    const [, memberChannel] = await openRoom("caps-limits");
    await harness.server.upsertUsers([{ id: "caps-stranger", name: "Stranger" }]);
    expect(await errorCodeOf(memberChannel.sendMessage({ text: "x".repeat(5001) }))).toBe(20);
    expect(await errorCodeOf(memberChannel.sendMessage({ text: "x".repeat(100 * 1024) }))).toBe(20);
    expect(await errorCodeOf(memberChannel.sendMessage({ text: "big", blob: "x".repeat(100 * 1024) } as never))).toBe(4);
    // A 1 MB message is over the request body limit: refused before it is read (413, payload too big).
    expect(await errorCodeOf(memberChannel.sendMessage({ text: "x".repeat(1024 * 1024) }))).toBe(22);
    const attachments = Array.from({ length: 31 }, (_, index) => ({ type: "file", asset_url: `http://127.0.0.1/f${index}`, title: `f${index}` }));
    expect(await errorCodeOf(memberChannel.sendMessage({ text: "many files", attachments }))).toBe(4);
    const { message: thirty } = await memberChannel.sendMessage({ text: "thirty files", attachments: attachments.slice(0, 30) });
    expect(thirty.attachments).toHaveLength(30);
    const { message: longest } = await memberChannel.sendMessage({ text: "y".repeat(5000) });
    expect(await errorCodeOf(member.updateMessage({ id: longest.id, text: "z".repeat(5001) }))).toBe(20);

    const { message: mentioning } = await memberChannel.sendMessage({ text: "@Olivia @Stranger", mentioned_users: ["caps-owner", "caps-stranger"] });
    expect(mentioning.mentioned_users?.map((user) => user.id)).toEqual(["caps-owner"]);

    const { messages } = await harness.server.channel("messaging", "caps-limits").query({ messages: { limit: 10 } });
    expect(messages.map((message) => message.text?.slice(0, 12))).toEqual(["thirty files", "y".repeat(12), "@Olivia @Str"]);
  });

  it("checks channel types and ids before writing anything", async () => {
    // The SDK refuses bad ids before sending, so these go over raw HTTP, as another client could.
    const server = harness.server;
    const codeOf = (type: string, id: string) =>
      errorCodeOf(server.post(`${server.baseURL}/channels/${encodeURIComponent(type)}/${encodeURIComponent(id)}/query`, { data: { created_by_id: "caps-owner" } }));
    expect(await codeOf("messaging", "has space")).toBe(4);
    expect(await codeOf("messaging", "dots.are.not.allowed")).toBe(4);
    expect(await codeOf("messaging", "x".repeat(65))).toBe(4);
    expect(await codeOf("livestream", "room")).toBe(4);
    expect(await codeOf("bad.type", "room")).toBe(4);
    expect(await errorCodeOf(member.post(`${member.baseURL}/channels/messaging/a:b/query`, { watch: true }))).toBe(4);
    await harness.server.channel("messaging", "x".repeat(64), { created_by_id: "caps-owner" } as never).create();
    expect(await errorCodeOf(harness.server.channel("nope", "room").sendMessage({ text: "hi", user_id: "caps-owner" }))).toBe(4);
    const stored = await harness.server.queryChannels({ id: { $in: ["has space", "dots.are.not.allowed", "x".repeat(65), "room", "a:b"] } });
    expect(stored).toEqual([]);
  });
});
