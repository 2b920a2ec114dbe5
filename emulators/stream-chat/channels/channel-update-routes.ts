import { nextTimestamp } from "../clock.ts";
import type { EmulatorContext } from "../context.ts";
import { inputError, notFound } from "../errors.ts";
import { actingUserId, permissionSubject } from "../http/acting-user.ts";
import { asRecord, numberParam, type ApiRequest, type Route } from "../http/api-request.ts";
import { createSystemMessage } from "../messages/create-message.ts";
import { channelEvent } from "../realtime/channel-event.ts";
import { loadUser } from "../users/user-store.ts";
import { mergeConfigOverrides } from "./channel-capabilities.ts";
import { customChannelFields, parseMemberList } from "./channel-query-routes.ts";
import { channelResponse, memberResponses } from "./channel-response.ts";
import {
  addMembers, findMember, getChannelOrThrow, listMembers, removeMembers, requireCapability, updateMember, type ChannelRow,
} from "./channel-store.ts";
import type { ConfigOverrides } from "./channel-types.ts";
import { announceAddedMembers, announceRemovedMembers, announceUpdatedMember } from "./member-events.ts";
import { recountUnread } from "../reads/unread-counts.ts";

const idsOf = (value: unknown) => parseMemberList(value).map((member) => member.userId);

type ChannelChanges = { custom?: Record<string, unknown>; cooldown?: number; frozen?: boolean; config_overrides?: ConfigOverrides };

async function saveChannel(ctx: EmulatorContext, channel: ChannelRow, changes: ChannelChanges) {
  return (await ctx.db.row<ChannelRow>(
    "UPDATE channels SET custom = $2, cooldown = $3, frozen = $4, config_overrides = $5, updated_at = $6 WHERE cid = $1 RETURNING *",
    [channel.cid, changes.custom ?? channel.custom, changes.cooldown ?? channel.cooldown, changes.frozen ?? channel.frozen, changes.config_overrides ?? channel.config_overrides, nextTimestamp()],
  )) as ChannelRow;
}

/** Freezing and per-channel config are Stream fields of `data`/`set`, not custom data; each needs its own right. */
async function policyChanges(ctx: EmulatorContext, channel: ChannelRow, subject: string | null, fields: Record<string, unknown>): Promise<ChannelChanges> {
  const changes: ChannelChanges = {};
  if (typeof fields.frozen === "boolean" && fields.frozen !== channel.frozen) {
    await requireCapability(ctx, channel, subject, "freeze-channel", "FreezeChannel");
    changes.frozen = fields.frozen;
  }
  if (fields.config_overrides !== undefined) changes.config_overrides = mergeConfigOverrides(channel.config_overrides, fields.config_overrides);
  return changes;
}

/**
 * One channel.updated for every watcher, without the personal own_capabilities and muted, as
 * Stream sends it. The SDK keeps each client's list, and re-queries the channel when `frozen`
 * changes: that answer's new list is what fires its `capabilities.changed`, which stream-chat-react
 * follows. Sending the new list in the event instead would update the data first, so the re-query
 * would see no change and the React UI would keep the old rights (a thawed room stayed read-only).
 */
async function announceChannelUpdate(ctx: EmulatorContext, channel: ChannelRow, actorId: string | null) {
  const user = actorId ? await loadUser(ctx, actorId) : undefined;
  // Built for no viewer (so without `muted`), then without the list that viewer would have had.
  const shared: Record<string, unknown> = await channelResponse(ctx, channel, null);
  delete shared.own_capabilities;
  ctx.hub.sendToWatchers(channel.cid, channelEvent(channel, "channel.updated", { channel: shared, ...(user && { user }) }));
}

async function answerInvite(ctx: EmulatorContext, channel: ChannelRow, userId: string, isAccepted: boolean) {
  const member = await findMember(ctx, channel.cid, userId);
  if (!member?.invited) throw inputError(`user ${userId} has no pending invite to ${channel.cid}`);
  const now = nextTimestamp();
  const updated = isAccepted
    ? await updateMember(ctx, channel.cid, userId, { invited: false, invite_accepted_at: now })
    : await updateMember(ctx, channel.cid, userId, { invite_rejected_at: now });
  if (!updated) return;
  await announceUpdatedMember(ctx, channel, updated);
  const user = await loadUser(ctx, userId);
  const type = isAccepted ? "notification.invite_accepted" : "notification.invite_rejected";
  const memberData = (await memberResponses(ctx, [updated]))[0];
  // The invitee's other tabs, and the members who are in the channel (whoever invited them wants to know).
  const recipients = await ctx.db.rows<{ user_id: string }>("SELECT user_id FROM members WHERE cid = $1 AND (user_id = $2 OR NOT invited)", [channel.cid, userId]);
  for (const { user_id: recipientId } of recipients) {
    if (!ctx.hub.isOnline(recipientId)) continue;
    ctx.hub.sendToUser(recipientId, channelEvent(channel, type, { user, channel: await channelResponse(ctx, channel, recipientId), member: memberData }));
  }
}

/** POST /channels/{type}/{id}: Stream's one endpoint for members, moderators, invites, data and slow mode. */
async function updateChannel(ctx: EmulatorContext, request: ApiRequest) {
  let channel = await getChannelOrThrow(ctx, request.params.type as string, request.params.id as string);
  const body = request.body;
  const actorId = actingUserId(request);
  const subject = permissionSubject(request, actorId);
  const require = (capability: string, action: string) => requireCapability(ctx, channel, subject, capability, action);

  if (body.accept_invite === true || body.reject_invite === true) {
    if (!actorId) throw inputError("accepting an invite needs a user_id");
    await answerInvite(ctx, channel, actorId, body.accept_invite === true);
  }
  const added = parseMemberList(body.add_members);
  const invited = parseMemberList(body.invites);
  if (added.length || invited.length) {
    await require("update-channel-members", "UpdateChannelMembers");
    const rows = await addMembers(ctx, channel.cid, [...added, ...invited.map((member) => ({ ...member, isInvite: true }))]);
    if (body.hide_history === true) {
      for (const row of rows) await updateMember(ctx, channel.cid, row.user_id, { hide_messages_before: body.hide_history_before ? new Date(String(body.hide_history_before)) : row.created_at });
      await recountUnread(ctx, channel.cid, rows.map((row) => row.user_id));
    }
    await announceAddedMembers(ctx, channel, rows, actorId);
  }
  const removed = idsOf(body.remove_members);
  if (removed.length) {
    const isLeaving = removed.length === 1 && removed[0] === actorId;
    await require(isLeaving ? "leave-channel" : "update-channel-members", isLeaving ? "RemoveOwnChannelMembership" : "UpdateChannelMembers");
    await announceRemovedMembers(ctx, channel, await removeMembers(ctx, channel.cid, removed));
  }
  for (const [key, role] of [["add_moderators", "moderator"], ["demote_moderators", "member"]] as const) {
    const ids = idsOf(body[key]);
    if (!ids.length) continue;
    await require("update-channel-members", "UpdateChannelMembers");
    for (const id of ids) {
      const member = await updateMember(ctx, channel.cid, id, { role });
      if (member) await announceUpdatedMember(ctx, channel, member);
    }
  }
  if (body.data !== undefined || body.cooldown !== undefined) {
    await require("update-channel", "UpdateChannel");
    const data = asRecord(body.data);
    channel = await saveChannel(ctx, channel, {
      ...(body.data !== undefined && { custom: customChannelFields(data), ...(await policyChanges(ctx, channel, subject, data)) }),
      ...((body.cooldown !== undefined || data.cooldown !== undefined) && { cooldown: numberParam(body.cooldown ?? data.cooldown, 0) }),
    });
    await announceChannelUpdate(ctx, channel, actorId);
  }
  const message = body.message ? await createSystemMessage(ctx, channel, actorId, body.message) : undefined;
  return {
    channel: await channelResponse(ctx, channel, subject),
    members: await memberResponses(ctx, await listMembers(ctx, channel.cid)),
    ...(message && { message }),
  };
}

async function partialUpdateChannel(ctx: EmulatorContext, request: ApiRequest) {
  let channel = await getChannelOrThrow(ctx, request.params.type as string, request.params.id as string);
  const actorId = actingUserId(request);
  const subject = permissionSubject(request, actorId);
  await requireCapability(ctx, channel, subject, "update-channel", "UpdateChannel");
  const set = asRecord(request.body.set);
  const custom = { ...channel.custom, ...customChannelFields(set) };
  const unset = Array.isArray(request.body.unset) ? request.body.unset : [];
  for (const key of unset) if (typeof key === "string") delete custom[key];
  channel = await saveChannel(ctx, channel, {
    custom,
    ...(set.cooldown !== undefined && { cooldown: numberParam(set.cooldown, 0) }),
    ...(await policyChanges(ctx, channel, subject, set)),
    ...(unset.includes("config_overrides") && { config_overrides: {} }),
  });
  await announceChannelUpdate(ctx, channel, actorId);
  return { channel: await channelResponse(ctx, channel, permissionSubject(request, actorId)), members: await memberResponses(ctx, await listMembers(ctx, channel.cid)) };
}

async function partialUpdateMember(ctx: EmulatorContext, request: ApiRequest, userId: string) {
  const channel = await getChannelOrThrow(ctx, request.params.type as string, request.params.id as string);
  const actorId = actingUserId(request);
  if (actorId !== userId) await requireCapability(ctx, channel, permissionSubject(request, actorId), "update-channel-members", "UpdateChannelMembers");
  const set = asRecord(request.body.set);
  const unset = Array.isArray(request.body.unset) ? request.body.unset : [];
  const now = nextTimestamp();
  const changes: Record<string, unknown> = {};
  if ("archived" in set || unset.includes("archived")) changes.archived_at = set.archived === true ? now : null;
  if ("pinned" in set || unset.includes("pinned")) changes.pinned_at = set.pinned === true ? now : null;
  if (set.channel_role === "channel_moderator" || set.channel_role === "channel_member") changes.role = set.channel_role === "channel_moderator" ? "moderator" : "member";
  const member = Object.keys(changes).length ? await updateMember(ctx, channel.cid, userId, changes) : await findMember(ctx, channel.cid, userId);
  if (!member) throw notFound(`user ${userId} is not a member of ${channel.cid}`);
  await announceUpdatedMember(ctx, channel, member);
  return { channel_member: (await memberResponses(ctx, [member]))[0] };
}

export function channelUpdateRoutes(ctx: EmulatorContext): Route[] {
  return [
    { method: "POST", path: "/channels/:type/:id", handler: (request) => updateChannel(ctx, request) },
    { method: "PATCH", path: "/channels/:type/:id", handler: (request) => partialUpdateChannel(ctx, request) },
    {
      method: "PATCH",
      path: "/channels/:type/:id/member/:userId",
      handler: (request) => partialUpdateMember(ctx, request, request.params.userId as string),
    },
    {
      method: "PATCH",
      path: "/channels/:type/:id/member",
      handler: (request) => {
        const userId = actingUserId(request);
        if (!userId) throw inputError("user_id is required");
        return partialUpdateMember(ctx, request, userId);
      },
    },
  ];
}
