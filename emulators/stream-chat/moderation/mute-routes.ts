import { nextTimestamp } from "../clock.ts";
import { findChannel, requireCapability, type ChannelRow } from "../channels/channel-store.ts";
import type { EmulatorContext } from "../context.ts";
import { inputError, notFound } from "../errors.ts";
import { permissionSubject, requireActingUser } from "../http/acting-user.ts";
import { asString, type ApiRequest, type Route } from "../http/api-request.ts";
import { deleteUserMutes, endChannelMutes, saveChannelMutes, saveUserMutes } from "./mute-store.ts";
import { announceMutes, channelMuteResponses, userMuteResponses } from "./own-user.ts";

/** `key` or its plural `keys`, as the SDK sends either. */
function idList(request: ApiRequest, key: string, keys: string): string[] {
  const many = request.body[keys];
  const ids = Array.isArray(many) ? many.filter((id): id is string => typeof id === "string" && id.length > 0) : [asString(request.body[key])].filter((id): id is string => !!id);
  if (ids.length === 0) throw inputError(`${key} or ${keys} is required`);
  return [...new Set(ids)];
}

function expiryAfter(now: Date, value: unknown, unitMs: number, name: string) {
  if (value === undefined || value === null) return null;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) throw inputError(`${name} must be a positive number`);
  return new Date(now.getTime() + value * unitMs);
}

async function muteUsers(ctx: EmulatorContext, request: ApiRequest) {
  const userId = requireActingUser(request);
  const targetIds = idList(request, "target_id", "target_ids");
  if (targetIds.includes(userId)) throw inputError("a user cannot mute themselves");
  const existing = (await ctx.db.rows<{ id: string }>("SELECT id FROM users WHERE id = ANY($1)", [targetIds])).map((row) => row.id);
  const now = nextTimestamp();
  // `timeout` is in minutes (Stream's unit for user mutes).
  const rows = existing.length ? await saveUserMutes(ctx, userId, existing, expiryAfter(now, request.body.timeout, 60_000, "timeout"), now) : [];
  const mutes = await userMuteResponses(ctx, rows);
  const ownUser = await announceMutes(ctx, userId, "notification.mutes_updated");
  const missing = targetIds.filter((id) => !existing.includes(id));
  return { mute: mutes[0], mutes, own_user: ownUser, ...(missing.length && { non_existing_users: missing }) };
}

async function unmuteUsers(ctx: EmulatorContext, request: ApiRequest) {
  const userId = requireActingUser(request);
  await deleteUserMutes(ctx, userId, idList(request, "target_id", "target_ids"));
  await announceMutes(ctx, userId, "notification.mutes_updated");
  return {};
}

/** Each channel must exist, and a user client needs the mute-channel capability in it. */
async function mutableChannels(ctx: EmulatorContext, request: ApiRequest, userId: string) {
  const channels: ChannelRow[] = [];
  for (const cid of idList(request, "channel_cid", "channel_cids")) {
    const channel = await findChannel(ctx, cid);
    if (!channel) throw notFound(`Channel "${cid}" not found`);
    await requireCapability(ctx, channel, permissionSubject(request, userId), "mute-channel", "MuteChannel");
    channels.push(channel);
  }
  return channels;
}

async function muteChannels(ctx: EmulatorContext, request: ApiRequest) {
  const userId = requireActingUser(request);
  const channels = await mutableChannels(ctx, request, userId);
  const now = nextTimestamp();
  // `expiration` is in milliseconds (Stream's unit for channel mutes).
  const rows = await saveChannelMutes(ctx, userId, channels.map((channel) => channel.cid), expiryAfter(now, request.body.expiration, 1, "expiration"), now);
  const channelMutes = await channelMuteResponses(ctx, rows);
  const ownUser = await announceMutes(ctx, userId, "notification.channel_mutes_updated");
  return { channel_mute: channelMutes[0], channel_mutes: channelMutes, own_user: ownUser };
}

async function unmuteChannels(ctx: EmulatorContext, request: ApiRequest) {
  const userId = requireActingUser(request);
  const channels = await mutableChannels(ctx, request, userId);
  await endChannelMutes(ctx, userId, channels.map((channel) => channel.cid), nextTimestamp());
  await announceMutes(ctx, userId, "notification.channel_mutes_updated");
  return {};
}

export function muteRoutes(ctx: EmulatorContext): Route[] {
  return [
    { method: "POST", path: "/moderation/mute", handler: (request) => muteUsers(ctx, request) },
    { method: "POST", path: "/moderation/unmute", handler: (request) => unmuteUsers(ctx, request) },
    { method: "POST", path: "/moderation/mute/channel", handler: (request) => muteChannels(ctx, request) },
    { method: "POST", path: "/moderation/unmute/channel", handler: (request) => unmuteChannels(ctx, request) },
  ];
}
