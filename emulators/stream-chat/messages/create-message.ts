import { randomUUID } from "node:crypto";

import { nextTimestamp } from "../clock.ts";
import type { ChannelRow } from "../channels/channel-store.ts";
import type { EmulatorContext } from "../context.ts";
import { isUniqueViolation } from "../db/database.ts";
import { inputError } from "../errors.ts";
import { asRecord, asString } from "../http/api-request.ts";
import { announceNewMessage, announceUpdatedMessage } from "./message-events.ts";
import { maxMessageLength } from "../channels/channel-capabilities.ts";
import { attachmentList, checkText, customMessageFields } from "./message-fields.ts";
import { memberMentions } from "./message-rules.ts";
import { findMessage, type MessageRow } from "./message-store.ts";
import { messageCountsFor } from "../reads/unread-counts.ts";

/**
 * Stores a message and tells everyone: the channel moves up, the sender has read it, members who
 * hid the channel see it again, the others count it unread, and a reply bumps its parent's reply
 * count. Answers the message as everyone was shown it.
 */
export async function createMessage(ctx: EmulatorContext, channel: ChannelRow, userId: string, input: Record<string, unknown>, kind: "regular" | "system" = "regular") {
  const parentId = asString(input.parent_id) ?? null;
  const showInChannel = input.show_in_channel === true;
  const parent = parentId ? await findMessage(ctx, parentId) : undefined;
  if (parentId && (!parent || parent.cid !== channel.cid)) throw inputError(`parent message ${parentId} does not exist in this channel`);
  if (parent?.parent_id) throw inputError("replies to replies are not supported");
  const quotedId = asString(input.quoted_message_id) ?? null;
  if (quotedId && !(await findMessage(ctx, quotedId))) throw inputError(`quoted message ${quotedId} does not exist`);
  const type = kind === "system" ? "system" : parentId && !showInChannel ? "reply" : "regular";
  // Every check before the insert: a refused message leaves nothing behind.
  const text = checkText(input.text, maxMessageLength(channel));
  const attachments = JSON.stringify(attachmentList(input.attachments));
  const custom = customMessageFields(input);
  const mentions = await memberMentions(ctx, channel.cid, input.mentioned_users);
  const id = asString(input.id) ?? randomUUID();
  const now = nextTimestamp();

  const isInChannel = type !== "reply";
  const countsUnread = messageCountsFor("$13", "$3");
  let row: MessageRow;
  try {
    // One statement, so a crash leaves either the whole message (the channel moved up, the
    // sender's read, hidden members shown, the parent's reply count) or none of it; and it is
    // committed before anyone is told.
    row = (await ctx.db.row<MessageRow>(
      `WITH message AS (
         INSERT INTO messages (id, cid, user_id, type, text, parent_id, show_in_channel, quoted_message_id, attachments,
           mentioned_user_ids, custom, silent, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING *
       ), moved_up AS (
         UPDATE channels SET last_message_at = $13 WHERE cid = $2 AND $14::boolean RETURNING cid
       ), members_touched AS (
         -- One update per member row: members who hid the channel see it again, the sender has
         -- read it, and the others it counts for have one more unread message. Joined to
         -- moved_up so that the channel's row is locked first: concurrent sends to one channel
         -- then take the members' rows in turn instead of deadlocking over them.
         UPDATE members vm SET hidden = false,
           unread_messages = CASE WHEN vm.user_id = $3 THEN 0 WHEN $15::boolean AND ${countsUnread} THEN vm.unread_messages + 1 ELSE vm.unread_messages END
         FROM moved_up WHERE vm.cid = moved_up.cid AND (vm.hidden OR vm.user_id = $3 OR ($15::boolean AND ${countsUnread}))
       ), sender_read AS (
         INSERT INTO reads (cid, user_id, last_read, last_read_message_id) SELECT $2, $3, $13, $1 WHERE $14::boolean
         ON CONFLICT (cid, user_id) DO UPDATE SET last_read = $13, last_read_message_id = $1
       ), parent AS (
         UPDATE messages SET reply_count = reply_count + 1,
           thread_participant_ids = CASE WHEN $3 = ANY(thread_participant_ids) THEN thread_participant_ids
             WHEN cardinality(thread_participant_ids) = 0 AND user_id <> $3 THEN ARRAY[user_id, $3] ELSE thread_participant_ids || $3 END
         WHERE id = $6
       )
       SELECT * FROM message`,
      [id, channel.cid, userId, type, text, parentId, showInChannel, quotedId, attachments, mentions, custom, input.silent === true, now, isInChannel, type === "regular" && input.silent !== true],
    )) as MessageRow;
  } catch (error) {
    // The SDK treats exactly this answer to a retried send as success.
    if (isUniqueViolation(error)) throw inputError(`a message with ID ${id} already exists`);
    throw error;
  }
  if (isInChannel) channel.last_message_at = now;

  const message = await announceNewMessage(ctx, channel, row);
  const updatedParent = parent && (await findMessage(ctx, parent.id));
  if (updatedParent) await announceUpdatedMessage(ctx, channel, updatedParent, null);
  return message;
}

/** Channel changes may carry a message, which Stream stores as a system message. */
export async function createSystemMessage(ctx: EmulatorContext, channel: ChannelRow, userId: string | null, input: unknown) {
  const message = asRecord(input);
  if (!asString(message.text)) return undefined;
  return createMessage(ctx, channel, userId ?? asString(message.user_id) ?? asString(asRecord(message.user).id) ?? "system", message, "system");
}
