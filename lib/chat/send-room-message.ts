import "server-only";

import type { Message } from "stream-chat";

import type { CurrentUser } from "@/lib/auth/current-user";
import { CHAT_CHANNEL_TYPE, chatUserIdFor } from "@/lib/chat/chat-ids";
import { isAlreadyExists } from "@/lib/chat/chat-service";
import { callChat, getChatServer } from "@/lib/chat/chat-server";
import { getMemberRoomOrThrow } from "@/lib/chat/get-member-room";
import { isWritable } from "@/lib/chat/room-channel";
import { roomStatusConflict, type RoomRow } from "@/lib/chat/room-wire";
import type { SendRoomMessageInput } from "@/lib/chat/schemas";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

export type SentRoomMessage = { id: string; roomId: string; channelId: string; text: string; user_id: string; created_at: string; duplicate: boolean };

/**
 * POST /api/room-chats/send-new-message {roomId, text, messageId?}: a message the product writes
 * into a room for the caller when they act elsewhere (an invitation, a stage change): it is the
 * caller's own message, sent as their chat identity on their current side, and marked
 * `product_message: true` so that clients may show it as coming from the product. Only members,
 * and only in a writable (approved) room: 409 room_status_conflict otherwise. With a messageId
 * the call is idempotent: a second send of one id answers the first (duplicate: true).
 */
export async function sendRoomMessage(caller: CurrentUser, input: SendRoomMessageInput): Promise<SentRoomMessage> {
  const room = await getMemberRoomOrThrow(caller, input.roomId);
  return postProductMessage(room, chatUserIdFor(caller.id, caller.side), { id: input.messageId, text: input.text });
}

/**
 * Sends a product message into a room as one of its members' chat identities (`userId`), with
 * `fields` as the message's custom data. 409 room_status_conflict when the room takes no messages;
 * with an `id`, a second send answers the first (duplicate: true).
 */
export async function postProductMessage(room: RoomRow, userId: string, { id, text, fields = {} }: { id?: string; text: string; fields?: Record<string, unknown> }): Promise<SentRoomMessage> {
  if (!isWritable(room.status)) throw roomStatusConflict(room.status, "This chat takes no messages now.");
  const channel = getChatServer().channel(CHAT_CHANNEL_TYPE, room.channelId);
  const message = { ...fields, ...(id ? { id } : {}), text, user_id: userId, product_message: true } as Message;

  const sent = await callChat("sendMessage", async () => {
    try {
      const { message: created } = await channel.sendMessage(message);
      return { id: created.id, created_at: created.created_at ?? new Date().toISOString(), text: created.text ?? text, duplicate: false };
    } catch (error) {
      if (!id || !isAlreadyExists(error)) throw error;
      const { message: existing } = await getChatServer().getMessage(id);
      if (existing.user?.id !== userId || existing.cid !== room.channelCid) throw new AppError("already_exists", { message: "A message with this id exists already." });
      return { id: existing.id, created_at: existing.created_at ?? new Date().toISOString(), text: existing.text ?? "", duplicate: true };
    }
  });
  await db.chatRoom.updateMany({ where: { id: room.id, OR: [{ lastMessageAt: null }, { lastMessageAt: { lt: new Date(sent.created_at) } }] }, data: { lastMessageAt: new Date(sent.created_at) } });
  return { ...sent, created_at: new Date(sent.created_at).toISOString(), roomId: room.id, channelId: room.channelId, user_id: userId };
}
