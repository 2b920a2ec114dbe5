import { iso } from "../clock.ts";
import type { EmulatorContext } from "../context.ts";
import type { UserResponse } from "../users/user-response.ts";
import { loadUser, loadUsers } from "../users/user-store.ts";
import { isChannelMuted } from "../moderation/mute-store.ts";
import { channelCapabilities } from "./channel-capabilities.ts";
import { findMember, memberCount, roleInChannel, type ChannelRow, type MemberRow } from "./channel-store.ts";
import { channelConfig, type ChannelRole } from "./channel-types.ts";

export function memberResponse(row: MemberRow, user: UserResponse | undefined) {
  return {
    user_id: row.user_id,
    user,
    status: row.invited ? (row.invite_rejected_at ? "rejected" : "pending") : "member",
    role: row.role,
    channel_role: row.role === "moderator" ? "channel_moderator" : "channel_member",
    is_moderator: row.role === "moderator",
    ...(row.invited || row.invite_accepted_at ? { invited: row.invited } : {}),
    ...(row.invite_accepted_at && { invite_accepted_at: iso(row.invite_accepted_at) }),
    ...(row.invite_rejected_at && { invite_rejected_at: iso(row.invite_rejected_at) }),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    banned: false,
    shadow_banned: false,
    notifications_muted: false,
    archived_at: iso(row.archived_at),
    pinned_at: iso(row.pinned_at),
  };
}

export async function memberResponses(ctx: EmulatorContext, rows: MemberRow[]) {
  const users = await loadUsers(ctx, rows.map((row) => row.user_id));
  return rows.map((row) => memberResponse(row, users.get(row.user_id)));
}

export type ChannelResponseParts = {
  role: ChannelRole;
  viewer: MemberRow | undefined;
  memberCount: number;
  createdBy: UserResponse | undefined;
  /** Whether the viewer muted the channel; undefined for server-side calls. */
  muted: boolean | undefined;
};

/** The ChannelResponse from what was loaded for it (channelStates loads that for many channels at once). */
export function channelResponseFrom(channel: ChannelRow, { role, viewer, memberCount, createdBy, muted }: ChannelResponseParts) {
  return {
    ...channel.custom,
    id: channel.id,
    type: channel.type,
    cid: channel.cid,
    created_at: iso(channel.created_at),
    updated_at: iso(channel.updated_at),
    ...(channel.last_message_at && { last_message_at: iso(channel.last_message_at) }),
    ...(channel.created_by_id && { created_by: createdBy, created_by_id: channel.created_by_id }),
    frozen: channel.frozen,
    disabled: false,
    member_count: memberCount,
    hidden: viewer?.hidden ?? false,
    blocked: false,
    cooldown: channel.cooldown,
    ...(channel.truncated_at && { truncated_at: iso(channel.truncated_at) }),
    ...(muted !== undefined && { muted }),
    config: channelConfig(channel.type, channel.config_overrides),
    own_capabilities: channelCapabilities(channel, role),
  };
}

/** `viewerId` null means server-side auth without an acting user: every capability. Its reads go out together. */
export async function channelResponse(ctx: EmulatorContext, channel: ChannelRow, viewerId: string | null) {
  const [role, viewer, count, createdBy, muted] = await Promise.all([
    viewerId === null ? ("admin" as const) : roleInChannel(ctx, channel.cid, viewerId),
    viewerId === null ? undefined : findMember(ctx, channel.cid, viewerId),
    memberCount(ctx, channel.cid),
    channel.created_by_id ? loadUser(ctx, channel.created_by_id) : undefined,
    viewerId === null ? undefined : isChannelMuted(ctx, channel.cid, viewerId),
  ]);
  return channelResponseFrom(channel, { role, viewer, memberCount: count, createdBy, muted });
}
