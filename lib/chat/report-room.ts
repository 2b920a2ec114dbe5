import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { getMemberRoomOrThrow } from "@/lib/chat/get-member-room";
import type { ReportRoomInput } from "@/lib/chat/schemas";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ChatReportReason } from "@/lib/generated/prisma/enums";

export type WireRoomReport = { id: string; room_id: string; reason: ReportRoomInput["reason"]; details: string | null; created_at: Date };

/**
 * POST /api/room-chats/{id}/report {reason, details?}: a member reports the room (a scam, a move
 * of payment off the platform, harassment, spam), whatever its status. The report is kept for the
 * admin area; the room stays as it is. One report per room and member: the unique index turns a
 * second one, however concurrent, into 409 already_exists (details.reason already_reported).
 */
export async function reportRoom(caller: CurrentUser, roomId: string, input: ReportRoomInput): Promise<WireRoomReport> {
  const room = await getMemberRoomOrThrow(caller, roomId);
  try {
    const report = await db.chatRoomReport.create({
      data: { roomId: room.id, reporterId: caller.id, reason: input.reason.toUpperCase() as ChatReportReason, details: input.details || null },
      select: { id: true, roomId: true, details: true, createdAt: true },
    });
    return { id: report.id, room_id: report.roomId, reason: input.reason, details: report.details, created_at: report.createdAt };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("already_exists", { message: "You reported this chat already.", details: { reason: "already_reported" }, cause: error });
    }
    throw error;
  }
}
