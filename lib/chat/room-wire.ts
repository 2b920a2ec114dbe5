import "server-only";

import { chatAvatar, chatDisplayName, chatPersonSelect } from "@/lib/chat/chat-person";
import { chatUserIdFor } from "@/lib/chat/chat-ids";
import type { OffPlatformReason } from "@/lib/chat/off-platform-payment";
import { AppError } from "@/lib/errors";
import { isWritable, wireStatus } from "@/lib/chat/room-channel";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ChatRoomStatus } from "@/lib/generated/prisma/enums";
import { sideToWire, type WireSide } from "@/lib/users/wire";

export const roomSelect = {
  id: true,
  type: true,
  status: true,
  channelId: true,
  channelCid: true,
  requestedById: true,
  lastMessageAt: true,
  createdAt: true,
  job: { select: { id: true, title: true } },
  members: { select: { side: true, user: { select: chatPersonSelect } }, orderBy: { joinedAt: "asc" } },
} satisfies Prisma.ChatRoomSelect;

export type RoomRow = Prisma.ChatRoomGetPayload<{ select: typeof roomSelect }>;

export type WireRoomMember = { _id: string; chat_user_id: string; name: string; avatar: string | null; role: WireSide };

/** `warnings`: why the message may be a move of payment or contact off the platform (shown to its recipient only). */
export type WireLastMessage = { id: string; text: string; user_id: string | null; created_at: string; warnings: OffPlatformReason[] };

/**
 * A chat room as the room-chats calls answer it (spec 3: channelId, channelCId, members with _id,
 * name and avatar, job, type, role; derived lastMessage and pendingView, the unread count). Also:
 * its status, who requested it, and what the viewer may do with it.
 */
export type WireChatRoom = {
  _id: string;
  channelId: string;
  channelCId: string;
  type: "job" | "direct";
  /** The side the viewer is in this room on. */
  role: WireSide;
  status: Lowercase<ChatRoomStatus>;
  requestedBy: string | null;
  /** Only the requested side answers a request (approve or reject). */
  canAnswerRequest: boolean;
  /** Only an approved room takes messages (lib/chat/room-channel.ts). */
  isWritable: boolean;
  members: WireRoomMember[];
  job: { _id: string; title: string } | null;
  lastMessage: WireLastMessage | null;
  pendingView: number;
  created_at: string;
};

export type ChannelSummary = { lastMessage: WireLastMessage | null; unreadCount: number };

export function toWireRoom(room: RoomRow, viewerId: string, summary: ChannelSummary = { lastMessage: null, unreadCount: 0 }): WireChatRoom {
  const own = room.members.find((member) => member.user.id === viewerId);
  return {
    _id: room.id,
    channelId: room.channelId,
    channelCId: room.channelCid,
    type: room.type === "JOB" ? "job" : "direct",
    role: sideToWire(own?.side ?? "CANDIDATE"),
    status: wireStatus(room.status),
    requestedBy: room.requestedById,
    canAnswerRequest: room.status === "REQUESTED" && room.requestedById !== null && room.requestedById !== viewerId,
    isWritable: isWritable(room.status),
    members: room.members.map(({ user, side }) => ({ _id: user.id, chat_user_id: chatUserIdFor(user.id, side), name: chatDisplayName(user, side), avatar: chatAvatar(user), role: sideToWire(side) })),
    job: room.job ? { _id: room.job.id, title: room.job.title } : null,
    lastMessage: summary.lastMessage,
    pendingView: summary.unreadCount,
    created_at: room.createdAt.toISOString(),
  };
}

/** 409 room_status_conflict: the room is not in a status that allows this (its status in details). */
export function roomStatusConflict(status: ChatRoomStatus, message: string): AppError {
  return new AppError("room_status_conflict", { message, details: { status: wireStatus(status) } });
}
