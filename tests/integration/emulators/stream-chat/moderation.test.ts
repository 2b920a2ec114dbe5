import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Channel, ChannelFilters, MessageFlagsFilters, StreamChat } from "stream-chat";

import { errorCodeOf, nextEvent, startHarness, type Harness } from "./emulator-harness";

const unreadOf = (channel: Channel, userId: string) => channel.state.read[userId]?.unread_messages;

describe("Stream Chat emulator: mutes and flags", () => {
  let harness: Harness;
  let recruiter: StreamChat;
  let candidate: StreamChat;
  let recruiterChannel: Channel;
  let candidateChannel: Channel;

  beforeAll(async () => {
    harness = await startHarness();
    recruiter = await harness.connect("mod-recruiter", "Rita");
    candidate = await harness.connect("mod-candidate", "Cody");
    await harness.server.upsertUsers([{ id: "mod-outsider", name: "Olga" }]);
    await harness.server.channel("messaging", "mod-room", { created_by_id: "mod-recruiter", members: ["mod-recruiter", "mod-candidate"] } as never).create();
    recruiterChannel = recruiter.channel("messaging", "mod-room");
    candidateChannel = candidate.channel("messaging", "mod-room");
    await recruiterChannel.watch();
    await candidateChannel.watch();
  });

  afterAll(async () => {
    await harness.close();
  });

  it("turns mutes and flags on in the channel's config and capabilities", () => {
    expect(candidateChannel.getConfig()).toMatchObject({ mutes: true });
    expect(candidateChannel.data?.own_capabilities).toEqual(expect.arrayContaining(["mute-channel", "flag-message"]));
    expect(candidateChannel.muteStatus()).toMatchObject({ muted: false });
  });

  it("mutes a user: the muter's clients learn it from the event and from me at connect, and the muted user's messages still arrive", async () => {
    const updated = nextEvent(recruiter, "notification.mutes_updated");
    const response = await recruiter.muteUser("mod-candidate");
    expect(response.mute).toMatchObject({ user: { id: "mod-recruiter" }, target: { id: "mod-candidate" } });
    await updated;
    expect(recruiter.mutedUsers.map((mute) => mute.target.id)).toEqual(["mod-candidate"]);
    expect(recruiter.userMuteStatus("mod-candidate")).toBe(true);

    const arrived = nextEvent(recruiter, "message.new", (event) => event.message?.text === "still here");
    await candidateChannel.sendMessage({ text: "still here" });
    expect((await arrived).message?.user?.id).toBe("mod-candidate");

    const secondTab = await harness.connect("mod-recruiter", "Rita");
    expect(secondTab.mutedUsers.map((mute) => mute.target.id)).toEqual(["mod-candidate"]);

    const cleared = nextEvent(secondTab, "notification.mutes_updated");
    await recruiter.unmuteUser("mod-candidate");
    await cleared;
    expect(secondTab.mutedUsers).toEqual([]);
    expect(recruiter.userMuteStatus("mod-candidate")).toBe(false);
  });

  it("mutes a user for a number of minutes, and refuses muting oneself", async () => {
    const updated = nextEvent(recruiter, "notification.mutes_updated");
    await recruiter.muteUser("mod-outsider", undefined, { timeout: 60 });
    await updated;
    const mute = recruiter.mutedUsers.find((each) => each.target.id === "mod-outsider") as { expires?: string } | undefined;
    const minutesLeft = (new Date(mute?.expires ?? 0).getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(59);
    expect(minutesLeft).toBeLessThanOrEqual(60);
    expect(await errorCodeOf(recruiter.muteUser("mod-recruiter"))).toBe(4);
    await recruiter.unmuteUser("mod-outsider");
  });

  it("mutes a channel: muteStatus, the muted filter, and no unread counts from messages sent while muted", async () => {
    await candidateChannel.markRead();
    const updated = nextEvent(candidate, "notification.channel_mutes_updated");
    const { channel_mute: channelMute } = await candidateChannel.mute();
    expect(channelMute.channel?.cid).toBe("messaging:mod-room");
    await updated;
    expect(candidate.mutedChannels.map((mute) => mute.channel?.cid)).toEqual(["messaging:mod-room"]);
    expect(candidateChannel.muteStatus()).toMatchObject({ muted: true, expiresAt: null });

    const muted = await candidate.queryChannels({ muted: true } as ChannelFilters);
    expect(muted.map((channel) => channel.cid)).toEqual(["messaging:mod-room"]);
    expect(muted[0]?.data?.muted).toBe(true);
    expect((await candidate.queryChannels({ muted: false } as ChannelFilters)).map((channel) => channel.cid)).not.toContain("messaging:mod-room");

    const whileMuted = nextEvent(candidate, "message.new", (event) => event.message?.text === "sent while muted");
    await recruiterChannel.sendMessage({ text: "sent while muted" });
    expect(await whileMuted).toMatchObject({ total_unread_count: 0, unread_channels: 0 });
    expect(candidateChannel.countUnread()).toBe(0);
    const { read } = await candidateChannel.query({ state: true });
    expect(read?.find((each) => each.user.id === "mod-candidate")?.unread_messages).toBe(0);
    expect(unreadOf(candidateChannel, "mod-candidate")).toBe(0);
    const reconnected = await harness.connect("mod-candidate", "Cody");
    expect(reconnected.user).toMatchObject({ total_unread_count: 0 });
    expect(reconnected.mutedChannels.map((mute) => mute.channel?.cid)).toEqual(["messaging:mod-room"]);
    const { channel } = await harness.server.channel("messaging", "mod-room").query({ state: true });
    expect(channel.muted).toBeUndefined();

    const unmuted = nextEvent(candidate, "notification.channel_mutes_updated");
    await candidateChannel.unmute();
    await unmuted;
    expect(candidate.mutedChannels).toEqual([]);
    expect(candidateChannel.muteStatus().muted).toBe(false);

    const afterUnmute = nextEvent(candidate, "message.new", (event) => event.message?.text === "sent after unmute");
    await recruiterChannel.sendMessage({ text: "sent after unmute" });
    expect(await afterUnmute).toMatchObject({ total_unread_count: 1, unread_channels: 1 });
    const [queried] = await candidate.queryChannels({ cid: "messaging:mod-room" });
    expect(queried?.state.read["mod-candidate"]?.unread_messages).toBe(1);
    await candidateChannel.markRead();
  });

  it("lets a channel mute expire, and refuses muting a channel the user is not in", async () => {
    const updated = nextEvent(candidate, "notification.channel_mutes_updated");
    await candidateChannel.mute({ expiration: 400 });
    await updated;
    expect(candidateChannel.muteStatus()).toMatchObject({ muted: true, expiresAt: expect.any(Date) });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(candidateChannel.muteStatus().muted).toBe(false);
    expect(await candidate.queryChannels({ muted: true } as ChannelFilters)).toEqual([]);

    await harness.server.channel("messaging", "mod-private", { created_by_id: "mod-outsider", members: ["mod-outsider"] } as never).create();
    expect(await errorCodeOf(candidate.channel("messaging", "mod-private").mute())).toBe(17);
    expect(await errorCodeOf(candidate.channel("messaging", "mod-missing").mute())).toBe(16);
  });

  it("flags others' messages (never one's own) and lists the flags for a server-side admin area", async () => {
    const { message: fromRecruiter } = await recruiterChannel.sendMessage({ text: "please send your ID card" });
    const { message: fromCandidate } = await candidateChannel.sendMessage({ text: "my own words" });

    const { flag } = await candidate.flagMessage(fromRecruiter.id, { reason: "phishing" });
    expect(flag).toMatchObject({ target_message_id: fromRecruiter.id, user: { id: "mod-candidate" }, created_by_automod: false });
    expect(await errorCodeOf(candidate.flagMessage(fromCandidate.id))).toBe(4);
    await recruiter.flagMessage(fromCandidate.id, { reason: "spam" });
    await recruiter.flagUser("mod-candidate", { reason: "rude" });

    const all = await harness.server.queryMessageFlags({ channel_cid: "messaging:mod-room" });
    expect(all.flags?.map((each) => [each.user.id, each.message.id])).toEqual([
      ["mod-recruiter", fromCandidate.id],
      ["mod-candidate", fromRecruiter.id],
    ]);
    expect(all.flags?.[1]).toMatchObject({ reason: "phishing", message: { text: "please send your ID card", user: { id: "mod-recruiter" } } });
    const byUser = await harness.server.queryMessageFlags({ user_id: "mod-candidate" } as MessageFlagsFilters);
    expect(byUser.flags?.map((each) => each.message.id)).toEqual([fromRecruiter.id]);
    const secondPage = await harness.server.queryMessageFlags({ channel_cid: { $in: ["messaging:mod-room"] } }, { limit: 1, offset: 1 });
    expect(secondPage.flags?.map((each) => each.message.id)).toEqual([fromRecruiter.id]);
    expect((await harness.server.queryMessageFlags({ is_reviewed: false } as MessageFlagsFilters)).flags).toHaveLength(2);
    expect(await errorCodeOf(candidate.queryMessageFlags({}))).toBe(17);

    await candidate.unflagMessage(fromRecruiter.id);
    const remaining = await harness.server.queryMessageFlags({ channel_cid: "messaging:mod-room" });
    expect(remaining.flags?.map((each) => each.message.id)).toEqual([fromCandidate.id]);
  });

  it("does not let a member without the capability flag, and lets the server flag on a user's behalf", async () => {
    const { message } = await recruiterChannel.sendMessage({ text: "flag me from the server" });
    const { flag } = await harness.server.flagMessage(message.id, { user_id: "mod-candidate", reason: "server side" });
    expect(flag).toMatchObject({ user: { id: "mod-candidate" }, target_message_id: message.id });
    await harness.server.channel("messaging", "mod-room").updatePartial({ set: { config_overrides: { grants: { channel_member: ["!flag-message"] } } } as never });
    const { message: another } = await recruiterChannel.sendMessage({ text: "no flags here" });
    expect(await errorCodeOf(candidate.flagMessage(another.id))).toBe(17);
    await harness.server.channel("messaging", "mod-room").updatePartial({ unset: ["config_overrides"] } as never);
    await candidate.flagMessage(another.id);
  });
});
