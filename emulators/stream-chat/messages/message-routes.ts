import { nextTimestamp } from "../clock.ts";
import { findChannel, getChannelOrThrow, requireCapability, requireChannelReader, type ChannelRow } from "../channels/channel-store.ts";
import { channelCapabilities } from "../channels/channel-capabilities.ts";
import type { ChannelRole } from "../channels/channel-types.ts";
import type { EmulatorContext } from "../context.ts";
import { ErrorCode, inputError, notFound, StreamError } from "../errors.ts";
import { permissionSubject, requireActingUser } from "../http/acting-user.ts";
import { asRecord, jsonParam, type ApiRequest, type Route } from "../http/api-request.ts";
import { channelEvent } from "../realtime/channel-event.ts";
import { createMessage } from "./create-message.ts";
import { announceUpdatedMessage } from "./message-events.ts";
import { buildMessage, buildMessages } from "./message-response.ts";
import { getMessageOrThrow, messagePage, type MessageRow } from "./message-store.ts";
import { requireMessageCapabilities } from "./message-rules.ts";
import { updateMessage } from "./update-message.ts";
import { recountUnread } from "../reads/unread-counts.ts";

async function checkSlowMode(ctx: EmulatorContext, channel: ChannelRow, userId: string, role: ChannelRole) {
  if (channel.cooldown <= 0 || channelCapabilities(channel, role).includes("skip-slow-mode")) return;
  const last = await ctx.db.row<{ created_at: Date }>("SELECT created_at FROM messages WHERE cid = $1 AND user_id = $2 ORDER BY created_at DESC LIMIT 1", [channel.cid, userId]);
  const waitMs = last ? last.created_at.getTime() + channel.cooldown * 1000 - Date.now() : 0;
  // The SDK's CooldownTimer rounds what is left to whole seconds and opens the composer at 0, up to
  // half a second early: a user who waited for the countdown must not be refused, so neither do we.
  if (Math.round(waitMs / 1000) > 0) throw new StreamError(ErrorCode.coolDown, 429, `Channel has a cooldown of ${channel.cooldown} seconds, try again in ${Math.ceil(waitMs / 1000)} seconds`);
}

async function sendMessage(ctx: EmulatorContext, request: ApiRequest) {
  const channel = await getChannelOrThrow(ctx, request.params.type as string, request.params.id as string);
  const input = asRecord(request.body.message);
  const userId = requireActingUser(request, input.user_id, asRecord(input.user).id);
  const subject = permissionSubject(request, userId);
  const role = await requireCapability(ctx, channel, subject, input.parent_id ? "send-reply" : "send-message", "CreateMessage");
  await requireMessageCapabilities(ctx, channel, subject, input);
  if (subject !== null) await checkSlowMode(ctx, channel, userId, role);
  return { message: await createMessage(ctx, channel, userId, input) };
}

/** The message and its channel, if the caller may read that channel. */
async function readableMessage(ctx: EmulatorContext, request: ApiRequest) {
  const row = await getMessageOrThrow(ctx, request.params.messageId as string);
  const channel = await findChannel(ctx, row.cid);
  if (!channel) throw notFound(`Message with id ${row.id} not found`);
  const viewerId = request.auth.kind === "user" ? request.auth.userId : null;
  await requireChannelReader(ctx, channel, viewerId);
  return { row, channel, viewerId };
}

async function requireEditRight(ctx: EmulatorContext, request: ApiRequest, channel: ChannelRow, row: MessageRow, userId: string, verb: "update" | "delete") {
  const isOwn = row.user_id === userId;
  const action = verb === "update" ? "UpdateMessage" : "DeleteMessage";
  await requireCapability(ctx, channel, permissionSubject(request, userId), `${verb}-${isOwn ? "own" : "any"}-message`, action);
}

async function deleteMessage(ctx: EmulatorContext, request: ApiRequest) {
  const { row, channel } = await readableMessage(ctx, request);
  const userId = requireActingUser(request, request.query.get("deleted_by"));
  if (request.query.get("delete_for_me") === "true") throw inputError("delete_for_me is not supported by the Stream Chat emulator");
  await requireEditRight(ctx, request, channel, row, userId, "delete");
  const isHard = request.query.get("hard") === "true";
  const now = nextTimestamp();
  const deleted = isHard
    ? { ...row, type: "deleted", deleted_at: now }
    : ((await ctx.db.row<MessageRow>("UPDATE messages SET type = 'deleted', deleted_at = $2, updated_at = $2 WHERE id = $1 RETURNING *", [row.id, now])) as MessageRow);
  const response = await buildMessage(ctx, deleted, userId);
  if (isHard) await ctx.db.rows("DELETE FROM messages WHERE id = $1", [row.id]);
  if (row.type === "regular" && !row.silent) await recountUnread(ctx, channel.cid);
  if (row.parent_id && !row.deleted_at) {
    const change = isHard ? "reply_count = GREATEST(reply_count - 1, 0)" : "deleted_reply_count = deleted_reply_count + 1";
    const parent = await ctx.db.row<MessageRow>(`UPDATE messages SET ${change} WHERE id = $1 RETURNING *`, [row.parent_id]);
    if (parent) await announceUpdatedMessage(ctx, channel, parent, null);
  }
  // After the channel's queued announcements: an update still on its way would otherwise reach
  // watchers after the deletion and show the message again.
  await ctx.hub.announceToWatchers(channel.cid, () => channelEvent(channel, "message.deleted", { message: { ...response, own_reactions: [] }, message_id: row.id, hard_delete: isHard, user: response.user }));
  return { message: response };
}

export function messageRoutes(ctx: EmulatorContext): Route[] {
  return [
    { method: "POST", path: "/channels/:type/:id/message", handler: (request) => sendMessage(ctx, request) },
    {
      method: "GET",
      path: "/messages/:messageId",
      handler: async (request) => {
        const { row, viewerId } = await readableMessage(ctx, request);
        return { message: await buildMessage(ctx, row, viewerId) };
      },
    },
    {
      method: "GET",
      path: "/messages/:messageId/replies",
      handler: async (request) => {
        const { row, viewerId } = await readableMessage(ctx, request);
        const pagination = Object.fromEntries(request.query.entries());
        const replies = await messagePage(ctx, "m.parent_id = $1", [row.id], pagination, 25);
        const sort = jsonParam(request, "sort");
        const isNewestFirst = Array.isArray(sort) && Number(asRecord(sort[0]).direction) < 0;
        return { messages: await buildMessages(ctx, isNewestFirst ? replies.reverse() : replies, viewerId) };
      },
    },
    {
      method: "POST",
      path: "/messages/:messageId",
      handler: async (request) => {
        const { row, channel } = await readableMessage(ctx, request);
        const input = asRecord(request.body.message);
        const userId = requireActingUser(request, input.user_id, asRecord(input.user).id);
        await requireEditRight(ctx, request, channel, row, userId, "update");
        await requireMessageCapabilities(ctx, channel, permissionSubject(request, userId), input, row);
        const updated = await updateMessage(ctx, channel, row, input, userId);
        return { message: await buildMessage(ctx, updated, userId) };
      },
    },
    {
      method: "PUT",
      path: "/messages/:messageId",
      handler: async (request) => {
        const { row, channel } = await readableMessage(ctx, request);
        const set = asRecord(request.body.set);
        const unset = Array.isArray(request.body.unset) ? request.body.unset.filter((key): key is string => typeof key === "string") : [];
        const userId = requireActingUser(request, asRecord(request.body.user).id);
        // Pinning someone else's message needs only pin-message; other changes need the edit right too.
        const isPinOnly = Object.keys(set).every((key) => key.startsWith("pin")) && unset.every((key) => key.startsWith("pin"));
        if (!isPinOnly) await requireEditRight(ctx, request, channel, row, userId, "update");
        await requireMessageCapabilities(ctx, channel, permissionSubject(request, userId), { ...set, ...(unset.includes("pinned") && { pinned: false }) }, row);
        const updated = await updateMessage(ctx, channel, row, set, userId, unset);
        return { message: await buildMessage(ctx, updated, userId) };
      },
    },
    { method: "DELETE", path: "/messages/:messageId", handler: (request) => deleteMessage(ctx, request) },
    {
      method: "GET",
      path: "/channels/:type/:id/messages",
      handler: async (request) => {
        const channel = await getChannelOrThrow(ctx, request.params.type as string, request.params.id as string);
        const viewerId = request.auth.kind === "user" ? request.auth.userId : null;
        await requireChannelReader(ctx, channel, viewerId);
        const ids = (request.query.get("ids") ?? "").split(",").filter(Boolean);
        const rows = await ctx.db.rows<MessageRow>("SELECT * FROM messages WHERE cid = $1 AND id = ANY($2) ORDER BY created_at, id", [channel.cid, ids]);
        return { messages: await buildMessages(ctx, rows, viewerId) };
      },
    },
    {
      method: "GET",
      path: "/channels/:type/:id/pinned_messages",
      handler: async (request) => {
        const channel = await getChannelOrThrow(ctx, request.params.type as string, request.params.id as string);
        const viewerId = request.auth.kind === "user" ? request.auth.userId : null;
        await requireChannelReader(ctx, channel, viewerId);
        const rows = await ctx.db.rows<MessageRow>("SELECT * FROM messages WHERE cid = $1 AND pinned AND deleted_at IS NULL ORDER BY pinned_at DESC LIMIT 100", [channel.cid]);
        return { messages: await buildMessages(ctx, rows, viewerId) };
      },
    },
  ];
}
