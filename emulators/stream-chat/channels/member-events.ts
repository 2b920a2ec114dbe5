import type { EmulatorContext } from "../context.ts";
import { channelEvent } from "../realtime/channel-event.ts";
import { stopWatching } from "../realtime/watching.ts";
import { unreadTotals } from "../reads/unread-counts.ts";
import { loadUser, loadUsers } from "../users/user-store.ts";
import { channelResponse, memberResponse, memberResponses } from "./channel-response.ts";
import { listMembers, type ChannelRow, type MemberRow } from "./channel-store.ts";

/** The SDK stores `channel.config` from notifications too, so they carry a full ChannelResponse. */
export async function channelForNotification(ctx: EmulatorContext, channel: ChannelRow, userId: string) {
  return { ...(await channelResponse(ctx, channel, userId)), members: await memberResponses(ctx, await listMembers(ctx, channel.cid)) };
}

export async function announceAddedMembers(ctx: EmulatorContext, channel: ChannelRow, added: MemberRow[], actorId: string | null) {
  const users = await loadUsers(ctx, [...added.map((member) => member.user_id), ...(actorId ? [actorId] : [])]);
  for (const member of added) {
    const response = memberResponse(member, users.get(member.user_id));
    ctx.hub.sendToWatchers(channel.cid, channelEvent(channel, "member.added", { member: response, user: users.get(member.user_id) }));
    const notification = member.invited ? "notification.invited" : "notification.added_to_channel";
    if (!ctx.hub.isOnline(member.user_id)) continue;
    ctx.hub.sendToUser(
      member.user_id,
      channelEvent(channel, notification, {
        channel: await channelForNotification(ctx, channel, member.user_id),
        member: response,
        user: users.get(member.user_id),
        ...(await unreadTotals(ctx, member.user_id)),
      }),
    );
  }
}

export async function announceRemovedMembers(ctx: EmulatorContext, channel: ChannelRow, removed: MemberRow[]) {
  for (const member of removed) {
    const user = await loadUser(ctx, member.user_id);
    ctx.hub.sendToWatchers(channel.cid, channelEvent(channel, "member.removed", { user, member: memberResponse(member, user) }));
    ctx.hub.sendToUser(
      member.user_id,
      channelEvent(channel, "notification.removed_from_channel", { channel: { cid: channel.cid, id: channel.id, type: channel.type }, member: memberResponse(member, user), user }),
    );
    for (const connection of ctx.hub.ofUser(member.user_id)) await stopWatching(ctx, connection, channel.cid);
  }
}

export async function announceUpdatedMember(ctx: EmulatorContext, channel: ChannelRow, member: MemberRow) {
  const user = await loadUser(ctx, member.user_id);
  ctx.hub.sendToWatchers(channel.cid, channelEvent(channel, "member.updated", { member: memberResponse(member, user), user }));
}
