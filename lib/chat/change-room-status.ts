import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { chatDisplayName } from "@/lib/chat/chat-person";
import { getChatServer } from "@/lib/chat/chat-server";
import { getMemberRoomOrThrow } from "@/lib/chat/get-member-room";
import { setRoomChannelStatus } from "@/lib/chat/room-channel";
import { roomSelect, roomStatusConflict, toWireRoom, type RoomRow, type WireChatRoom } from "@/lib/chat/room-wire";
import { runTransaction } from "@/lib/db/run-transaction";
import { AppError } from "@/lib/errors";
import type { ChatRoomStatus } from "@/lib/generated/prisma/enums";
import { publishNewNotifications } from "@/lib/notifications/publish-new-notifications";
import { recordNotification, type NewNotification, type NotificationInput } from "@/lib/notifications/record-notification";

/** The requester's notification when the other side approves (a rejection is not announced). */
export const CHAT_REQUEST_APPROVED_NOTIFICATION = "CHAT_REQUEST_APPROVED";

/**
 * POST /api/room-chats/approved-reject-request {roomId, action}: the requested side of a direct
 * request approves it (APPROVED: both may write) or rejects it (REJECTED: read-only for good).
 * An approval notifies the requester (CHAT_REQUEST_APPROVED); a rejection is not announced.
 * The requester cannot answer their own request (403 forbidden, details.reason requester); a room
 * that is not a pending request answers 409 room_status_conflict with its status.
 */
export async function answerDirectRequest(caller: CurrentUser, roomId: string, action: "approve" | "reject"): Promise<WireChatRoom> {
  const room = await getMemberRoomOrThrow(caller, roomId);
  if (room.type === "DIRECT" && room.requestedById === caller.id) throw new AppError("forbidden", { message: "The other person answers your request.", details: { reason: "requester" } });
  if (room.type !== "DIRECT" || room.status !== "REQUESTED") throw roomStatusConflict(room.status, "This chat is not a pending request.");
  const requester = room.members.find((member) => member.user.id === room.requestedById);
  const me = room.members.find((member) => member.user.id === caller.id);
  const notification: NotificationInput | null =
    action === "approve" && requester && me
      ? {
          userId: requester.user.id,
          side: requester.side,
          type: CHAT_REQUEST_APPROVED_NOTIFICATION,
          data: { roomId: room.id, channelId: room.channelId, responderId: caller.id, responderName: chatDisplayName(me.user, me.side) },
        }
      : null;
  return toWireRoom(await moveRoom(room, ["REQUESTED"], action === "approve" ? "APPROVED" : "REJECTED", notification), caller.id);
}

/**
 * POST /api/room-chats/change-status-chat-room {roomId, status}: a member archives an open room
 * ("archived": read-only, history kept) or reopens an archived one ("approved"). Requests are
 * answered through approved-reject-request, and a rejected room stays rejected (409).
 */
export async function changeRoomStatus(caller: CurrentUser, roomId: string, status: "archived" | "approved"): Promise<WireChatRoom> {
  const room = await getMemberRoomOrThrow(caller, roomId);
  const [from, to]: [ChatRoomStatus, ChatRoomStatus] = status === "archived" ? ["APPROVED", "ARCHIVED"] : ["ARCHIVED", "APPROVED"];
  if (room.status !== from) throw roomStatusConflict(room.status, status === "archived" ? "Only an open chat can be archived." : "Only an archived chat can be reopened.");
  return toWireRoom(await moveRoom(room, [from], to), caller.id);
}

/**
 * The status change and the channel's rights together. The row changes first, only if it is
 * still in `from` (a concurrent answer finds it changed: 409); the channel follows inside the
 * same transaction, so a chat service that fails rolls the row back and the two never disagree.
 */
async function moveRoom(room: RoomRow, from: ChatRoomStatus[], to: ChatRoomStatus, notification: NotificationInput | null = null): Promise<RoomRow> {
  const server = getChatServer();
  let recorded: NewNotification | null = null;
  const moved = await runTransaction(
    async (tx) => {
      const { count } = await tx.chatRoom.updateMany({ where: { id: room.id, status: { in: from } }, data: { status: to } });
      if (count === 0) {
        const now = await tx.chatRoom.findUniqueOrThrow({ where: { id: room.id }, select: roomSelect });
        throw roomStatusConflict(now.status, "This chat changed in the meantime.");
      }
      if (notification) recorded = await recordNotification(tx, notification);
      await setRoomChannelStatus(server, room.channelId, to);
      return tx.chatRoom.findUniqueOrThrow({ where: { id: room.id }, select: roomSelect });
    },
    // The chat call runs inside (setting a status twice is harmless, so a conflict may run it again).
    { timeout: 20_000 },
  );
  if (recorded) await publishNewNotifications([recorded]);
  return moved;
}
