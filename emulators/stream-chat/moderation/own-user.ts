import { iso, nextTimestamp } from "../clock.ts";
import { channelResponse } from "../channels/channel-response.ts";
import { findChannel } from "../channels/channel-store.ts";
import type { EmulatorContext } from "../context.ts";
import { unreadTotals } from "../reads/unread-counts.ts";
import { loadUser, loadUsers } from "../users/user-store.ts";
import { activeChannelMutes, activeUserMutes, type ChannelMuteRow, type UserMuteRow } from "./mute-store.ts";

export async function userMuteResponses(ctx: EmulatorContext, rows: UserMuteRow[]) {
  const users = await loadUsers(ctx, rows.flatMap((row) => [row.user_id, row.target_id]));
  return rows.map((row) => ({
    user: users.get(row.user_id),
    target: users.get(row.target_id),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...(row.expires_at && { expires: iso(row.expires_at) }),
  }));
}

/** The SDK matches channel mutes on `channel.cid` and reads `expires` for muteStatus(). */
export async function channelMuteResponses(ctx: EmulatorContext, rows: ChannelMuteRow[]) {
  const responses = [];
  for (const row of rows) {
    const channel = await findChannel(ctx, row.cid);
    if (!channel) continue;
    responses.push({
      user: await loadUser(ctx, row.user_id),
      channel: await channelResponse(ctx, channel, row.user_id),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      ...(row.expires_at && { expires: iso(row.expires_at) }),
    });
  }
  return responses;
}

/** OwnUserResponse: the SDK iterates over the mute and device arrays, so each must be present. */
export async function ownUser(ctx: EmulatorContext, userId: string) {
  const user = await loadUser(ctx, userId);
  return {
    ...user,
    online: ctx.hub.isOnline(userId),
    channel_mutes: await channelMuteResponses(ctx, await activeChannelMutes(ctx, userId)),
    mutes: await userMuteResponses(ctx, await activeUserMutes(ctx, userId)),
    devices: [],
    blocked_user_ids: [],
    invisible: false,
    privacy_settings: { typing_indicators: { enabled: true }, read_receipts: { enabled: true } },
    ...(await unreadTotals(ctx, userId)),
  };
}

/** The client replaces client.mutedUsers / mutedChannels from `me` in these events only. */
export async function announceMutes(ctx: EmulatorContext, userId: string, type: "notification.mutes_updated" | "notification.channel_mutes_updated") {
  const me = await ownUser(ctx, userId);
  ctx.hub.sendToUser(userId, { type, me, created_at: iso(nextTimestamp()) });
  return me;
}
