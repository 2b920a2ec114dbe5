import { iso } from "../clock.ts";
import type { EmulatorContext } from "../context.ts";
import type { UserResponse } from "../users/user-response.ts";
import { loadUsers } from "../users/user-store.ts";
import type { MessageRow } from "./message-store.ts";

export type ReactionRow = {
  message_id: string;
  user_id: string;
  type: string;
  score: number;
  emoji_code: string | null;
  custom: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
};

export type MessageResponse = Record<string, unknown> & { id: string };

const LATEST_REACTIONS = 10;

export function reactionResponse(row: ReactionRow, users: Map<string, UserResponse>) {
  return {
    ...row.custom,
    message_id: row.message_id,
    user_id: row.user_id,
    user: users.get(row.user_id),
    type: row.type,
    score: row.score,
    ...(row.emoji_code && { emoji_code: row.emoji_code }),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function reactionSummary(reactions: ReactionRow[]) {
  const groups: Record<string, { count: number; sum_scores: number; first_reaction_at: string | null; last_reaction_at: string | null }> = {};
  for (const reaction of [...reactions].reverse()) {
    const group = (groups[reaction.type] ??= { count: 0, sum_scores: 0, first_reaction_at: iso(reaction.created_at), last_reaction_at: null });
    group.count += 1;
    group.sum_scores += reaction.score;
    group.last_reaction_at = iso(reaction.created_at);
  }
  const counts = Object.fromEntries(Object.entries(groups).map(([type, group]) => [type, group.count]));
  const scores = Object.fromEntries(Object.entries(groups).map(([type, group]) => [type, group.sum_scores]));
  return { reaction_groups: groups, reaction_counts: counts, reaction_scores: scores };
}

/** Everyone a message shows: its author, mentions, thread participants and who pinned it. */
const usersShownBy = (row: MessageRow) => [row.user_id, ...row.mentioned_user_ids, ...row.thread_participant_ids, ...(row.pinned_by_id ? [row.pinned_by_id] : [])];

/** `reactions` are the message's own, newest first; `users` holds everyone it and they show. */
function messageResponse(row: MessageRow, users: Map<string, UserResponse>, reactions: ReactionRow[], viewerId: string | null, quotedMessage: MessageResponse | undefined): MessageResponse {
  return {
    ...row.custom,
    id: row.id,
    text: row.text,
    type: row.type,
    cid: row.cid,
    user: users.get(row.user_id),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...(row.deleted_at && { deleted_at: iso(row.deleted_at) }),
    ...(row.message_text_updated_at && { message_text_updated_at: iso(row.message_text_updated_at) }),
    attachments: row.attachments,
    mentioned_users: row.mentioned_user_ids.map((id) => users.get(id)),
    mentioned_channel: false,
    mentioned_here: false,
    ...(row.parent_id && { parent_id: row.parent_id, show_in_channel: row.show_in_channel }),
    ...(row.quoted_message_id && { quoted_message_id: row.quoted_message_id, quoted_message: quotedMessage }),
    reply_count: row.reply_count,
    deleted_reply_count: row.deleted_reply_count,
    ...(row.thread_participant_ids.length && { thread_participants: row.thread_participant_ids.map((id) => users.get(id)) }),
    latest_reactions: reactions.slice(0, LATEST_REACTIONS).map((reaction) => reactionResponse(reaction, users)),
    own_reactions: viewerId ? reactions.filter((reaction) => reaction.user_id === viewerId).map((reaction) => reactionResponse(reaction, users)) : [],
    ...reactionSummary(reactions),
    pinned: row.pinned,
    pinned_at: iso(row.pinned_at),
    pinned_by: row.pinned_by_id ? users.get(row.pinned_by_id) : null,
    pin_expires: iso(row.pin_expires),
    silent: row.silent,
    shadowed: false,
    restricted_visibility: [],
  };
}

/**
 * Full MessageResponses for rows of any channels. `own_reactions` belongs to `viewerId`; events
 * pass null, because the SDK merges each user's own reactions back in itself.
 */
export async function buildMessages(ctx: EmulatorContext, rows: MessageRow[], viewerId: string | null): Promise<MessageResponse[]> {
  if (rows.length === 0) return [];
  const quotedIds = rows.map((row) => row.quoted_message_id).filter((id): id is string => !!id);
  const quoted = quotedIds.length ? await ctx.db.rows<MessageRow>("SELECT * FROM messages WHERE id = ANY($1)", [quotedIds]) : [];
  const all = [...rows, ...quoted];
  const reactions = await ctx.db.rows<ReactionRow>(
    "SELECT * FROM reactions WHERE message_id = ANY($1) ORDER BY created_at DESC, user_id",
    [all.map((row) => row.id)],
  );
  const users = await loadUsers(ctx, [...all.flatMap(usersShownBy), ...reactions.map((reaction) => reaction.user_id)]);
  const build = (row: MessageRow, quotedMessage: MessageResponse | undefined) =>
    messageResponse(row, users, reactions.filter((reaction) => reaction.message_id === row.id), viewerId, quotedMessage);
  const quotedById = new Map(quoted.map((row) => [row.id, build(row, undefined)]));
  return rows.map((row) => build(row, row.quoted_message_id ? quotedById.get(row.quoted_message_id) : undefined));
}

/**
 * A message just stored, as its events and its sender's answer show it: nobody has reacted to it
 * yet, so unless it quotes another message only its users are read. A quoted message comes
 * without the viewer's own reactions, as in every event.
 */
export async function buildNewMessage(ctx: EmulatorContext, row: MessageRow): Promise<MessageResponse> {
  if (row.quoted_message_id) return buildMessage(ctx, row, null);
  return messageResponse(row, await loadUsers(ctx, usersShownBy(row)), [], null, undefined);
}

export async function buildMessage(ctx: EmulatorContext, row: MessageRow, viewerId: string | null) {
  return (await buildMessages(ctx, [row], viewerId))[0] as MessageResponse;
}
