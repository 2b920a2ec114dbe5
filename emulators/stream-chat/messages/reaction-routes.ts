import { nextTimestamp } from "../clock.ts";
import { findChannel, requireCapability, requireChannelReader } from "../channels/channel-store.ts";
import type { EmulatorContext } from "../context.ts";
import { inputError, notFound } from "../errors.ts";
import { permissionSubject, requireActingUser } from "../http/acting-user.ts";
import { asRecord, asString, numberParam, type ApiRequest, type Route } from "../http/api-request.ts";
import { channelEvent } from "../realtime/channel-event.ts";
import { loadUsers } from "../users/user-store.ts";
import { buildMessage, reactionResponse, type ReactionRow } from "./message-response.ts";
import { getMessageOrThrow } from "./message-store.ts";

const RESERVED_REACTION_FIELDS = new Set(["type", "score", "emoji_code", "user_id", "user", "message_id", "created_at", "updated_at"]);

async function messageAndChannel(ctx: EmulatorContext, request: ApiRequest) {
  const message = await getMessageOrThrow(ctx, request.params.messageId as string);
  const channel = await findChannel(ctx, message.cid);
  if (!channel) throw notFound(`Message with id ${message.id} not found`);
  return { message, channel };
}

async function announceReaction(ctx: EmulatorContext, request: ApiRequest, type: string, reaction: ReactionRow, userId: string) {
  const { message, channel } = await messageAndChannel(ctx, request);
  const users = await loadUsers(ctx, [userId]);
  const response = reactionResponse(reaction, users);
  // In the channel's order, the message read inside it: of two reactions at once, the event sent
  // last carries the counts read last, so a watcher never ends on the older counts.
  await ctx.hub.announceToWatchers(channel.cid, async () => channelEvent(channel, type, { message: await buildMessage(ctx, message, null), reaction: response, user: users.get(userId) }));
  return { message: await buildMessage(ctx, message, userId), reaction: response };
}

async function sendReaction(ctx: EmulatorContext, request: ApiRequest) {
  const { message, channel } = await messageAndChannel(ctx, request);
  const input = asRecord(request.body.reaction);
  const type = asString(input.type);
  if (!type) throw inputError("reaction.type is required");
  if (!ctx.reactionTypes.includes(type)) throw inputError(`reaction type "${type}" is not allowed: use one of ${ctx.reactionTypes.join(", ")}`);
  const userId = requireActingUser(request, input.user_id, asRecord(input.user).id);
  await requireCapability(ctx, channel, permissionSubject(request, userId), "send-reaction", "CreateReaction");
  const replaced = request.body.enforce_unique === true
    ? await ctx.db.rows("DELETE FROM reactions WHERE message_id = $1 AND user_id = $2 AND type <> $3 RETURNING type", [message.id, userId, type])
    : [];
  const now = nextTimestamp();
  const custom = Object.fromEntries(Object.entries(input).filter(([key]) => !RESERVED_REACTION_FIELDS.has(key)));
  const reaction = (await ctx.db.row<ReactionRow>(
    `INSERT INTO reactions (message_id, user_id, type, score, emoji_code, custom, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (message_id, user_id, type) DO UPDATE SET score = $4, emoji_code = $5, custom = $6, updated_at = $7 RETURNING *`,
    [message.id, userId, type, numberParam(input.score, 1), asString(input.emoji_code) ?? null, custom, now],
  )) as ReactionRow;
  return announceReaction(ctx, request, replaced.length ? "reaction.updated" : "reaction.new", reaction, userId);
}

async function deleteReaction(ctx: EmulatorContext, request: ApiRequest) {
  const { message, channel } = await messageAndChannel(ctx, request);
  const userId = requireActingUser(request);
  await requireCapability(ctx, channel, permissionSubject(request, userId), "send-reaction", "DeleteReaction");
  const reaction = await ctx.db.row<ReactionRow>("DELETE FROM reactions WHERE message_id = $1 AND user_id = $2 AND type = $3 RETURNING *", [message.id, userId, request.params.reactionType]);
  if (!reaction) throw notFound(`reaction ${request.params.reactionType} of ${userId} not found`);
  return announceReaction(ctx, request, "reaction.deleted", reaction, userId);
}

async function listReactions(ctx: EmulatorContext, request: ApiRequest, filter: Record<string, unknown>, limit: number, offset: number) {
  const { message, channel } = await messageAndChannel(ctx, request);
  await requireChannelReader(ctx, channel, request.auth.kind === "user" ? request.auth.userId : null);
  const rows = await ctx.db.rows<ReactionRow>(
    `SELECT * FROM reactions WHERE message_id = $1 AND ($2::text IS NULL OR type = $2) AND ($3::text IS NULL OR user_id = $3)
     ORDER BY created_at DESC, user_id LIMIT $4 OFFSET $5`,
    [message.id, asString(asRecord(filter.type).$eq ?? filter.type) ?? null, asString(asRecord(filter.user_id).$eq ?? filter.user_id) ?? null, limit + 1, offset],
  );
  const users = await loadUsers(ctx, rows.map((row) => row.user_id));
  return { reactions: rows.slice(0, limit).map((row) => reactionResponse(row, users)), hasMore: rows.length > limit };
}

const MAX_REACTION_PAGE = 300;

/** Stream's paging limits: 10 by default (GET) or 25 (query), at most 300; more is an input error. */
function pageLimit(value: unknown, fallback: number) {
  const limit = numberParam(value, fallback);
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_REACTION_PAGE) throw inputError(`limit must be an integer from 0 to ${MAX_REACTION_PAGE}`);
  return limit;
}

function pageOffset(value: unknown) {
  const offset = numberParam(value, 0);
  if (!Number.isInteger(offset) || offset < 0) throw inputError("offset must be a non-negative integer");
  return offset;
}

export function reactionRoutes(ctx: EmulatorContext): Route[] {
  return [
    { method: "POST", path: "/messages/:messageId/reaction", handler: (request) => sendReaction(ctx, request) },
    { method: "DELETE", path: "/messages/:messageId/reaction/:reactionType", handler: (request) => deleteReaction(ctx, request) },
    {
      method: "GET",
      path: "/messages/:messageId/reactions",
      handler: async (request) => {
        const page = await listReactions(ctx, request, {}, pageLimit(request.query.get("limit"), 10), pageOffset(request.query.get("offset")));
        return { reactions: page.reactions };
      },
    },
    {
      method: "POST",
      path: "/messages/:messageId/reactions",
      handler: async (request) => {
        // `next` is opaque to the SDK; an offset is enough here.
        const offset = pageOffset(Buffer.from(asString(request.body.next) ?? "", "base64url").toString() || 0);
        const limit = pageLimit(request.body.limit, 25);
        const page = await listReactions(ctx, request, asRecord(request.body.filter), limit, offset);
        return { reactions: page.reactions, ...(page.hasMore && { next: Buffer.from(String(offset + limit)).toString("base64url") }) };
      },
    },
  ];
}
