import { iso, nextTimestamp } from "../clock.ts";
import { findChannel, requireCapability } from "../channels/channel-store.ts";
import type { EmulatorContext } from "../context.ts";
import { compareColumn, compileFilter, SqlParams } from "../db/filter-sql.ts";
import { inputError, notAllowed, notFound } from "../errors.ts";
import { permissionSubject, requireActingUser } from "../http/acting-user.ts";
import { asRecord, asString, jsonParam, numberParam, type ApiRequest, type Route } from "../http/api-request.ts";
import { buildMessages } from "../messages/message-response.ts";
import { getMessageOrThrow, type MessageRow } from "../messages/message-store.ts";
import { getUserRow, loadUsers } from "../users/user-store.ts";

type FlagRow = {
  id: string;
  user_id: string;
  target_message_id: string | null;
  target_user_id: string | null;
  channel_cid: string | null;
  message_user_id: string | null;
  reason: string | null;
  custom: Record<string, unknown>;
  reviewed_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** Flags with their users, who are read in one query however many flags there are. */
async function flagResponses(ctx: EmulatorContext, rows: FlagRow[]) {
  const users = await loadUsers(ctx, rows.flatMap((row) => [row.user_id, ...(row.target_user_id ? [row.target_user_id] : [])]));
  return rows.map((row) => ({
    user: users.get(row.user_id),
    ...(row.target_message_id && { target_message_id: row.target_message_id, channel_cid: row.channel_cid, message_user_id: row.message_user_id }),
    ...(row.target_user_id && { target_user: users.get(row.target_user_id) }),
    ...(row.reason && { reason: row.reason }),
    custom: row.custom,
    details: {},
    created_by_automod: false,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...(row.reviewed_at && { reviewed_at: iso(row.reviewed_at) }),
  }));
}

const flagResponse = async (ctx: EmulatorContext, row: FlagRow) => (await flagResponses(ctx, [row]))[0];

/** Flagging the same thing again updates the reason instead of adding a second flag. */
async function flag(ctx: EmulatorContext, request: ApiRequest) {
  const userId = requireActingUser(request);
  const messageId = asString(request.body.target_message_id);
  const targetUserId = asString(request.body.target_user_id);
  if (!messageId === !targetUserId) throw inputError("either target_message_id or target_user_id is required");
  const reason = asString(request.body.reason) ?? null;
  const custom = asRecord(request.body.custom);
  const now = nextTimestamp();
  let row: FlagRow | undefined;
  if (messageId) {
    const message = await getMessageOrThrow(ctx, messageId);
    const channel = await findChannel(ctx, message.cid);
    if (!channel) throw notFound(`Message with id ${messageId} not found`);
    await requireCapability(ctx, channel, permissionSubject(request, userId), "flag-message", "FlagMessage");
    if (message.user_id === userId) throw inputError("a user cannot flag their own message");
    row = await ctx.db.row<FlagRow>(
      `INSERT INTO flags (user_id, target_message_id, channel_cid, message_user_id, reason, custom, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
       ON CONFLICT (user_id, target_message_id) WHERE target_message_id IS NOT NULL DO UPDATE SET reason = $5, custom = $6, updated_at = $7 RETURNING *`,
      [userId, message.id, message.cid, message.user_id, reason, custom, now],
    );
  } else {
    if (targetUserId === userId) throw inputError("a user cannot flag themselves");
    if (!(await getUserRow(ctx, targetUserId as string))) throw notFound(`user ${targetUserId} does not exist`);
    row = await ctx.db.row<FlagRow>(
      `INSERT INTO flags (user_id, target_user_id, reason, custom, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (user_id, target_user_id) WHERE target_user_id IS NOT NULL DO UPDATE SET reason = $3, custom = $4, updated_at = $5 RETURNING *`,
      [userId, targetUserId, reason, custom, now],
    );
  }
  return { flag: await flagResponse(ctx, row as FlagRow) };
}

async function unflag(ctx: EmulatorContext, request: ApiRequest) {
  const userId = requireActingUser(request);
  const messageId = asString(request.body.target_message_id) ?? null;
  const targetUserId = asString(request.body.target_user_id) ?? null;
  if (!messageId === !targetUserId) throw inputError("either target_message_id or target_user_id is required");
  const row = await ctx.db.row<FlagRow>(
    "DELETE FROM flags WHERE user_id = $1 AND (target_message_id = $2 OR target_user_id = $3) RETURNING *",
    [userId, messageId, targetUserId],
  );
  if (!row) throw notFound(`no flag of ${userId} on ${messageId ?? targetUserId}`);
  return { flag: await flagResponse(ctx, row) };
}

// `user_id` is who flagged (the `user` of each result); `message_user_id` is the message's author.
const FLAG_COLUMNS: Record<string, string> = { channel_cid: "f.channel_cid", user_id: "f.user_id", message_user_id: "f.message_user_id", team: "NULL" };

/** queryMessageFlags: GET /moderation/flags/message?payload={filter_conditions, limit, offset}, newest first. */
async function queryMessageFlags(ctx: EmulatorContext, request: ApiRequest) {
  if (request.auth.kind === "user" && (await getUserRow(ctx, request.auth.userId))?.role !== "admin") {
    throw notAllowed(`User '${request.auth.userId}' is not allowed to perform action QueryMessageFlags`);
  }
  const payload = asRecord(jsonParam(request, "payload"));
  const limit = numberParam(payload.limit, 10);
  if (limit < 0 || limit > 100) throw inputError("limit must be between 0 and 100");
  const params = new SqlParams();
  const where = compileFilter(payload.filter_conditions, (field, operator, value, sqlParams) => {
    if (field === "is_reviewed") return `(f.reviewed_at IS NOT NULL) = ${value === true}`;
    const column = FLAG_COLUMNS[field];
    return column && (operator === "$eq" || operator === "$in") ? compareColumn(column, operator, value, sqlParams) : undefined;
  }, params);
  const rows = await ctx.db.rows<FlagRow>(
    `SELECT f.* FROM flags f JOIN messages m ON m.id = f.target_message_id WHERE ${where}
     ORDER BY f.created_at DESC, f.id DESC LIMIT ${limit} OFFSET ${Math.max(numberParam(payload.offset, 0), 0)}`,
    params.values,
  );
  const messageRows = await ctx.db.rows<MessageRow>("SELECT * FROM messages WHERE id = ANY($1)", [rows.map((row) => row.target_message_id)]);
  const messages = new Map((await buildMessages(ctx, messageRows, null)).map((message) => [message.id, message]));
  const flags = (await flagResponses(ctx, rows)).map((flag, index) => ({ ...flag, message: messages.get(rows[index]!.target_message_id as string) }));
  return { flags };
}

export function flagRoutes(ctx: EmulatorContext): Route[] {
  return [
    { method: "POST", path: "/moderation/flag", handler: (request) => flag(ctx, request) },
    { method: "POST", path: "/moderation/unflag", handler: (request) => unflag(ctx, request) },
    { method: "GET", path: "/moderation/flags/message", handler: (request) => queryMessageFlags(ctx, request) },
  ];
}
