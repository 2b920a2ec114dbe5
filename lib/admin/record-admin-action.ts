import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";

export type AdminActionName =
  | "user_banned"
  | "user_unbanned"
  | "job_banned"
  | "job_unbanned"
  | "company_banned"
  | "company_unbanned"
  | "company_enabled"
  | "report_dismissed"
  | "report_user_banned"
  | "report_room_archived";

export type AdminTarget = { type: "user" | "job" | "company" | "chat_report"; id: string; label?: string | null };

/**
 * Writes the audit row of an administrator's action. Always called with the transaction that
 * makes the change, so that an action without its row (or a row without its action) cannot exist.
 */
export async function recordAdminAction(
  tx: Prisma.TransactionClient,
  actorId: string,
  action: AdminActionName,
  target: AdminTarget,
  reason?: string | null,
): Promise<void> {
  await tx.adminAction.create({
    data: { actorId, action, targetType: target.type, targetId: target.id, targetLabel: target.label?.slice(0, 255) ?? null, reason: reason ?? null },
  });
}
