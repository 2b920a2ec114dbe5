import { channelForNotification } from "../channels/member-events.ts";
import type { ChannelRow } from "../channels/channel-store.ts";
import type { EmulatorContext } from "../context.ts";
import { channelEvent } from "../realtime/channel-event.ts";
import { unreadTotalsOf } from "../reads/unread-counts.ts";
import { buildMessage, buildNewMessage, type MessageResponse } from "./message-response.ts";
import type { MessageRow } from "./message-store.ts";

/**
 * message.new to every socket watching the channel (the sender's included), and
 * notification.message_new to members' sockets that do not watch it, so channel lists pick it
 * up. Unread totals are the recipient's own. Answers the message as the events show it.
 */
export function announceNewMessage(ctx: EmulatorContext, channel: ChannelRow, row: MessageRow): Promise<MessageResponse> {
  // Read while earlier announcements of the channel are still going out; only the totals and the
  // sending wait for them.
  const ready = Promise.all([
    buildNewMessage(ctx, row),
    row.type === "reply" ? [] : ctx.db.rows<{ user_id: string }>("SELECT user_id FROM members WHERE cid = $1 AND NOT invited", [channel.cid]),
  ]);
  ready.catch(() => undefined); // awaited below: a failure while it waits its turn is not unhandled
  return ctx.hub.channelOrder.run(channel.cid, async () => {
    const [message, members] = await ready;
    await sendNewMessage(ctx, channel, message, members);
    return message;
  });
}

async function sendNewMessage(ctx: EmulatorContext, channel: ChannelRow, message: MessageResponse, members: { user_id: string }[]) {
  const watchers = ctx.hub.watchersOf(channel.cid);
  const unwatchingByMember = members
    .map(({ user_id: userId }) => ({ userId, connections: ctx.hub.ofUser(userId).filter((connection) => !connection.watching.has(channel.cid)) }))
    .filter((member) => member.connections.length > 0);
  // One query for every recipient's totals: one per watcher made a busy channel's fan-out slow.
  const totals = await unreadTotalsOf(ctx, [...new Set([...watchers.map((connection) => connection.userId), ...unwatchingByMember.map((member) => member.userId)])]);
  const watcherCount = new Set(watchers.map((connection) => connection.userId)).size;
  const base = { message, message_id: message.id, user: message.user, watcher_count: watcherCount, channel_last_message_at: message.created_at };

  // Serialised once; each watcher's own unread totals are appended to the shared JSON object.
  const shared = JSON.stringify(channelEvent(channel, "message.new", base));
  for (const connection of watchers) ctx.hub.sendText(connection, withFields(shared, totals.get(connection.userId)));
  for (const { userId, connections } of unwatchingByMember) {
    const event = channelEvent(channel, "notification.message_new", {
      ...base,
      channel: await channelForNotification(ctx, channel, userId),
      ...totals.get(userId),
    });
    for (const connection of connections) ctx.hub.send(connection, event);
  }
}

function withFields(json: string, fields: object | undefined) {
  const extra = fields ? JSON.stringify(fields) : "{}";
  return extra === "{}" ? json : `${json.slice(0, -1)},${extra.slice(1)}`;
}

export function announceUpdatedMessage(ctx: EmulatorContext, channel: ChannelRow, row: MessageRow, actorId: string | null): Promise<void> {
  return ctx.hub.announceToWatchers(channel.cid, async () => {
    const message = await buildMessage(ctx, row, null);
    const user = actorId ? (message.user as { id: string } | undefined)?.id === actorId ? message.user : { id: actorId } : message.user;
    return channelEvent(channel, "message.updated", { message, message_id: row.id, user });
  });
}
