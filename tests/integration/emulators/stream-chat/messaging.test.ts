import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Channel, OwnUserResponse, StreamChat } from "stream-chat";

import { errorCodeOf, nextEvent, startHarness, type Harness } from "./emulator-harness";

describe("Stream Chat emulator: messaging between two users", () => {
  let harness: Harness;
  let alice: StreamChat;
  let bob: StreamChat;
  let aliceChannel: Channel;
  let bobChannel: Channel;

  beforeAll(async () => {
    harness = await startHarness();
    alice = await harness.connect("alice", "Alice");
    bob = await harness.connect("bob", "Bob");
    await harness.connect("carol", "Carol");
    await harness.server.channel("messaging", "job-42", { created_by_id: "alice", members: ["alice", "bob"], name: "Job 42" } as never).create();
    aliceChannel = alice.channel("messaging", "job-42");
    bobChannel = bob.channel("messaging", "job-42");
    await aliceChannel.watch();
    await bobChannel.watch();
  });

  afterAll(async () => {
    await harness.close();
  });

  it("gives the channel's state, custom data, config and capabilities to a member", () => {
    expect(aliceChannel.data).toMatchObject({ name: "Job 42", member_count: 2, created_by: { id: "alice" } });
    expect(aliceChannel.getConfig()).toMatchObject({ typing_events: true, read_events: true, uploads: true });
    expect(aliceChannel.data?.own_capabilities).toEqual(expect.arrayContaining(["send-message", "update-channel", "upload-file"]));
    expect(bobChannel.data?.own_capabilities).toContain("send-message");
    expect(bobChannel.data?.own_capabilities).not.toContain("update-channel");
    expect(Object.keys(bobChannel.state.members).sort()).toEqual(["alice", "bob"]);
    expect(bobChannel.state.members.alice?.role).toBe("owner");
  });

  it("delivers message.new over the WebSocket to the other member", async () => {
    const received = nextEvent(bob, "message.new", (event) => event.message?.text === "Hello Bob");
    const { message } = await aliceChannel.sendMessage({ text: "Hello Bob" });
    const event = await received;
    expect(event.message).toMatchObject({ id: message.id, user: { id: "alice", name: "Alice" }, type: "regular", attachments: [] });
    expect(event.unread_count).toBe(1);
    expect(bobChannel.state.messages.map((each) => each.text)).toContain("Hello Bob");
  });

  it("refuses a duplicate message id with Stream's 'already exists' input error", async () => {
    const id = "3f1f6e3a-4a0c-4d0e-9a43-000000000001";
    await aliceChannel.sendMessage({ id, text: "once" });
    expect(await errorCodeOf(aliceChannel.sendMessage({ id, text: "twice" }))).toBe(4);
  });

  it("answers Stream's not-found error for a message id that does not exist, whatever the call", async () => {
    const missing = "3f1f6e3a-4a0c-4d0e-9a43-0000000000ff";
    expect(await errorCodeOf(alice.getMessage(missing))).toBe(16);
    expect(await errorCodeOf(alice.updateMessage({ id: missing, text: "edit" }))).toBe(16);
    expect(await errorCodeOf(alice.deleteMessage(missing))).toBe(16);
    expect(await errorCodeOf(aliceChannel.sendReaction(missing, { type: "like" }))).toBe(16);
    expect(await errorCodeOf(aliceChannel.getReplies(missing, { limit: 10 }))).toBe(16);
    expect(await errorCodeOf(aliceChannel.sendMessage({ text: "a reply to nothing", parent_id: missing }))).toBe(4);
  });

  it("does not let a non-member send or read", async () => {
    const carol = await harness.connect("carol", "Carol");
    const outsider = carol.channel("messaging", "job-42");
    expect(await errorCodeOf(outsider.sendMessage({ text: "let me in" }))).toBe(17);
    expect(await errorCodeOf(outsider.watch())).toBe(17);
    const { messages } = await harness.server.channel("messaging", "job-42").query({ messages: { limit: 100 } });
    expect(messages.map((message) => message.text)).not.toContain("let me in");
  });

  it("adds reactions with per-user own_reactions and broadcasts them", async () => {
    const { message } = await aliceChannel.sendMessage({ text: "React to me" });
    const seenByAlice = nextEvent(alice, "reaction.new", (event) => event.message?.id === message.id);
    const response = await bobChannel.sendReaction(message.id, { type: "love" });
    expect(response.message.own_reactions?.map((reaction) => reaction.user?.id)).toEqual(["bob"]);
    expect(response.message.reaction_counts).toEqual({ love: 1 });
    const event = await seenByAlice;
    expect(event.reaction).toMatchObject({ type: "love", user_id: "bob" });
    expect(event.message?.own_reactions).toEqual([]);

    await aliceChannel.sendReaction(message.id, { type: "love" });
    const twice = await harness.server.getMessage(message.id);
    expect(twice.message.reaction_groups?.love?.count).toBe(2);

    const removed = nextEvent(alice, "reaction.deleted", (event) => event.message?.id === message.id);
    await bobChannel.deleteReaction(message.id, "love");
    expect((await removed).message?.reaction_counts).toEqual({ love: 1 });
    const { reactions } = await bob.queryReactions(message.id, {});
    expect(reactions.map((reaction) => reaction.user_id)).toEqual(["alice"]);
  });

  it("keeps replies in their thread and updates the parent's reply count", async () => {
    const { message: parent } = await aliceChannel.sendMessage({ text: "Any questions?" });
    const parentUpdated = nextEvent(alice, "message.updated", (event) => event.message?.id === parent.id && event.message.reply_count === 1);
    await bobChannel.sendMessage({ text: "When can I start?", parent_id: parent.id });
    const event = await parentUpdated;
    expect(event.message?.thread_participants?.map((user) => user.id).sort()).toEqual(["alice", "bob"]);
    const { messages: replies } = await aliceChannel.getReplies(parent.id, { limit: 10 });
    expect(replies.map((reply) => reply.text)).toEqual(["When can I start?"]);
    const { messages } = await harness.server.channel("messaging", "job-42").query({ messages: { limit: 100 } });
    expect(messages.map((message) => message.text)).not.toContain("When can I start?");
  });

  it("counts unread messages per member and clears them on mark read", async () => {
    await bobChannel.markRead();
    await aliceChannel.sendMessage({ text: "one" });
    const second = nextEvent(bob, "message.new", (event) => event.message?.text === "two");
    await aliceChannel.sendMessage({ text: "two" });
    expect((await second).total_unread_count).toBe(2);

    const state = await bob.channel("messaging", "job-42").query({ state: true });
    expect(state.read?.find((read) => read.user.id === "bob")?.unread_messages).toBe(2);

    const cleared = nextEvent(bob, "notification.mark_read");
    const response = await bobChannel.markRead();
    expect(response?.event.last_read_message_id).toBe(bobChannel.state.messages.at(-1)?.id);
    expect(await cleared).toMatchObject({ total_unread_count: 0, unread_channels: 0 });
    const afterRead = await bob.channel("messaging", "job-42").query({ state: true });
    expect(afterRead.read?.find((read) => read.user.id === "bob")?.unread_messages).toBe(0);
  });

  it("marks a channel unread from a message", async () => {
    const { message: first } = await aliceChannel.sendMessage({ text: "first unread" });
    await aliceChannel.sendMessage({ text: "second unread" });
    await bobChannel.markRead();
    const unread = nextEvent(bob, "notification.mark_unread");
    await bobChannel.markUnread({ message_id: first.id });
    expect(await unread).toMatchObject({ unread_messages: 2, first_unread_message_id: first.id, total_unread_count: 2 });
    await bobChannel.markRead();
  });

  it("takes a deleted message, a truncation and a history cleared by hiding out of the unread counts", async () => {
    await harness.server.channel("messaging", "job-43", { created_by_id: "alice", members: ["alice", "bob"] } as never).create();
    const channel = alice.channel("messaging", "job-43");
    const bobsView = bob.channel("messaging", "job-43");
    await bobsView.watch();
    const unreadOfBob = async () => (await bobsView.query({ state: true })).read?.find((read) => read.user.id === "bob")?.unread_messages;
    const sent = [];
    for (const text of ["a", "b", "c", "d"]) sent.push((await channel.sendMessage({ text })).message);
    expect(await unreadOfBob()).toBe(4);

    await alice.deleteMessage(sent[0]!.id);
    await alice.deleteMessage(sent[1]!.id, true);
    expect(await unreadOfBob()).toBe(2);

    await harness.server.channel("messaging", "job-43").truncate({ user_id: "alice" } as never);
    expect(await unreadOfBob()).toBe(0);

    await channel.sendMessage({ text: "after the truncation" });
    expect(await unreadOfBob()).toBe(1);
    await bobsView.hide(null, true);
    expect(await unreadOfBob()).toBe(0);
  });

  it("reports unread counts in the health.check of a new connection", async () => {
    await aliceChannel.sendMessage({ text: "while you were away" });
    const laterClient = await harness.connect("bob", "Bob");
    expect(laterClient.user as OwnUserResponse).toMatchObject({ total_unread_count: 1, unread_channels: 1 });
  });

  it("relays typing events to the other watchers", async () => {
    const started = nextEvent(bob, "typing.start", (event) => event.user?.id === "alice");
    await aliceChannel.keystroke();
    expect((await started).cid).toBe("messaging:job-42");
    const stopped = nextEvent(bob, "typing.stop", (event) => event.user?.id === "alice");
    await aliceChannel.stopTyping();
    await stopped;
  });

  it("edits, pins and deletes messages with events to watchers", async () => {
    const { message } = await bobChannel.sendMessage({ text: "tpyo" });
    const edited = nextEvent(alice, "message.updated", (event) => event.message?.id === message.id);
    await bob.updateMessage({ id: message.id, text: "typo", status: "received" } as never);
    const editEvent = await edited;
    expect(editEvent.message?.text).toBe("typo");
    expect(editEvent.message?.message_text_updated_at).toEqual(expect.any(String));
    expect(editEvent.message).not.toHaveProperty("status");

    const pinned = await alice.pinMessage(message.id);
    expect(pinned.message).toMatchObject({ pinned: true, pinned_by: { id: "alice" } });

    const { message: alicesMessage } = await aliceChannel.sendMessage({ text: "only mine to delete" });
    expect(await errorCodeOf(bob.deleteMessage(alicesMessage.id))).toBe(17);
    const deleted = nextEvent(alice, "message.deleted", (event) => event.message?.id === message.id);
    await bob.deleteMessage(message.id);
    expect((await deleted).message).toMatchObject({ type: "deleted", deleted_at: expect.any(String) });
  });

  it("stores an uploaded file in PostgreSQL and serves it back by URL", async () => {
    const bytes = Buffer.from("Curriculum vitae of Bob\n");
    const { file } = await bobChannel.sendFile(bytes, "cv.txt", "text/plain");
    expect(file).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/attachments\/.+\/cv\.txt$/);
    const download = await fetch(file);
    expect(download.headers.get("content-type")).toBe("text/plain");
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    const { message } = await bobChannel.sendMessage({ text: "My CV", attachments: [{ type: "file", asset_url: file, title: "cv.txt" }] });
    expect(message.attachments).toEqual([expect.objectContaining({ asset_url: file })]);
    const app = await bob.getAppSettings();
    expect(app.app?.file_upload_config).toMatchObject({ size_limit: 0 });
  });
});
