import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { chatDisplayName, chatPersonSelect } from "@/lib/chat/chat-person";
import { directChannelId } from "@/lib/chat/chat-ids";
import { findOrCreateRoom } from "@/lib/chat/create-room";
import type { RequestDirectRoomInput } from "@/lib/chat/schemas";
import { toWireRoom, type WireChatRoom } from "@/lib/chat/room-wire";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { sideFromWire } from "@/lib/users/wire";

/** The notification the requested side gets (Notification.type). */
export const CHAT_REQUEST_NOTIFICATION = "CHAT_REQUEST";

/**
 * POST /api/room-chats/direct {members, type, role}: the caller asks another person for a direct
 * chat. `role` is the caller's side (an employer asks from the candidate listing with role
 * employer, spec 6) and must be the side they work on now; the other person is on the other side:
 * a candidate employers may reach, or an employer.
 *
 * The room starts REQUESTED: read-only for both until the requested side approves it
 * (approved-reject-request). The requested side gets a CHAT_REQUEST notification, in the same
 * transaction. One direct room per employer-side and candidate-side pair, whoever asks: asking
 * again, or being asked by the one you asked, answers the room there is (with its status) and
 * notifies nobody.
 */
export async function requestDirectRoom(caller: CurrentUser, input: RequestDirectRoomInput): Promise<WireChatRoom> {
  const side = sideFromWire(input.role);
  if (side !== caller.side) {
    throw new AppError("forbidden", { message: `Switch to the ${input.role} side to ask for this chat.`, details: { reason: "other_side", required: input.role } });
  }
  const others = [...new Set(input.members.filter((id) => id !== caller.id))];
  if (others.length !== 1) {
    throw new AppError("validation_failed", {
      message: "Name the one person to chat with.",
      details: { fields: [{ path: "members", code: "one_other_member", message: "Name the one person to chat with, other than yourself." }] },
    });
  }
  const otherId = others[0]!;
  const reachable = { id: otherId, deletedAt: null, bannedAt: null, role: "USER" } as const;
  const [requester, other] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: caller.id }, select: chatPersonSelect }),
    db.user.findFirst({ where: side === "EMPLOYER" ? reachable : { ...reachable, isEmployer: true }, select: chatPersonSelect }),
  ]);
  if (!other) {
    throw side === "EMPLOYER"
      ? new AppError("candidate_not_found", { message: "This candidate cannot be contacted.", details: { candidateId: otherId } })
      : new AppError("not_found", { message: "This employer cannot be contacted." });
  }
  const otherSide = side === "EMPLOYER" ? "CANDIDATE" : "EMPLOYER";
  const [employerId, candidateId] = side === "EMPLOYER" ? [caller.id, otherId] : [otherId, caller.id];

  const { room } = await findOrCreateRoom({
    type: "DIRECT",
    channelId: directChannelId(employerId, candidateId),
    status: "REQUESTED",
    requestedById: caller.id,
    job: null,
    members: [
      { person: requester, side },
      { person: other, side: otherSide },
    ],
    notification: { userId: other.id, side: otherSide, type: CHAT_REQUEST_NOTIFICATION, data: { requesterId: caller.id, requesterName: chatDisplayName(requester, side) } },
  });
  return toWireRoom(room, caller.id);
}
