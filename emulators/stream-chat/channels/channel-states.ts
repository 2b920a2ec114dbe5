import { iso } from "../clock.ts";
import type { EmulatorContext } from "../context.ts";
import { asRecord, numberParam } from "../http/api-request.ts";
import { buildMessages } from "../messages/message-response.ts";
import { messagePage, type MessageRow } from "../messages/message-store.ts";
import { ACTIVE_CHANNEL_MUTE } from "../moderation/mute-store.ts";
import { loadUsers } from "../users/user-store.ts";
import { channelResponseFrom, memberResponse } from "./channel-response.ts";
import type { ChannelRow, MemberRow } from "./channel-store.ts";
import { channelRoleOf } from "./channel-types.ts";

type MemberWithRead = MemberRow & { last_read: Date; last_read_message_id: string | null; position: number; member_count: number };

export type StateOptions = { messages?: unknown; messageLimit: number; members?: unknown; watchers?: unknown };

const MAX_MESSAGE_LIMIT = 300;
const PINNED_LIMIT = 10;

/** Messages a member sees in a channel: no thread-only replies, nothing before a truncation or a history clear. */
function hiddenBefore(channel: ChannelRow, viewer: MemberRow | undefined): Date | null {
  const dates = [channel.truncated_at, viewer?.hide_messages_before].filter((date): date is Date => !!date);
  return dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : null;
}
const groupBy = <T>(rows: T[], key: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/**
 * Each channel's newest messages that `viewerId` sees and that match `condition`, in `order`, at
 * most `limit` each: one query for all channels. The viewer's history clear is looked up in the
 * query itself, so it need not wait for the members to be read.
 */
async function newestMessagesOf(ctx: EmulatorContext, channels: ChannelRow[], viewerId: string | null, condition: string, order: string, limit: number) {
  const rows = await ctx.db.rows<MessageRow>(
    `SELECT page.* FROM unnest($1::text[], $2::timestamptz[]) AS v(cid, truncated_at)
     CROSS JOIN LATERAL (SELECT GREATEST(v.truncated_at, (SELECT hide_messages_before FROM members WHERE cid = v.cid AND user_id = $4)) AS since) hidden
     CROSS JOIN LATERAL (SELECT * FROM messages m WHERE m.cid = v.cid AND (m.parent_id IS NULL OR m.show_in_channel)
       AND (hidden.since IS NULL OR m.created_at > hidden.since) AND ${condition} ORDER BY ${order} LIMIT $3) page`,
    [channels.map((channel) => channel.cid), channels.map((channel) => channel.truncated_at), limit, viewerId],
  );
  return groupBy(rows, (row) => row.cid);
}

/**
 * The ChannelStates the SDK expects from channel queries: every array present, messages oldest
 * first. A channel list loads many channels at once, so each kind of row is read in one query for
 * all of them rather than once per channel. `viewerId` null means server-side auth without an
 * acting user: every capability.
 */
export async function channelStates(ctx: EmulatorContext, channels: ChannelRow[], viewerId: string | null, options: StateOptions) {
  if (channels.length === 0) return [];
  const cids = channels.map((channel) => channel.cid);
  const pagination = asRecord(options.messages);
  const messageLimit = Math.max(0, Math.min(numberParam(pagination.limit, options.messageLimit), MAX_MESSAGE_LIMIT));
  const isNewestPage = Object.keys(pagination).every((key) => key === "limit");
  const watcherLimit = numberParam(asRecord(options.watchers).limit, 25);
  const watcherIds = new Map(cids.map((cid) => [cid, ctx.hub.watchingUserIds(cid)]));
  // Independent reads go out together: on a busy machine every round trip waits its turn for the CPU.
  // Members, their read states, the member counts and the viewer's membership are all rows of
  // members: one query. The repeated `= ANY($1)` lets reads be read by key, not scanned.
  const [memberRows, newestByCid, pinnedByCid, mutedRows] = await Promise.all([
    ctx.db.rows<MemberWithRead>(
      `SELECT vm.*, coalesce(r.last_read, vm.created_at) AS last_read, r.last_read_message_id,
         (row_number() OVER (PARTITION BY vm.cid ORDER BY vm.created_at, vm.user_id))::int AS position, (count(*) OVER (PARTITION BY vm.cid))::int AS member_count
       FROM members vm
       LEFT JOIN reads r ON r.cid = vm.cid AND r.user_id = vm.user_id AND r.cid = ANY($1)
       WHERE vm.cid = ANY($1) ORDER BY vm.cid, vm.created_at, vm.user_id`,
      [cids],
    ),
    isNewestPage ? newestMessagesOf(ctx, channels, viewerId, "TRUE", "m.created_at DESC, m.id DESC", messageLimit) : undefined,
    newestMessagesOf(ctx, channels, viewerId, "m.pinned AND m.deleted_at IS NULL", "m.pinned_at DESC", PINNED_LIMIT),
    viewerId === null ? [] : ctx.db.rows<{ cid: string }>(`SELECT cm.cid FROM channel_mutes cm WHERE cm.cid = ANY($1) AND cm.user_id = $2 AND ${ACTIVE_CHANNEL_MUTE}`, [cids, viewerId]),
  ]);
  const mutedCids = new Set(mutedRows.map((row) => row.cid));
  const membersByCid = groupBy(memberRows, (row) => row.cid);
  const viewers = new Map(memberRows.filter((row) => row.user_id === viewerId).map((row) => [row.cid, row]));
  const memberPage = asRecord(options.members);
  const memberOffset = numberParam(memberPage.offset, 0);
  const memberLimit = numberParam(memberPage.limit, 100);
  const isOnPage = (row: MemberWithRead) => row.position > memberOffset && row.position <= memberOffset + memberLimit;
  // The newest page comes newest first; the SDK wants it oldest first. A page around an anchor is
  // one channel's (a single channel query), read on its own.
  if (newestByCid) for (const rows of newestByCid.values()) rows.reverse();
  const messagesByCid = newestByCid ?? new Map(
    await Promise.all(channels.map(async (channel) => {
      const since = hiddenBefore(channel, viewers.get(channel.cid));
      const scope = "m.cid = $1 AND (m.parent_id IS NULL OR m.show_in_channel) AND ($2::timestamptz IS NULL OR m.created_at > $2)";
      return [channel.cid, await messagePage(ctx, scope, [channel.cid, since], pagination, options.messageLimit)] as const;
    })),
  );
  const messageRows = [...messagesByCid.values(), ...pinnedByCid.values()].flat();
  const [users, builtMessages] = await Promise.all([
    loadUsers(ctx, [
      ...(viewerId === null ? [] : [viewerId]),
      ...channels.flatMap((channel) => (channel.created_by_id ? [channel.created_by_id] : [])),
      ...memberRows.map((member) => member.user_id),
      ...[...watcherIds.values()].flatMap((ids) => ids.slice(0, watcherLimit)),
    ]),
    buildMessages(ctx, messageRows, viewerId),
  ]);
  const built = new Map(builtMessages.map((message, index) => [messageRows[index]!, message]));
  const messagesOf = (rows: MessageRow[] | undefined) => (rows ?? []).map((row) => built.get(row)!);

  return channels.map((channel) => {
    const viewer = viewers.get(channel.cid);
    const members = membersByCid.get(channel.cid) ?? [];
    const memberResponses = members.filter(isOnPage).map((row) => memberResponse(row, users.get(row.user_id)));
    const role = viewerId === null ? "admin" : channelRoleOf(users.get(viewerId)?.role as string | undefined, viewer?.role, viewer?.invited === true);
    const watching = watcherIds.get(channel.cid) ?? [];
    return {
      channel: channelResponseFrom(channel, {
        role,
        viewer,
        memberCount: members[0]?.member_count ?? 0,
        createdBy: channel.created_by_id ? users.get(channel.created_by_id) : undefined,
        muted: viewerId === null ? undefined : mutedCids.has(channel.cid),
      }),
      members: memberResponses,
      messages: messagesOf(messagesByCid.get(channel.cid)),
      pinned_messages: messagesOf(pinnedByCid.get(channel.cid)),
      read: members.map((read) => ({
        user: users.get(read.user_id),
        last_read: iso(read.last_read),
        unread_messages: read.unread_messages,
        ...(read.last_read_message_id && { last_read_message_id: read.last_read_message_id }),
      })),
      watcher_count: watching.length,
      watchers: watching.slice(0, watcherLimit).map((id) => users.get(id)),
      membership: viewer ? (memberResponses.find((member) => member.user_id === viewer.user_id) ?? memberResponse(viewer, users.get(viewer.user_id))) : null,
      threads: [],
      hidden: viewer?.hidden ?? false,
    };
  });
}

export async function channelState(ctx: EmulatorContext, channel: ChannelRow, viewerId: string | null, options: StateOptions) {
  return (await channelStates(ctx, [channel], viewerId, options))[0]!;
}
