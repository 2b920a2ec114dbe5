import { nextTimestamp } from "../clock.ts";
import type { ChannelRow } from "../channels/channel-store.ts";
import type { EmulatorContext } from "../context.ts";
import { asString } from "../http/api-request.ts";
import { announceUpdatedMessage } from "./message-events.ts";
import { maxMessageLength } from "../channels/channel-capabilities.ts";
import { attachmentList, checkText, customMessageFields } from "./message-fields.ts";
import { memberMentions } from "./message-rules.ts";
import type { MessageRow } from "./message-store.ts";
import { recountUnread } from "../reads/unread-counts.ts";

const dateOrNull = (value: unknown) => (typeof value === "string" && value ? new Date(value) : null);

/**
 * Applies a message's new editable fields (a full update sends them all, a partial one what it
 * sets), keeping pin bookkeeping and the "edited" timestamp, and tells the watchers.
 */
export async function updateMessage(ctx: EmulatorContext, channel: ChannelRow, row: MessageRow, fields: Record<string, unknown>, actorId: string | null, unset: string[] = []) {
  const now = nextTimestamp();
  const has = (key: string) => key in fields;
  const text = has("text") ? checkText(fields.text, maxMessageLength(channel)) : unset.includes("text") ? "" : row.text;
  const attachments = JSON.stringify(has("attachments") ? attachmentList(fields.attachments) : unset.includes("attachments") ? [] : row.attachments);
  const mentions = has("mentioned_users") ? await memberMentions(ctx, channel.cid, fields.mentioned_users) : row.mentioned_user_ids;
  const pinned = has("pinned") ? fields.pinned === true : unset.includes("pinned") ? false : row.pinned;
  const isNewPin = pinned && !row.pinned;
  const custom = { ...row.custom, ...customMessageFields(fields) };
  for (const key of unset) delete custom[key];
  const updated = (await ctx.db.row<MessageRow>(
    `UPDATE messages SET text = $2, attachments = $3, mentioned_user_ids = $4, quoted_message_id = $5, pinned = $6,
       pinned_at = $7, pinned_by_id = $8, pin_expires = $9, silent = $10, custom = $11, message_text_updated_at = $12, updated_at = $13
     WHERE id = $1 RETURNING *`,
    [
      row.id,
      text,
      attachments,
      mentions,
      has("quoted_message_id") ? (asString(fields.quoted_message_id) ?? null) : row.quoted_message_id,
      pinned,
      pinned ? (isNewPin ? (dateOrNull(fields.pinned_at) ?? now) : row.pinned_at) : null,
      pinned ? (isNewPin ? actorId : row.pinned_by_id) : null,
      pinned ? (has("pin_expires") ? dateOrNull(fields.pin_expires) : row.pin_expires) : null,
      has("silent") ? fields.silent === true : row.silent,
      custom,
      text !== row.text ? now : row.message_text_updated_at,
      now,
    ],
  )) as MessageRow;
  if (updated.silent !== row.silent) await recountUnread(ctx, channel.cid);
  await announceUpdatedMessage(ctx, channel, updated, actorId);
  return updated;
}
