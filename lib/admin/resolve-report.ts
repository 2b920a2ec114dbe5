import "server-only";

import { recordAdminAction } from "@/lib/admin/record-admin-action";
import type { ResolveReportBody } from "@/lib/admin/schemas";
import { banUserWithin } from "@/lib/admin/set-user-ban";
import type { CurrentUser } from "@/lib/auth/current-user";
import { getChatServer } from "@/lib/chat/chat-server";
import { setRoomChannelStatus } from "@/lib/chat/room-channel";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

const resolutionOf = { dismiss: "dismissed", ban_user: "banned_user", archive_room: "archived_room" } as const;
const auditOf = { dismiss: "report_dismissed", ban_user: "report_user_banned", archive_room: "report_room_archived" } as const;

export type ResolvedReport = { _id: string; resolution: string; resolved_at: Date };

/**
 * PUT /api/admin/reports/{id}: the administrator handles a chat report once, by one of:
 * - dismiss: nothing wrong; the report is closed.
 * - ban_user: bans `user_id`, who must be a member of the reported room other than the reporter
 *   (the same ban as PUT users/{id}/ban: sessions refused at once, profile gone).
 * - archive_room: the room is archived for both members, and its channel in the chat service
 *   takes no more messages (as when a member archives it).
 * The report's resolution, the action itself and the audit row are written in one transaction;
 * the report's row is locked first, so of two administrators handling it at once the second gets
 * 409 report_resolved with the first one's resolution.
 */
export async function resolveChatReport(admin: CurrentUser, reportId: string, body: ResolveReportBody, now = new Date()): Promise<ResolvedReport> {
  return db.$transaction(async (tx) => {
    const [report] = await tx.$queryRaw<{ id: string; room_id: string; reporter_id: string; resolution: string | null; resolved_at: Date | null }[]>`
      SELECT id, room_id, reporter_id, resolution, resolved_at FROM chat_room_reports WHERE id = ${reportId}::uuid FOR UPDATE`;
    if (!report) throw new AppError("not_found", { message: "No such report." });
    if (report.resolved_at) {
      throw new AppError("report_resolved", { message: "This report has been handled already.", details: { resolution: report.resolution } });
    }
    if (body.action === "ban_user") {
      const member = body.user_id && body.user_id !== report.reporter_id
        ? await tx.chatRoomMember.findUnique({ where: { roomId_userId: { roomId: report.room_id, userId: body.user_id } }, select: { userId: true } })
        : null;
      if (!member) {
        throw new AppError("validation_failed", { message: "Choose a member of the reported chat, other than the reporter.", details: { fields: [{ path: "user_id", code: "custom", message: "Choose a member of the reported chat, other than the reporter." }] } });
      }
      await banUserWithin(tx, admin, member.userId, body.reason, now);
    }
    if (body.action === "archive_room") {
      const room = await tx.chatRoom.update({ where: { id: report.room_id }, data: { status: "ARCHIVED" }, select: { channelId: true } });
      // The channel stops taking messages in the same transaction: a chat service that fails rolls the archive back.
      await setRoomChannelStatus(getChatServer(), room.channelId, "ARCHIVED");
    }
    const resolution = resolutionOf[body.action];
    // Every open report of the room is answered by what was done to the room or its member.
    await tx.chatRoomReport.updateMany({ where: { roomId: report.room_id, resolvedAt: null }, data: { resolvedAt: now, resolution } });
    await recordAdminAction(tx, admin.id, auditOf[body.action], { type: "chat_report", id: report.id, label: body.user_id ?? report.room_id }, body.reason);
    return { _id: report.id, resolution, resolved_at: now };
  });
}
