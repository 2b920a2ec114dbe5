import { channelFilterSql } from "../channels/channel-filter.ts";
import { channelResponse } from "../channels/channel-response.ts";
import { findChannel } from "../channels/channel-store.ts";
import type { EmulatorContext } from "../context.ts";
import { compareColumn, compareCustomField, compileFilter, compileSort, SqlParams } from "../db/filter-sql.ts";
import { inputError } from "../errors.ts";
import { asRecord, asString, jsonParam, numberParam, type ApiRequest, type Route } from "../http/api-request.ts";
import { buildMessages } from "./message-response.ts";
import type { MessageRow } from "./message-store.ts";

const MESSAGE_COLUMNS: Record<string, string> = {
  id: "m.id", text: "m.text", type: "m.type", user_id: "m.user_id", parent_id: "m.parent_id", pinned: "m.pinned",
  created_at: "m.created_at", updated_at: "m.updated_at", reply_count: "m.reply_count",
};

/** Message search over the channels the caller belongs to: `query` matches text, or message_filter_conditions. */
async function search(ctx: EmulatorContext, request: ApiRequest) {
  const payload = asRecord(jsonParam(request, "payload"));
  const viewerId = request.auth.kind === "user" ? request.auth.userId : (asString(asRecord(payload.filter_conditions).user_id) ?? null);
  if (!payload.filter_conditions) throw inputError("filter_conditions is required");
  const params = new SqlParams();
  const viewer = params.add(viewerId);
  const channelCondition = channelFilterSql(payload.filter_conditions, params);
  const query = asString(payload.query);
  const messageCondition = payload.message_filter_conditions
    ? compileFilter(payload.message_filter_conditions, (field, operator, value, sqlParams) =>
        MESSAGE_COLUMNS[field] ? compareColumn(MESSAGE_COLUMNS[field], operator, value, sqlParams) : compareCustomField("m.custom", field, operator, value, sqlParams), params)
    : query ? compareColumn("m.text", "$q", query, params) : "TRUE";
  const order = compileSort(payload.sort, (field) => MESSAGE_COLUMNS[field]);
  const limit = Math.min(numberParam(payload.limit, 20), 100);
  const offset = numberParam(payload.offset, 0);
  const rows = await ctx.db.rows<MessageRow>(
    `SELECT m.* FROM messages m WHERE m.deleted_at IS NULL AND m.cid IN (
       SELECT c.cid FROM channels c LEFT JOIN members vm ON vm.cid = c.cid AND vm.user_id = ${viewer}
       LEFT JOIN reads r ON r.cid = c.cid AND r.user_id = ${viewer}
       WHERE c.deleted_at IS NULL AND (${viewer}::text IS NULL OR vm.user_id IS NOT NULL) AND ${channelCondition})
     AND ${messageCondition}
     ORDER BY ${[...order, "m.created_at DESC", "m.id"].join(", ")} LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  const messages = await buildMessages(ctx, rows, viewerId);
  const channels = new Map<string, unknown>();
  for (const cid of new Set(rows.map((row) => row.cid))) {
    const channel = await findChannel(ctx, cid);
    if (channel) channels.set(cid, await channelResponse(ctx, channel, viewerId));
  }
  return { results: messages.map((message) => ({ message: { ...message, channel: channels.get(message.cid as string) } })) };
}

export function searchRoutes(ctx: EmulatorContext): Route[] {
  return [{ method: "GET", path: "/search", handler: (request) => search(ctx, request) }];
}
