import { ErrorCode, inputError, StreamError } from "../errors.ts";
import { asRecord, asString } from "../http/api-request.ts";

/**
 * Fields Stream computes or owns. The SDK's full-update payload echoes them back (status,
 * reaction_groups, ...), so they are dropped instead of being stored as custom data.
 */
const RESERVED_MESSAGE_FIELDS = new Set([
  "id", "text", "html", "type", "cid", "user", "user_id", "created_at", "updated_at", "deleted_at", "status", "attachments",
  "mentioned_users", "mentioned_channel", "mentioned_here", "mentioned_roles", "mentioned_group_ids", "parent_id",
  "show_in_channel", "quoted_message_id", "quoted_message", "reply_count", "deleted_reply_count", "thread_participants",
  "latest_reactions", "own_reactions", "reaction_counts", "reaction_scores", "reaction_groups", "pinned", "pinned_at",
  "pinned_by", "pin_expires", "silent", "shadowed", "restricted_visibility", "command", "i18n", "poll_id", "poll",
  "message_text_updated_at", "received_at", "error", "errorStatusCode", "__html", "args", "before_message_send_failed",
  "member", "channel", "draft", "reminder", "shared_location", "moderation", "moderation_details", "deleted_for_me",
]);

const MAX_ATTACHMENTS = 30;
/** Stream limits a message's custom data to 5 KB. */
const MAX_CUSTOM_BYTES = 5 * 1024;

export function customMessageFields(input: Record<string, unknown>) {
  const custom = Object.fromEntries(Object.entries(input).filter(([key]) => !RESERVED_MESSAGE_FIELDS.has(key)));
  const size = Buffer.byteLength(JSON.stringify(custom));
  if (size > MAX_CUSTOM_BYTES) throw inputError(`message custom data is ${size} bytes, at most ${MAX_CUSTOM_BYTES} are allowed`);
  return custom;
}

export function mentionedUserIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.map((entry) => (typeof entry === "string" ? entry : asString(asRecord(entry).id))).filter((id): id is string => !!id))];
}

export function attachmentList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw inputError("attachments must be an array");
  if (value.length > MAX_ATTACHMENTS) throw inputError(`a message can have at most ${MAX_ATTACHMENTS} attachments, not ${value.length}`);
  return value;
}

/** The limit is the channel's `max_message_length` (5000 unless config_overrides changes it). */
export function checkText(value: unknown, maxLength: number): string {
  const text = typeof value === "string" ? value : "";
  if (text.length > maxLength) throw new StreamError(ErrorCode.messageTooLong, 400, `message is too long: ${text.length} characters, at most ${maxLength}`);
  return text;
}
