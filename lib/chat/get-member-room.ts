import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { roomSelect, type RoomRow } from "@/lib/chat/room-wire";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

/**
 * A room the caller is a member of on the side they work on now: anybody else's room, or one's
 * own room on the other side, is simply not found (404), so its existence is not told.
 */
export async function getMemberRoomOrThrow(caller: Pick<CurrentUser, "id" | "side">, roomId: string): Promise<RoomRow> {
  const room = await db.chatRoom.findFirst({ where: { id: roomId, members: { some: { userId: caller.id, side: caller.side } } }, select: roomSelect });
  if (!room) throw new AppError("not_found", { message: "No such chat." });
  return room;
}
