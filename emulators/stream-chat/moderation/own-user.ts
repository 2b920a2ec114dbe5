import { iso, nextTimestamp } from "../clock.ts";
import { channelResponse } from "../channels/channel-response.ts";
import type { ChannelRow } from "../channels/channel-store.ts";
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

/**
 * The SDK matches channel mutes on `channel.cid` and reads `expires` for muteStatus(). The mutes'
 * users and channels are read in one query each; each channel's response is the muter's own.
 */
export async function channelMuteResponses(ctx: EmulatorContext, rows: ChannelMuteRow[]) {
  if (rows.length === 0) return [];
  const [users, channels] = await Promise.all([
    loadUsers(ctx, rows.map((row) => row.user_id)),
    ctx.db.rows<ChannelRow>("SELECT * FROM channels WHERE cid = ANY($1) AND deleted_at IS NULL", [rows.map((row) => row.cid)]),
  ]);
  const byCid = new Map(channels.map((channel) => [channel.cid, channel]));
  const muted = rows.filter((row) => byCid.has(row.cid));
  return Promise.all(
    muted.map(async (row) => ({
      user: users.get(row.user_id),
      channel: await channelResponse(ctx, byCid.get(row.cid)!, row.user_id),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      ...(row.expires_at && { expires: iso(row.expires_at) }),
    })),
  );
}

/** OwnUserResponse: the SDK iterates over the mute and device arrays, so each must be present. Sent on every connect: its reads go out together. */
export async function ownUser(ctx: EmulatorContext, userId: string) {
  const [user, channelMutes, mutes, unread] = await Promise.all([
    loadUser(ctx, userId),
    activeChannelMutes(ctx, userId).then((rows) => channelMuteResponses(ctx, rows)),
    activeUserMutes(ctx, userId).then((rows) => userMuteResponses(ctx, rows)),
    unreadTotals(ctx, userId),
  ]);
  return {
    ...user,
    online: ctx.hub.isOnline(userId),
    channel_mutes: channelMutes,
    mutes,
    devices: [],
    blocked_user_ids: [],
    invisible: false,
    privacy_settings: { typing_indicators: { enabled: true }, read_receipts: { enabled: true } },
    ...unread,
  };
}

/** The client replaces client.mutedUsers / mutedChannels from `me` in these events only. */
export async function announceMutes(ctx: EmulatorContext, userId: string, type: "notification.mutes_updated" | "notification.channel_mutes_updated") {
  const me = await ownUser(ctx, userId);
  ctx.hub.sendToUser(userId, { type, me, created_at: iso(nextTimestamp()) });
  return me;
}
