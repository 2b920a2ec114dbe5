import { requireCapability, type ChannelRow } from "../channels/channel-store.ts";
import type { EmulatorContext } from "../context.ts";
import { mentionedUserIds } from "./message-fields.ts";
import type { MessageRow } from "./message-store.ts";

// Bare domains only with common top-level domains, so that "Node.js" or "cv.pdf" are not links.
const TLDS = "com|net|org|io|co|dev|app|ai|me|info|biz|xyz|site|online|tech|jobs|link|ly|gg|tv|es|mx|ar|cl|pe|br|uk|de|fr|it|us|ca|eu";
// http(s)://..., www...., or a bare domain such as example.com or jobs.example.co.uk.
const LINK = new RegExp(`(https?://\\S|\\bwww\\.\\S|\\b[a-z0-9][a-z0-9-]*(\\.[a-z0-9-]+)*\\.(${TLDS})\\b(?!\\.?[a-z0-9]))`, "i");

export const containsLink = (text: string) => LINK.test(text);

/**
 * The capabilities a new or edited message needs beyond sending or editing: links, quotes and pins.
 * On an edit only what changes counts, so an old link does not block fixing a typo once links are off.
 */
export async function requireMessageCapabilities(ctx: EmulatorContext, channel: ChannelRow, subject: string | null, input: Record<string, unknown>, previous?: MessageRow) {
  if (subject === null) return;
  const require = (capability: string, action: string) => requireCapability(ctx, channel, subject, capability, action);
  if (typeof input.text === "string" && input.text !== previous?.text && containsLink(input.text)) await require("send-links", "SendLinks");
  const quotedId = input.quoted_message_id;
  if (typeof quotedId === "string" && quotedId && quotedId !== previous?.quoted_message_id) await require("quote-message", "QuoteMessage");
  if (previous && "pinned" in input && (input.pinned === true) !== previous.pinned) await require("pin-message", "PinMessage");
}

/** Stream keeps only mentions of channel members. */
export async function memberMentions(ctx: EmulatorContext, cid: string, value: unknown): Promise<string[]> {
  const ids = mentionedUserIds(value);
  if (ids.length === 0) return [];
  const members = new Set((await ctx.db.rows<{ user_id: string }>("SELECT user_id FROM members WHERE cid = $1 AND user_id = ANY($2)", [cid, ids])).map((row) => row.user_id));
  return ids.filter((id) => members.has(id));
}
