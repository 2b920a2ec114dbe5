import { iso, nextTimestamp } from "../clock.ts";
import { getChannelOrThrow, requireCapability, type ChannelRow } from "../channels/channel-store.ts";
import type { EmulatorContext } from "../context.ts";
import { inputError } from "../errors.ts";
import { permissionSubject, requireActingUser } from "../http/acting-user.ts";
import { asString, type ApiRequest, type Route } from "../http/api-request.ts";
import { findMessage } from "../messages/message-store.ts";
import { channelEvent } from "../realtime/channel-event.ts";
import { loadUser } from "../users/user-store.ts";
import { channelReadStates, saveRead, unreadTotals } from "./unread-counts.ts";

const IN_CHANNEL = "cid = $1 AND (parent_id IS NULL OR show_in_channel)";

async function readerOf(ctx: EmulatorContext, request: ApiRequest) {
  const channel = await getChannelOrThrow(ctx, request.params.type as string, request.params.id as string);
  const userId = requireActingUser(request);
  await requireCapability(ctx, channel, permissionSubject(request, userId), "read-events", "ReadChannel");
  return { channel, userId, user: await loadUser(ctx, userId) };
}

async function markRead(ctx: EmulatorContext, request: ApiRequest) {
  const { channel, userId, user } = await readerOf(ctx, request);
  const now = nextTimestamp();
  const chosen = asString(request.body.message_id);
  const latest = await ctx.db.row<{ id: string }>(`SELECT id FROM messages WHERE ${IN_CHANNEL} ORDER BY created_at DESC, id DESC LIMIT 1`, [channel.cid]);
  const lastReadMessageId = chosen ?? latest?.id ?? null;
  // Thread reads are not tracked separately: a thread's replies never count as unread here.
  if (!asString(request.body.thread_id)) await saveRead(ctx, channel.cid, userId, now, lastReadMessageId);
  const event = channelEvent(channel, "message.read", { user, created_at: iso(now), ...(lastReadMessageId && { last_read_message_id: lastReadMessageId }) });
  // In the channel's order, with the totals read inside it: a new message's event, which carries
  // the reader's totals too, cannot then arrive after this one with the unread count of before.
  await ctx.hub.channelOrder.run(channel.cid, async () => {
    ctx.hub.sendToWatchers(channel.cid, event);
    ctx.hub.sendToUser(userId, channelEvent(channel, "notification.mark_read", {
      user,
      created_at: iso(now),
      ...(lastReadMessageId && { last_read_message_id: lastReadMessageId }),
      ...(await unreadTotals(ctx, userId)),
    }));
  });
  return { event };
}

async function unreadCountOf(ctx: EmulatorContext, channel: ChannelRow, userId: string) {
  return (await channelReadStates(ctx, channel.cid)).find((read) => read.user_id === userId)?.unread_messages ?? 0;
}

async function markUnread(ctx: EmulatorContext, request: ApiRequest) {
  const { channel, userId, user } = await readerOf(ctx, request);
  const messageId = asString(request.body.message_id);
  const message = messageId ? await findMessage(ctx, messageId) : undefined;
  if (messageId && (!message || message.cid !== channel.cid)) throw inputError(`message ${messageId} does not exist in this channel`);
  const firstUnreadAt = message?.created_at ?? (asString(request.body.message_timestamp) ? new Date(request.body.message_timestamp as string) : undefined);
  if (!firstUnreadAt) throw inputError("message_id or message_timestamp is required");
  const lastRead = new Date(firstUnreadAt.getTime() - 1);
  const previous = await ctx.db.row<{ id: string }>(
    `SELECT id FROM messages WHERE ${IN_CHANNEL} AND created_at <= $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [channel.cid, lastRead],
  );
  const firstUnread = message ?? (await ctx.db.row<{ id: string }>(`SELECT id FROM messages WHERE ${IN_CHANNEL} AND created_at > $2 ORDER BY created_at, id LIMIT 1`, [channel.cid, lastRead]));
  await saveRead(ctx, channel.cid, userId, lastRead, previous?.id ?? null);
  const totals = await unreadTotals(ctx, userId);
  ctx.hub.sendToUser(userId, channelEvent(channel, "notification.mark_unread", {
    user,
    ...(firstUnread && { first_unread_message_id: firstUnread.id }),
    last_read_at: iso(lastRead),
    ...(previous && { last_read_message_id: previous.id }),
    unread_messages: await unreadCountOf(ctx, channel, userId),
    ...totals,
  }));
  return {};
}

/** markAllRead: every channel of the user up to its newest message; the event without cid means "all". */
async function markAllRead(ctx: EmulatorContext, request: ApiRequest) {
  const userId = requireActingUser(request);
  const now = nextTimestamp();
  const channels = await ctx.db.rows<{ cid: string; latest_id: string | null }>(
    `SELECT m.cid, (SELECT id FROM messages WHERE cid = m.cid AND (parent_id IS NULL OR show_in_channel) ORDER BY created_at DESC, id DESC LIMIT 1) AS latest_id
     FROM members m WHERE m.user_id = $1`,
    [userId],
  );
  for (const channel of channels) await saveRead(ctx, channel.cid, userId, now, channel.latest_id);
  ctx.hub.sendToUser(userId, { type: "notification.mark_read", user: await loadUser(ctx, userId), created_at: iso(now), ...(await unreadTotals(ctx, userId)) });
  return {};
}

export function readRoutes(ctx: EmulatorContext): Route[] {
  return [
    { method: "POST", path: "/channels/read", handler: (request) => markAllRead(ctx, request) },
    { method: "POST", path: "/channels/:type/:id/read", handler: (request) => markRead(ctx, request) },
    { method: "POST", path: "/channels/:type/:id/unread", handler: (request) => markUnread(ctx, request) },
    {
      method: "GET",
      path: "/unread",
      handler: async (request) => {
        const userId = requireActingUser(request);
        const totals = await unreadTotals(ctx, userId);
        return { total_unread_count: totals.total_unread_count, total_unread_threads_count: 0, channels: [], channel_type: [], threads: [] };
      },
    },
  ];
}
