import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { ChannelFilters, StreamChat } from "stream-chat";

import { eventually } from "@/tests/support/eventually";

import { errorCodeOf, nextEvent, startHarness, type Harness } from "./emulator-harness";

describe("Stream Chat emulator: channels and members", () => {
  let harness: Harness;
  let owner: StreamChat;
  let candidate: StreamChat;

  beforeAll(async () => {
    harness = await startHarness();
    owner = await harness.connect("recruiter", "Rita Recruiter");
    candidate = await harness.connect("candidate", "Cody Candidate");
    await harness.server.upsertUsers([{ id: "colleague", name: "Colin" }, { id: "stranger", name: "Stan" }]);
  });

  afterAll(async () => {
    await harness.close();
  });

  it("queries channels with filters, sort and pagination, scoped to the user's memberships", async () => {
    for (const [index, name] of ["Backend role", "Frontend role", "Design role"].entries()) {
      const channel = owner.channel("messaging", `role-${index}`, { name, members: ["recruiter", "candidate"], job_id: index } as never);
      await channel.create();
      await channel.sendMessage({ text: `about ${name}` });
    }
    await harness.server.channel("team", "hiring-team", { created_by_id: "recruiter", members: ["recruiter", "colleague"], name: "Hiring team" } as never).create();
    await harness.server.channel("messaging", "not-mine", { created_by_id: "stranger", members: ["stranger"] } as never).create();

    const byRecency = await candidate.queryChannels({ members: { $in: ["candidate"] } }, [{ last_message_at: -1 }], { limit: 2 });
    expect(byRecency.map((channel) => channel.id)).toEqual(["role-2", "role-1"]);
    const nextPage = await candidate.queryChannels({ members: { $in: ["candidate"] } }, [{ last_message_at: -1 }], { limit: 2, offset: 2 });
    expect(nextPage.map((channel) => channel.id)).toEqual(["role-0"]);
    expect(nextPage[0]?.state.messages.map((message) => message.text)).toEqual(["about Backend role"]);

    const searched = await candidate.queryChannels({ type: "messaging", name: { $autocomplete: "end" } }, [{ created_at: 1 }]);
    expect(searched.map((channel) => channel.id)).toEqual(["role-0", "role-1"]);
    const byCustomField = await candidate.queryChannels({ job_id: { $in: [2] } } as ChannelFilters);
    expect(byCustomField.map((channel) => channel.id)).toEqual(["role-2"]);

    const team = await owner.queryChannels({ type: "team" });
    expect(team.map((channel) => channel.cid)).toEqual(["team:hiring-team"]);
    const all = await owner.queryChannels({}, [{ created_at: 1 }], { limit: 30 });
    expect(all.map((channel) => channel.id)).not.toContain("not-mine");
    const serverSide = await harness.server.queryChannels({ id: "not-mine" });
    expect(serverSide.map((channel) => channel.id)).toEqual(["not-mine"]);
  });

  it("tells members who do not watch a channel about its new messages, and marks everything read at once", async () => {
    const channel = owner.channel("messaging", "unwatched", { members: ["recruiter", "candidate"] } as never);
    await channel.create();
    const notified = nextEvent(candidate, "notification.message_new", (event) => event.cid === "messaging:unwatched");
    await channel.sendMessage({ text: "Are you available?" });
    const event = await notified;
    expect(event.channel).toMatchObject({ id: "unwatched", config: { read_events: true } });
    expect(event.message?.text).toBe("Are you available?");
    expect(event.unread_channels).toBeGreaterThanOrEqual(1);

    const allRead = nextEvent(candidate, "notification.mark_read", (readEvent) => readEvent.cid === undefined);
    await candidate.markAllRead();
    expect(await allRead).toMatchObject({ total_unread_count: 0, unread_channels: 0 });
  });

  it("tells a member of messages sent at once one after another, unread counts never going back, the last with them all", async () => {
    const channel = owner.channel("messaging", "burst", { members: ["recruiter", "candidate"] } as never);
    await channel.create();
    await candidate.markAllRead();
    const received: { text?: string; total?: number }[] = [];
    const subscription = candidate.on("notification.message_new", (event) => {
      if (event.cid === "messaging:burst") received.push({ text: event.message?.text, total: event.total_unread_count });
    });
    try {
      // Sent at once, as the chat's composer does when someone types fast: each is stored in turn.
      const sent = await Promise.all(Array.from({ length: 8 }, (_, index) => channel.sendMessage({ text: `burst ${index}` })));
      await eventually(() => expect(received).toHaveLength(8));
      expect(new Set(received.map((event) => event.text))).toEqual(new Set(sent.map((answer) => answer.message.text)));
      // A member told "2 unread" and then "1" would keep 1: the badge shows the last count it got.
      const totals = received.map((event) => event.total ?? 0);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      expect(totals.at(-1)).toBe(8);
    } finally {
      subscription.unsubscribe();
    }
  });

  it("makes one distinct channel per member set", async () => {
    const first = owner.channel("messaging", { members: ["recruiter", "candidate"] });
    await first.create();
    const second = candidate.channel("messaging", { members: ["candidate", "recruiter"] });
    await second.watch();
    expect(first.id).toMatch(/^!members-/);
    expect(second.id).toBe(first.id);
  });

  it("adds and removes members with events to watchers and to the member", async () => {
    const channel = owner.channel("messaging", "interview");
    await channel.create();
    await channel.watch();
    const added = nextEvent(candidate, "notification.added_to_channel", (event) => event.channel?.id === "interview");
    const memberAdded = nextEvent(owner, "member.added", (event) => event.member?.user_id === "candidate");
    await channel.addMembers(["candidate"], { text: "Cody joined" });
    const notification = await added;
    expect(notification.channel?.config).toMatchObject({ typing_events: true });
    await memberAdded;
    expect(channel.state.messages.at(-1)).toMatchObject({ type: "system", text: "Cody joined" });

    const removed = nextEvent(candidate, "notification.removed_from_channel", (event) => event.channel?.id === "interview");
    await channel.removeMembers(["candidate"]);
    await removed;
    const visible = await candidate.queryChannels({ id: "interview" });
    expect(visible).toEqual([]);
    expect(await errorCodeOf(candidate.channel("messaging", "interview").addMembers(["candidate"]))).toBe(17);
  });

  it("lets an invitee accept an invitation", async () => {
    const channel = owner.channel("messaging", "offer", { members: ["recruiter"] } as never);
    await channel.create();
    const invited = nextEvent(candidate, "notification.invited", (event) => event.channel?.id === "offer");
    await channel.inviteMembers(["candidate"]);
    await invited;
    const pending = await candidate.queryChannels({ invite: "pending" } as ChannelFilters);
    expect(pending.map((each) => each.id)).toEqual(["offer"]);
    const accepted = await candidate.channel("messaging", "offer").acceptInvite();
    expect(accepted.members.find((member) => member.user_id === "candidate")).toMatchObject({ status: "member" });
    const { message } = await candidate.channel("messaging", "offer").sendMessage({ text: "I accept" });
    expect(message.text).toBe("I accept");
  });

  it("updates channel data and tells watchers", async () => {
    const channel = owner.channel("messaging", "role-0");
    await channel.watch();
    const updated = nextEvent(owner, "channel.updated", (event) => event.channel?.id === "role-0");
    await channel.updatePartial({ set: { name: "Backend role (filled)" } as never });
    expect((await updated).channel).toMatchObject({ name: "Backend role (filled)" });
    expect(await errorCodeOf(candidate.channel("messaging", "role-0").updatePartial({ set: { name: "hacked" } as never }))).toBe(17);
  });

  it("hides a channel until a new message arrives", async () => {
    const channel = candidate.channel("messaging", "role-1");
    await channel.watch();
    await channel.hide();
    const listed = async () => (await candidate.queryChannels({ members: { $in: ["candidate"] } }, [], { limit: 30 })).map((each) => each.id);
    expect(await listed()).not.toContain("role-1");
    expect((await candidate.queryChannels({ hidden: true })).map((each) => each.id)).toEqual(["role-1"]);
    await owner.channel("messaging", "role-1").sendMessage({ text: "still interested?" });
    expect(await listed()).toContain("role-1");
  });

  it("archives and pins a channel for one member", async () => {
    const channel = candidate.channel("messaging", "role-2");
    await channel.watch();
    await channel.pin();
    await channel.archive();
    const archived = await candidate.queryChannels({ archived: true });
    expect(archived.map((each) => each.id)).toEqual(["role-2"]);
    expect(archived[0]?.state.membership).toMatchObject({ archived_at: expect.any(String), pinned_at: expect.any(String) });
    const notArchivedForOwner = await owner.queryChannels({ archived: true });
    expect(notArchivedForOwner).toEqual([]);
  });

  it("truncates a channel's history", async () => {
    const channel = owner.channel("messaging", "role-2");
    await channel.watch();
    const truncated = nextEvent(owner, "channel.truncated", (event) => event.cid === "messaging:role-2");
    await channel.truncate();
    await truncated;
    const { messages } = await owner.channel("messaging", "role-2").query({ messages: { limit: 100 } });
    expect(messages).toEqual([]);
  });

  it("enforces slow mode for members but not for the owner", async () => {
    const channel = owner.channel("messaging", "role-0");
    await channel.enableSlowMode(30);
    const candidateChannel = candidate.channel("messaging", "role-0");
    await candidateChannel.watch();
    expect(candidateChannel.data?.cooldown).toBe(30);
    await candidateChannel.sendMessage({ text: "first" });
    expect(await errorCodeOf(candidateChannel.sendMessage({ text: "too soon" }))).toBe(60);
    await channel.sendMessage({ text: "owners skip slow mode" });
    await channel.sendMessage({ text: "twice" });
    await channel.disableSlowMode();
    await candidateChannel.sendMessage({ text: "now fine" });
  });

  it("pages a channel's messages backwards by id", async () => {
    const channel = owner.channel("messaging", "history");
    await channel.create();
    for (let index = 0; index < 7; index += 1) await channel.sendMessage({ text: `m${index}` });
    const latest = await channel.query({ messages: { limit: 3 } });
    expect(latest.messages.map((message) => message.text)).toEqual(["m4", "m5", "m6"]);
    const older = await channel.query({ messages: { limit: 3, id_lt: latest.messages[0]?.id } });
    expect(older.messages.map((message) => message.text)).toEqual(["m1", "m2", "m3"]);
    const around = await channel.query({ messages: { limit: 3, id_around: latest.messages[0]?.id } });
    expect(around.messages.map((message) => message.text)).toEqual(["m3", "m4", "m5"]);
  });

  it("finds messages with search", async () => {
    const { results } = await candidate.search({ members: { $in: ["candidate"] } }, "still interested");
    expect(results.map((result) => result.message.text)).toEqual(["still interested?"]);
  });

  it("deletes a channel for everyone", async () => {
    const channel = owner.channel("messaging", "history");
    const deleted = nextEvent(owner, "notification.channel_deleted", (event) => event.cid === "messaging:history");
    await channel.delete();
    await deleted;
    expect(await owner.queryChannels({ id: "history" })).toEqual([]);
  });
});
