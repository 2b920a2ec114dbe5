import "server-only";

import { adminPage, type AdminPage } from "@/lib/admin/admin-page";
import { dayRange, type AuditLogQuery } from "@/lib/admin/schemas";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type AuditLogRow = {
  _id: string;
  action: string;
  target_type: string;
  target_id: string;
  target_label: string | null;
  reason: string | null;
  created_at: Date;
  actor: { _id: string; email: string } | null;
};

/** GET /api/admin/audit-log: every administrator action, newest first, filtered by action, target, actor and days. */
export async function listAuditLog(query: AuditLogQuery): Promise<AdminPage<AuditLogRow>> {
  const search = query.search?.trim();
  const created = dayRange(query.startDate, query.endDate);
  const where: Prisma.AdminActionWhereInput = {
    ...(query.action ? { action: query.action } : {}),
    ...(query.target_type ? { targetType: query.target_type } : {}),
    ...(query.target_id ? { targetId: query.target_id } : {}),
    ...(query.actor_id ? { actorId: query.actor_id } : {}),
    ...(created ? { createdAt: created } : {}),
    ...(search ? { OR: [{ targetLabel: { contains: search, mode: "insensitive" } }, { reason: { contains: search, mode: "insensitive" } }] } : {}),
  };
  const [rows, total] = await Promise.all([
    db.adminAction.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.take,
      take: query.take,
      select: { id: true, action: true, targetType: true, targetId: true, targetLabel: true, reason: true, createdAt: true, actor: { select: { id: true, email: true } } },
    }),
    db.adminAction.count({ where }),
  ]);
  return adminPage(
    rows.map((row) => ({
      _id: row.id,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      target_label: row.targetLabel,
      reason: row.reason,
      created_at: row.createdAt,
      actor: row.actor && { _id: row.actor.id, email: row.actor.email },
    })),
    total,
    query,
  );
}
