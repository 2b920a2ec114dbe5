import { channelKindOf, isValidChannelName, userChannelName } from "./channel-names.ts";
import type { PresenceMember } from "./channel-registry.ts";
import type { PusherConnection } from "./connection.ts";
import { parsePresenceMember } from "./presence-member.ts";
import { errorFrame, protocolFrame, subscriptionErrorFrame } from "./protocol.ts";
import { fanOut } from "./publish.ts";
import { channelSignedString, isValidChannelAuth } from "./signatures.ts";

const MAX_PRESENCE_MEMBERS = 100;

type Admission = { member?: PresenceMember } | { refusal: string; status: number };

export function subscribe(connection: PusherConnection, data: Record<string, unknown>): void {
  const channel = data.channel;
  if (!isValidChannelName(channel)) {
    const message = `Invalid channel name: ${String(channel)}`;
    // The channel-scoped form is the one pusher-js hands to that channel's subscription_error handler.
    connection.send(typeof channel === "string" ? subscriptionErrorFrame(channel, 400, message) : errorFrame(null, message));
    return;
  }
  const { channels } = connection.appState;
  // A repeated subscribe is answered again, unchanged: pusher-js never relies on an error here.
  if (channels.isSubscribed(channel, connection.socketId)) {
    sendSubscriptionSucceeded(connection, channel);
    return;
  }
  const admission = admit(connection, channel, data);
  if ("refusal" in admission) {
    connection.send(subscriptionErrorFrame(channel, admission.status, admission.refusal));
    return;
  }
  const { isNewMember } = channels.subscribe(channel, connection, admission.member);
  connection.channels.add(channel);
  sendSubscriptionSucceeded(connection, channel);
  if (isNewMember && admission.member) {
    fanOut(channels, channel, protocolFrame("pusher_internal:member_added", admission.member, channel), connection.socketId);
  }
}

export function unsubscribe(connection: PusherConnection, channel: unknown): void {
  if (typeof channel !== "string" || !connection.channels.has(channel)) return;
  connection.channels.delete(channel);
  const { channels } = connection.appState;
  const { departedMember } = channels.unsubscribe(channel, connection.socketId);
  if (departedMember) {
    fanOut(channels, channel, protocolFrame("pusher_internal:member_removed", { user_id: departedMember.user_id }, channel));
  }
}

export function unsubscribeAll(connection: PusherConnection): void {
  for (const channel of [...connection.channels]) unsubscribe(connection, channel);
}

function admit(connection: PusherConnection, channel: string, data: Record<string, unknown>): Admission {
  const { app, channels } = connection.appState;
  const { socketId } = connection;
  switch (channelKindOf(channel)) {
    case "public":
      return {};
    case "private":
      return isValidChannelAuth(app, socketId, channel, data.auth) ? {} : invalidSignature(socketId, channel, data.auth);
    case "presence": {
      const channelData = data.channel_data;
      if (typeof channelData !== "string") return { refusal: "Presence channels need channel_data, a JSON string", status: 400 };
      if (!isValidChannelAuth(app, socketId, channel, data.auth, channelData)) return invalidSignature(socketId, channel, data.auth, channelData);
      const member = parsePresenceMember(channelData);
      if (typeof member === "string") return { refusal: member, status: 400 };
      const members = channels.members(channel);
      if (!members.has(member.user_id) && members.size >= MAX_PRESENCE_MEMBERS) {
        return { refusal: `Presence channels hold at most ${MAX_PRESENCE_MEMBERS} members`, status: 403 };
      }
      return { member };
    }
    case "user":
      return connection.userId !== undefined && channel === userChannelName(connection.userId)
        ? {}
        : { refusal: "Only the signed-in user may subscribe to their own channel", status: 403 };
  }
}

function invalidSignature(socketId: string, channel: string, auth: unknown, channelData?: string): Admission {
  const signed = channelSignedString(socketId, channel, channelData);
  return { refusal: `Invalid signature: Expected HMAC SHA256 hex digest of ${signed}, but got ${String(auth)}`, status: 401 };
}

function sendSubscriptionSucceeded(connection: PusherConnection, channel: string): void {
  if (channelKindOf(channel) !== "presence") {
    connection.send(protocolFrame("pusher_internal:subscription_succeeded", {}, channel));
    return;
  }
  const members = connection.appState.channels.members(channel);
  // null, not undefined, for a member without user_info: pusher-js finds members by their key in the hash.
  const hash = Object.fromEntries([...members].map(([userId, userInfo]) => [userId, userInfo ?? null]));
  const presence = { ids: [...members.keys()], hash, count: members.size };
  connection.send(protocolFrame("pusher_internal:subscription_succeeded", { presence }, channel));
}
