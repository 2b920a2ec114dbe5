import type { EmulatorContext } from "../context.ts";
import { MUTE_COVERS_MESSAGE } from "../moderation/mute-store.ts";

const COUNTS_AS_UNREAD = `msg.cid = vm.cid AND msg.type = 'regular' AND msg.deleted_at IS NULL AND NOT msg.silent AND msg.user_id <> vm.user_id
  AND msg.created_at > GREATEST(coalesce(r.last_read, vm.created_at), c.truncated_at, vm.hide_messages_before)`;

/**
 * Unread messages of member `vm` in channel `c` (with its read row `r`): other people's visible
 * channel messages after the last read. Messages that arrived while the member had muted the
 * channel do not count, as on Stream: they are counted from the member's mute periods (which
 * never overlap) and taken away, so that a member who never muted the channel costs one index
 * probe, not one per message.
 *
 * This is the definition; `members.unread_messages` keeps its result. A new message adds one to
 * the members it counts for (messageCountsFor, in the message's own statement), and every other
 * change of what counts (a read, a mark unread, a hide with history cleared, a truncation, a
 * deleted message) recounts the members it touched with this query (recountUnread). Counting
 * live on every fan-out cost each message one count per recipient of all their unread messages.
 */
export const UNREAD_MESSAGES_SQL = `((SELECT count(*) FROM messages msg WHERE ${COUNTS_AS_UNREAD})
  - (SELECT count(*) FROM channel_mutes cm JOIN messages msg ON msg.cid = cm.cid AND ${MUTE_COVERS_MESSAGE}
     WHERE cm.cid = vm.cid AND cm.user_id = vm.user_id AND ${COUNTS_AS_UNREAD}))::int`;

/**
 * The new message (created at `createdAt` by `authorId`, in the channel, neither silent nor a
 * thread-only reply) counts for member `vm`: the same rule as UNREAD_MESSAGES_SQL for one message.
 */
export function messageCountsFor(createdAt: string, authorId: string) {
  return `vm.user_id <> ${authorId}
    AND ${createdAt} > GREATEST(coalesce((SELECT r.last_read FROM reads r WHERE r.cid = vm.cid AND r.user_id = vm.user_id), vm.created_at),
      (SELECT c.truncated_at FROM channels c WHERE c.cid = vm.cid), vm.hide_messages_before)
    AND NOT EXISTS (SELECT 1 FROM channel_mutes cm WHERE cm.cid = vm.cid AND cm.user_id = vm.user_id
      AND ${createdAt} >= cm.created_at AND ${createdAt} < LEAST(coalesce(cm.ended_at, 'infinity'), coalesce(cm.expires_at, 'infinity')))`;
}

/**
 * Counts again, from the messages, the unread messages of the channel's members (all, or
 * `userIds`). The channel's row is locked first, as a send locks it before adding to the
 * counts, so the count is taken after any send in flight has committed and none is lost.
 */
export async function recountUnread(ctx: EmulatorContext, cid: string, userIds?: string[]) {
  await ctx.db.transaction(async (query) => {
    await query("SELECT 1 FROM channels WHERE cid = $1 FOR UPDATE", [cid]);
    await query(
      `UPDATE members m SET unread_messages = fresh.unread FROM (
         SELECT vm.cid, vm.user_id, ${UNREAD_MESSAGES_SQL} AS unread FROM members vm
         JOIN channels c ON c.cid = vm.cid LEFT JOIN reads r ON r.cid = vm.cid AND r.user_id = vm.user_id
         WHERE vm.cid = $1 AND ($2::text[] IS NULL OR vm.user_id = ANY($2))) fresh
       WHERE m.cid = fresh.cid AND m.user_id = fresh.user_id AND m.unread_messages IS DISTINCT FROM fresh.unread`,
      [cid, userIds ?? null],
    );
  });
}

export type UnreadTotals = { total_unread_count: number; unread_count: number; unread_channels: number; unread_threads: number };

const NO_UNREAD: UnreadTotals = { total_unread_count: 0, unread_count: 0, unread_channels: 0, unread_threads: 0 };

export async function unreadTotals(ctx: EmulatorContext, userId: string): Promise<UnreadTotals> {
  return (await unreadTotalsOf(ctx, [userId])).get(userId) ?? NO_UNREAD;
}

/**
 * Several users' totals in one query: a message's fan-out needs every recipient's. Written so
 * that the only plan is an index probe per user and one per membership (the lateral join, the
 * channel as a scalar subquery): without statistics yet, or with the members' rows bloated by
 * the sends' counter updates, `user_id = ANY($1)` with a join scanned every member against the
 * whole list (5 to 22 ms per message with 100 recipients), and a lateral join scanned every channel.
 */
export async function unreadTotalsOf(ctx: EmulatorContext, userIds: string[]): Promise<Map<string, UnreadTotals>> {
  const totals = new Map(userIds.map((userId) => [userId, NO_UNREAD]));
  if (userIds.length === 0) return totals;
  const rows = await ctx.db.rows<{ user_id: string; total: number; channels: number }>(
    `SELECT recipient.user_id, own.total, own.channels FROM unnest($1::text[]) AS recipient(user_id)
     CROSS JOIN LATERAL (
       SELECT coalesce(sum(vm.unread_messages), 0)::int AS total, count(*) FILTER (WHERE vm.unread_messages > 0)::int AS channels
       FROM members vm
       WHERE vm.user_id = recipient.user_id AND NOT vm.invited AND (SELECT c.deleted_at FROM channels c WHERE c.cid = vm.cid) IS NULL) own`,
    [userIds],
  );
  for (const row of rows) totals.set(row.user_id, { total_unread_count: row.total, unread_count: row.total, unread_channels: row.channels, unread_threads: 0 });
  return totals;
}

export type ReadState = { cid: string; user_id: string; last_read: Date; last_read_message_id: string | null; unread_messages: number };

export async function channelReadStates(ctx: EmulatorContext, cid: string): Promise<ReadState[]> {
  return channelReadStatesOf(ctx, [cid]);
}

/** The read states of several channels in one query, each channel's in member order. */
export async function channelReadStatesOf(ctx: EmulatorContext, cids: string[]): Promise<ReadState[]> {
  return ctx.db.rows<ReadState>(
    `SELECT vm.cid, vm.user_id, coalesce(r.last_read, vm.created_at) AS last_read, r.last_read_message_id, vm.unread_messages
     FROM members vm LEFT JOIN reads r ON r.cid = vm.cid AND r.user_id = vm.user_id
     WHERE vm.cid = ANY($1) ORDER BY vm.cid, vm.created_at, vm.user_id`,
    [cids],
  );
}

export async function saveRead(ctx: EmulatorContext, cid: string, userId: string, lastRead: Date, lastReadMessageId: string | null) {
  await ctx.db.rows(
    `INSERT INTO reads (cid, user_id, last_read, last_read_message_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (cid, user_id) DO UPDATE SET last_read = $3, last_read_message_id = $4`,
    [cid, userId, lastRead, lastReadMessageId],
  );
  await recountUnread(ctx, cid, [userId]);
}
