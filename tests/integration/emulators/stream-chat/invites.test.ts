import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { ChannelFilters, StreamChat } from "stream-chat";

import { errorCodeOf, nextEvent, startHarness, type Harness } from "./emulator-harness";

const idsOf = async (client: StreamChat, invite: string) =>
  (await client.queryChannels({ invite } as ChannelFilters, [{ created_at: 1 }])).map((channel) => channel.id);

describe("Stream Chat emulator: invitations", () => {
  let harness: Harness;
  let employer: StreamChat;
  let candidate: StreamChat;

  beforeAll(async () => {
    harness = await startHarness();
    employer = await harness.connect("inv-employer", "Erin");
    candidate = await harness.connect("inv-candidate", "Carl");
    for (const id of ["inv-accept", "inv-reject"]) {
      await harness.server.channel("messaging", id, { created_by_id: "inv-employer", members: ["inv-employer"] } as never).create();
      await employer.channel("messaging", id).watch();
    }
  });

  afterAll(async () => {
    await harness.close();
  });

  it("tells the invitee, keeps a pending invitee out, and does not count unread messages for them", async () => {
    const invited = nextEvent(candidate, "notification.invited", (event) => event.channel?.id === "inv-accept");
    const added = nextEvent(employer, "member.added", (event) => event.member?.user_id === "inv-candidate");
    await employer.channel("messaging", "inv-accept").inviteMembers(["inv-candidate"]);
    expect((await invited).member).toMatchObject({ user_id: "inv-candidate", invited: true, status: "pending" });
    expect((await added).cid).toBe("messaging:inv-accept");
    await employer.channel("messaging", "inv-reject").inviteMembers(["inv-candidate"]);

    expect(await idsOf(candidate, "pending")).toEqual(["inv-accept", "inv-reject"]);
    expect(await errorCodeOf(candidate.channel("messaging", "inv-accept").sendMessage({ text: "not yet" }))).toBe(17);
    await employer.channel("messaging", "inv-accept").sendMessage({ text: "Would you like to interview?" });
    expect((await candidate.getUnreadCount()).total_unread_count).toBe(0);
  });

  it("accepts an invite: the invitee and the members are told, and the channel moves to accepted", async () => {
    const toCandidate = nextEvent(candidate, "notification.invite_accepted", (event) => event.channel?.id === "inv-accept");
    const toEmployer = nextEvent(employer, "notification.invite_accepted", (event) => event.channel?.id === "inv-accept");
    const memberUpdated = nextEvent(employer, "member.updated", (event) => event.member?.user_id === "inv-candidate");
    await candidate.channel("messaging", "inv-accept").acceptInvite();
    expect((await toCandidate).member).toMatchObject({ user_id: "inv-candidate", status: "member", invite_accepted_at: expect.any(String) });
    expect((await toEmployer).user?.id).toBe("inv-candidate");
    expect((await toEmployer).channel?.own_capabilities).toContain("update-channel");
    await memberUpdated;
    expect(await idsOf(candidate, "accepted")).toEqual(["inv-accept"]);
    expect(await idsOf(candidate, "pending")).toEqual(["inv-reject"]);
    await candidate.channel("messaging", "inv-accept").sendMessage({ text: "Yes, gladly" });
  });

  it("rejects an invite: both sides are told, the channel moves to rejected, and the invitee still cannot post", async () => {
    const toCandidate = nextEvent(candidate, "notification.invite_rejected", (event) => event.channel?.id === "inv-reject");
    const toEmployer = nextEvent(employer, "notification.invite_rejected", (event) => event.channel?.id === "inv-reject");
    await candidate.channel("messaging", "inv-reject").rejectInvite();
    expect((await toCandidate).member).toMatchObject({ user_id: "inv-candidate", status: "rejected", invite_rejected_at: expect.any(String) });
    expect((await toEmployer).user?.id).toBe("inv-candidate");
    expect(await idsOf(candidate, "rejected")).toEqual(["inv-reject"]);
    expect(await idsOf(candidate, "pending")).toEqual([]);
    expect(await errorCodeOf(candidate.channel("messaging", "inv-reject").sendMessage({ text: "changed my mind" }))).toBe(17);
    expect(await errorCodeOf(candidate.channel("messaging", "inv-accept").rejectInvite())).toBe(4);
  });
});
