import { iso } from "../clock.ts";
import type { EmulatorContext } from "../context.ts";
import { asRecord, numberParam } from "../http/api-request.ts";
import { buildMessages } from "../messages/message-response.ts";
import { messagePage, type MessageRow } from "../messages/message-store.ts";
import { channelReadStates } from "../reads/unread-counts.ts";
import type { UserResponse } from "../users/user-response.ts";
import { loadUser, loadUsers } from "../users/user-store.ts";
import { findMember, listMembers, memberCount, roleInChannel, type ChannelRow, type MemberRow } from "./channel-store.ts";
import { isChannelMuted } from "../moderation/mute-store.ts";
import { channelCapabilities } from "./channel-capabilities.ts";
import { channelConfig } from "./channel-types.ts";

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

/** `viewerId` null means server-side auth without an acting user: every capability. */
export async function channelResponse(ctx: EmulatorContext, channel: ChannelRow, viewerId: string | null) {
  const role = viewerId === null ? "admin" : await roleInChannel(ctx, channel.cid, viewerId);
  const viewer = viewerId === null ? undefined : await findMember(ctx, channel.cid, viewerId);
  return {
    ...channel.custom,
    id: channel.id,
    type: channel.type,
    cid: channel.cid,
    created_at: iso(channel.created_at),
    updated_at: iso(channel.updated_at),
    ...(channel.last_message_at && { last_message_at: iso(channel.last_message_at) }),
    ...(channel.created_by_id && { created_by: await loadUser(ctx, channel.created_by_id), created_by_id: channel.created_by_id }),
    frozen: channel.frozen,
    disabled: false,
    member_count: await memberCount(ctx, channel.cid),
    hidden: viewer?.hidden ?? false,
    blocked: false,
    cooldown: channel.cooldown,
    ...(channel.truncated_at && { truncated_at: iso(channel.truncated_at) }),
    ...(viewerId !== null && { muted: await isChannelMuted(ctx, channel.cid, viewerId) }),
    config: channelConfig(channel.type, channel.config_overrides),
    own_capabilities: channelCapabilities(channel, role),
  };
}

export type StateOptions = { messages?: unknown; messageLimit: number; members?: unknown; watchers?: unknown };

/** Messages a member sees in the channel: no thread-only replies, nothing before a truncation or a history clear. */
function visibleMessagesScope(channel: ChannelRow, viewer: MemberRow | undefined): [string, unknown[]] {
  const hiddenBefore = [channel.truncated_at, viewer?.hide_messages_before].filter((date): date is Date => !!date);
  const since = hiddenBefore.length ? new Date(Math.max(...hiddenBefore.map((date) => date.getTime()))) : null;
  return ["m.cid = $1 AND (m.parent_id IS NULL OR m.show_in_channel) AND ($2::timestamptz IS NULL OR m.created_at > $2)", [channel.cid, since]];
}

/** The ChannelState the SDK expects from a channel query: every array present, messages oldest first. */
export async function channelState(ctx: EmulatorContext, channel: ChannelRow, viewerId: string | null, options: StateOptions) {
  const viewer = viewerId === null ? undefined : await findMember(ctx, channel.cid, viewerId);
  const [scope, scopeParams] = visibleMessagesScope(channel, viewer);
  const messageRows = await messagePage(ctx, scope, scopeParams, options.messages, options.messageLimit);
  const pinnedRows = await ctx.db.rows<MessageRow>(
    `SELECT * FROM messages m WHERE ${scope} AND m.pinned AND m.deleted_at IS NULL ORDER BY m.pinned_at DESC LIMIT 10`,
    scopeParams,
  );
  const memberPage = asRecord(options.members);
  const members = await memberResponses(ctx, await listMembers(ctx, channel.cid, numberParam(memberPage.limit, 100), numberParam(memberPage.offset, 0)));
  const reads = await channelReadStates(ctx, channel.cid);
  const readers = await loadUsers(ctx, reads.map((read) => read.user_id));
  const watcherIds = ctx.hub.watchingUserIds(channel.cid);
  const watcherLimit = numberParam(asRecord(options.watchers).limit, 25);
  const watchers = [...(await loadUsers(ctx, watcherIds.slice(0, watcherLimit))).values()];
  return {
    channel: await channelResponse(ctx, channel, viewerId),
    members,
    messages: await buildMessages(ctx, messageRows, viewerId),
    pinned_messages: await buildMessages(ctx, pinnedRows, viewerId),
    read: reads.map((read) => ({
      user: readers.get(read.user_id),
      last_read: iso(read.last_read),
      unread_messages: read.unread_messages,
      ...(read.last_read_message_id && { last_read_message_id: read.last_read_message_id }),
    })),
    watcher_count: watcherIds.length,
    watchers,
    membership: viewer ? (members.find((member) => member.user_id === viewer.user_id) ?? (await memberResponses(ctx, [viewer]))[0]) : null,
    threads: [],
    hidden: viewer?.hidden ?? false,
  };
}
