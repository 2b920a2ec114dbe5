import "server-only";

import type { ChannelAPIResponse } from "stream-chat";

import type { CurrentUser } from "@/lib/auth/current-user";
import { chatUserIdFor } from "@/lib/chat/chat-ids";
import { callChat, getChatServer } from "@/lib/chat/chat-server";
import { detectOffPlatformPayment } from "@/lib/chat/off-platform-payment";
import { roomSelect, toWireRoom, type ChannelSummary, type WireChatRoom } from "@/lib/chat/room-wire";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { ChatRoomType, WorkingSide } from "@/lib/generated/prisma/enums";

/** The product's query limit (spec 9: product query limit 100). */
export const ROOM_LIST_LIMIT = 100;

/**
 * GET room-chats/jobs/candidate, jobs/employer and direct?role=: the caller's rooms of one type on
 * one side, most recent conversation first. The rooms come from the database (membership is the
 * access rule); their last message and the caller's unread count come from the chat service in
 * ONE queryChannels call for the whole list, as the caller's chat identity on that side.
 *
 * A list is only for the side the caller works on now (403 forbidden otherwise): a candidate does
 * not read their employer-side rooms.
 */
export async function listRooms(caller: CurrentUser, type: ChatRoomType, side: WorkingSide): Promise<WireChatRoom[]> {
  if (side !== caller.side) {
    throw new AppError("forbidden", { message: "Switch to this side to see its chats.", details: { reason: "other_side", required: side.toLowerCase() } });
  }
  const rooms = await db.chatRoom.findMany({
    where: { type, members: { some: { userId: caller.id, side } } },
    select: roomSelect,
    orderBy: [{ lastMessageAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
    take: ROOM_LIST_LIMIT,
  });
  if (rooms.length === 0) return [];

  const summaries = await channelSummaries(rooms.map((room) => room.channelCid), chatUserIdFor(caller.id, side));
  const wire = rooms.map((room) => toWireRoom(room, caller.id, summaries.get(room.channelCid)));
  // The chat service knows the latest message best; rooms nobody wrote in keep their creation order.
  return wire.sort((a, b) => (b.lastMessage?.created_at ?? b.created_at).localeCompare(a.lastMessage?.created_at ?? a.created_at));
}

async function channelSummaries(cids: string[], viewerChatId: string): Promise<Map<string, ChannelSummary>> {
  const server = getChatServer();
  const channels = await callChat("queryChannels", () =>
    server.queryChannelsRequest({ cid: { $in: cids } }, [{ last_message_at: -1 }], {
      limit: ROOM_LIST_LIMIT,
      state: true,
      watch: false,
      presence: false,
      message_limit: 1,
      user_id: viewerChatId,
    }),
  );
  return new Map(channels.map((channel) => [channel.channel.cid, summaryOf(channel, viewerChatId)]));
}

function summaryOf(channel: Omit<ChannelAPIResponse, "duration">, viewerChatId: string): ChannelSummary {
  const last = channel.messages.filter((message) => message.type !== "deleted" && !message.parent_id).at(-1);
  const read = channel.read?.find((entry) => entry.user.id === viewerChatId);
  return {
    // An attachment-only message reads as its attachment's title (spec 4).
    lastMessage: last
      ? {
          id: last.id,
          text: last.text || last.attachments?.[0]?.title || "",
          user_id: last.user?.id ?? null,
          created_at: new Date(last.created_at ?? 0).toISOString(),
          warnings: last.user?.id === viewerChatId ? [] : detectOffPlatformPayment(last.text ?? ""),
        }
      : null,
    unreadCount: read?.unread_messages ?? 0,
  };
}
