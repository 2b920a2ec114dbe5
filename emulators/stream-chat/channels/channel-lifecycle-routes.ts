import { iso, nextTimestamp } from "../clock.ts";
import type { EmulatorContext } from "../context.ts";
import { compareColumn, compareCustomField, compileFilter, compileSort, SqlParams } from "../db/filter-sql.ts";
import { permissionSubject, requireActingUser, actingUserId } from "../http/acting-user.ts";
import { asRecord, asString, jsonParam, numberParam, type ApiRequest, type Route } from "../http/api-request.ts";
import { createSystemMessage } from "../messages/create-message.ts";
import { channelEvent } from "../realtime/channel-event.ts";
import { stopWatching } from "../realtime/watching.ts";
import { recountUnread, unreadTotals } from "../reads/unread-counts.ts";
import { loadUser } from "../users/user-store.ts";
import { channelResponse, memberResponses } from "./channel-response.ts";
import { getChannelOrThrow, requireCapability, requireChannelReader, updateMember, type ChannelRow, type MemberRow } from "./channel-store.ts";

const channelOf = (ctx: EmulatorContext, request: ApiRequest) => getChannelOrThrow(ctx, request.params.type as string, request.params.id as string);

async function notifyMembers(ctx: EmulatorContext, channel: ChannelRow, type: string, channelData: Record<string, unknown>) {
  const members = await ctx.db.rows<{ user_id: string }>("SELECT user_id FROM members WHERE cid = $1", [channel.cid]);
  for (const { user_id: userId } of members) {
    if (!ctx.hub.isOnline(userId)) continue;
    ctx.hub.sendToUser(userId, channelEvent(channel, type, { channel: channelData, ...(await unreadTotals(ctx, userId)) }));
  }
}

async function deleteChannel(ctx: EmulatorContext, request: ApiRequest) {
  const channel = await channelOf(ctx, request);
  await requireCapability(ctx, channel, permissionSubject(request, actingUserId(request)), "delete-channel", "DeleteChannel");
  const now = nextTimestamp();
  const deleted = { ...channel, deleted_at: now };
  const response = { ...(await channelResponse(ctx, channel, null)), deleted_at: iso(now) };
  // Members are told before the rows go, so that their unread totals no longer count the channel.
  if (request.query.get("hard_delete") === "true") await ctx.db.rows("DELETE FROM channels WHERE cid = $1", [channel.cid]);
  else await ctx.db.rows("UPDATE channels SET deleted_at = $2 WHERE cid = $1", [channel.cid, now]);
  ctx.hub.sendToWatchers(channel.cid, channelEvent(deleted, "channel.deleted", { channel: response }));
  await notifyMembers(ctx, channel, "notification.channel_deleted", response);
  for (const connection of ctx.hub.watchersOf(channel.cid)) ctx.hub.unwatch(connection, channel.cid);
  return { channel: response };
}

async function setHidden(ctx: EmulatorContext, request: ApiRequest, isHidden: boolean) {
  const channel = await channelOf(ctx, request);
  const userId = requireActingUser(request);
  await requireChannelReader(ctx, channel, permissionSubject(request, userId));
  const clearHistory = isHidden && request.body.clear_history === true;
  await updateMember(ctx, channel.cid, userId, { hidden: isHidden, ...(clearHistory && { hide_messages_before: nextTimestamp() }) });
  if (clearHistory) await recountUnread(ctx, channel.cid, [userId]);
  const user = await loadUser(ctx, userId);
  const type = isHidden ? "channel.hidden" : "channel.visible";
  ctx.hub.sendToUser(userId, channelEvent(channel, type, { user, ...(isHidden && { clear_history: clearHistory }) }));
  return {};
}

async function truncateChannel(ctx: EmulatorContext, request: ApiRequest) {
  const channel = await channelOf(ctx, request);
  const actorId = actingUserId(request);
  await requireCapability(ctx, channel, permissionSubject(request, actorId), "update-channel", "TruncateChannel");
  const truncatedAt = asString(request.body.truncated_at) ? new Date(request.body.truncated_at as string) : nextTimestamp();
  if (request.body.hard_delete === true) await ctx.db.rows("DELETE FROM messages WHERE cid = $1 AND created_at <= $2", [channel.cid, truncatedAt]);
  const truncated = (await ctx.db.row<ChannelRow>("UPDATE channels SET truncated_at = $2, updated_at = $3 WHERE cid = $1 RETURNING *", [channel.cid, truncatedAt, nextTimestamp()])) as ChannelRow;
  await recountUnread(ctx, channel.cid);
  const messageResponse = request.body.message ? await createSystemMessage(ctx, truncated, actorId, request.body.message) : undefined;
  const response = await channelResponse(ctx, truncated, null);
  ctx.hub.sendToWatchers(channel.cid, channelEvent(channel, "channel.truncated", {
    channel: response,
    ...(messageResponse && { message: messageResponse }),
    ...(actorId && { user: await loadUser(ctx, actorId) }),
  }));
  await notifyMembers(ctx, channel, "notification.channel_truncated", response);
  return { channel: await channelResponse(ctx, truncated, permissionSubject(request, actorId)), ...(messageResponse && { message: messageResponse }) };
}

const MEMBER_COLUMNS: Record<string, string> = {
  user_id: "m.user_id", id: "m.user_id", role: "m.role", channel_role: "m.role", created_at: "m.created_at", updated_at: "m.updated_at", name: "u.name",
};

async function queryMembers(ctx: EmulatorContext, request: ApiRequest) {
  const payload = asRecord(jsonParam(request, "payload"));
  const channel = await getChannelOrThrow(ctx, String(payload.type), String(payload.id));
  await requireChannelReader(ctx, channel, request.auth.kind === "user" ? request.auth.userId : null);
  const params = new SqlParams();
  const cid = params.add(channel.cid);
  const where = compileFilter(payload.filter_conditions, (field, operator, value, sqlParams) =>
    MEMBER_COLUMNS[field] ? compareColumn(MEMBER_COLUMNS[field], operator, value, sqlParams) : compareCustomField("u.custom", field, operator, value, sqlParams), params);
  const order = compileSort(payload.sort, (field) => MEMBER_COLUMNS[field]);
  const rows = await ctx.db.rows<MemberRow>(
    `SELECT m.* FROM members m LEFT JOIN users u ON u.id = m.user_id WHERE m.cid = ${cid} AND ${where}
     ORDER BY ${[...order, "m.created_at", "m.user_id"].join(", ")} LIMIT ${Math.min(numberParam(payload.limit, 100), 300)} OFFSET ${numberParam(payload.offset, 0)}`,
    params.values,
  );
  return { members: await memberResponses(ctx, rows) };
}

export function channelLifecycleRoutes(ctx: EmulatorContext): Route[] {
  return [
    { method: "DELETE", path: "/channels/:type/:id", handler: (request) => deleteChannel(ctx, request) },
    { method: "POST", path: "/channels/:type/:id/hide", handler: (request) => setHidden(ctx, request, true) },
    { method: "POST", path: "/channels/:type/:id/show", handler: (request) => setHidden(ctx, request, false) },
    { method: "POST", path: "/channels/:type/:id/truncate", handler: (request) => truncateChannel(ctx, request) },
    {
      method: "POST",
      path: "/channels/:type/:id/stop-watching",
      handler: async (request) => {
        const connection = ctx.hub.get(request.connectionId);
        if (connection && request.auth.kind === "user" && connection.userId === request.auth.userId) {
          await stopWatching(ctx, connection, `${request.params.type}:${request.params.id}`);
        }
        return {};
      },
    },
    { method: "GET", path: "/members", handler: (request) => queryMembers(ctx, request) },
  ];
}
