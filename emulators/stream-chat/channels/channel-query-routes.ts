import { createHash } from "node:crypto";

import { nextTimestamp } from "../clock.ts";
import type { EmulatorContext } from "../context.ts";
import { SqlParams } from "../db/filter-sql.ts";
import { inputError, notAllowed } from "../errors.ts";
import { actingUserId } from "../http/acting-user.ts";
import { asRecord, asString, numberParam, type ApiRequest, type Route } from "../http/api-request.ts";
import { callerConnection, startWatching } from "../realtime/watching.ts";
import { loadUser } from "../users/user-store.ts";
import { channelFilterSql, channelSortSql } from "./channel-filter.ts";
import { mergeConfigOverrides } from "./channel-capabilities.ts";
import { channelState, channelStates } from "./channel-states.ts";
import { addMembers, checkChannelKey, findChannel, findMember, roleInChannel, type ChannelRow, type NewMember } from "./channel-store.ts";
import { announceAddedMembers } from "./member-events.ts";

/** Fields of a channel's `data` that Stream owns; the rest are custom fields (name, image, ...). */
const RESERVED_CHANNEL_FIELDS = new Set([
  "id", "type", "cid", "members", "created_by", "created_by_id", "config", "config_overrides", "own_capabilities", "muted", "member_count", "frozen",
  "cooldown", "created_at", "updated_at", "last_message_at", "deleted_at", "truncated_at", "hidden", "disabled", "team", "blocked",
]);

export const customChannelFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !RESERVED_CHANNEL_FIELDS.has(key)));

/** Members arrive as ids or as {user_id, channel_role}. */
export function parseMemberList(value: unknown): NewMember[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): NewMember[] => {
    if (typeof entry === "string") return [{ userId: entry, role: "member" }];
    const record = asRecord(entry);
    const userId = asString(record.user_id) ?? asString(asRecord(record.user).id);
    if (!userId) return [];
    return [{ userId, role: record.channel_role === "channel_moderator" || record.role === "moderator" ? "moderator" : "member" }];
  });
}

/** The SDK dedupes distinct channels locally by this prefix; the id must stay within [\w!-]. */
function distinctChannelId(memberIds: string[]) {
  const digest = createHash("sha256").update([...new Set(memberIds)].sort().join(",")).digest("hex").slice(0, 40);
  return `!members-${digest}`;
}

async function createChannel(ctx: EmulatorContext, type: string, id: string, data: Record<string, unknown>, creatorId: string, members: NewMember[]) {
  const now = nextTimestamp();
  // A deleted channel's id may be used again for a new, empty channel.
  await ctx.db.rows("DELETE FROM channels WHERE cid = $1 AND deleted_at IS NOT NULL", [`${type}:${id}`]);
  const inserted = await ctx.db.row<ChannelRow>(
    `INSERT INTO channels (cid, type, id, custom, created_by_id, cooldown, frozen, config_overrides, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     ON CONFLICT (cid) DO NOTHING RETURNING *`,
    [`${type}:${id}`, type, id, customChannelFields(data), creatorId, numberParam(data.cooldown, 0), data.frozen === true, mergeConfigOverrides({}, data.config_overrides), now],
  );
  // Two clients creating the same channel at once: the second one reads the first one's channel.
  if (!inserted) return { channel: (await findChannel(ctx, `${type}:${id}`)) as ChannelRow, isNew: false };
  const others = members.filter((member) => member.userId !== creatorId);
  await addMembers(ctx, inserted.cid, [{ userId: creatorId, role: "owner" }, ...others]);
  return { channel: inserted, isNew: true };
}

async function queryChannel(ctx: EmulatorContext, request: ApiRequest, type: string, givenId: string | undefined) {
  checkChannelKey(type, givenId);
  const data = asRecord(request.body.data);
  const actorId = actingUserId(request, data.created_by_id, asRecord(data.created_by).id);
  const members = parseMemberList(data.members);
  const id = givenId ?? (members.length ? distinctChannelId([...members.map((member) => member.userId), ...(actorId ? [actorId] : [])]) : undefined);
  if (!id) throw inputError("a channel without an id needs data.members to make a distinct channel");
  checkChannelKey(type, id);

  let channel = await findChannel(ctx, `${type}:${id}`);
  if (!channel) {
    if (!actorId) throw inputError("either data.created_by or data.created_by_id must be provided when using server side auth");
    const created = await createChannel(ctx, type, id, data, actorId, members);
    channel = created.channel;
    if (created.isNew) {
      const added = (await ctx.db.rows<{ user_id: string }>("SELECT user_id FROM members WHERE cid = $1 AND user_id <> $2", [channel.cid, actorId])).map((row) => row.user_id);
      const rows = await Promise.all(added.map((userId) => findMember(ctx, channel!.cid, userId)));
      await announceAddedMembers(ctx, channel, rows.filter((row) => !!row), actorId);
    }
  } else if (request.auth.kind === "user" && !(await findMember(ctx, channel.cid, actorId as string)) && (await roleInChannel(ctx, channel.cid, actorId as string)) !== "admin") {
    throw notAllowed(`User '${actorId}' with role 'user' is not allowed to perform action ReadChannel in scope '${type}'`);
  }

  const connection = callerConnection(ctx, request.connectionId, actorId);
  if (request.body.watch === true && connection) await startWatching(ctx, connection, channel.cid);
  return channelState(ctx, channel, request.auth.kind === "server" && !asString(request.body.user_id) ? null : actorId, {
    messages: request.body.messages,
    messageLimit: 100,
    members: request.body.members,
    watchers: request.body.watchers,
  });
}

async function queryChannels(ctx: EmulatorContext, request: ApiRequest) {
  const body = request.body;
  const viewerId = request.auth.kind === "user" ? request.auth.userId : (asString(body.user_id) ?? null);
  const params = new SqlParams();
  const viewer = params.add(viewerId);
  const where = channelFilterSql(body.filter_conditions, params);
  const order = channelSortSql(body.sort, params);
  const limit = Math.min(Math.max(numberParam(body.limit, 10), 0), 30);
  const offset = Math.max(numberParam(body.offset, 0), 0);
  const rows = await ctx.db.rows<ChannelRow>(
    `SELECT c.* FROM channels c
     LEFT JOIN members vm ON vm.cid = c.cid AND vm.user_id = ${viewer}
     LEFT JOIN reads r ON r.cid = c.cid AND r.user_id = ${viewer}
     WHERE c.deleted_at IS NULL AND (${viewer}::text IS NULL OR vm.user_id IS NOT NULL) AND ${where}
     ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  const connection = callerConnection(ctx, request.connectionId, viewerId);
  if (body.watch === true && connection) {
    const user = await loadUser(ctx, connection.userId);
    for (const channel of rows) await startWatching(ctx, connection, channel.cid, user);
  }
  const channels = await channelStates(ctx, rows, viewerId, {
    messages: { limit: numberParam(body.message_limit, 25) },
    messageLimit: 25,
    members: { limit: numberParam(body.member_limit, 100) },
  });
  return { channels };
}

export function channelQueryRoutes(ctx: EmulatorContext): Route[] {
  return [
    { method: "POST", path: "/channels", handler: (request) => queryChannels(ctx, request) },
    { method: "POST", path: "/channels/:type/query", handler: (request) => queryChannel(ctx, request, request.params.type as string, undefined) },
    { method: "POST", path: "/channels/:type/:id/query", handler: (request) => queryChannel(ctx, request, request.params.type as string, request.params.id) },
  ];
}
