import type { WorkingSide } from "@/lib/generated/prisma/enums";

/** A notification as the API answers it (spec 3: _id, is_read, type), with what the reader's page renders it from. */
export type WireNotification = {
  _id: string;
  type: string;
  typeUser: WorkingSide;
  is_read: boolean;
  created_at: string;
  data: Record<string, unknown>;
};

export type NotificationRow = { id: string; type: string; side: WorkingSide; isRead: boolean; createdAt: Date; data: unknown };

export const notificationRowSelect = { id: true, type: true, side: true, isRead: true, createdAt: true, data: true } as const;

export function toWireNotification(row: NotificationRow): WireNotification {
  const data = row.data && typeof row.data === "object" && !Array.isArray(row.data) ? (row.data as Record<string, unknown>) : {};
  return { _id: row.id, type: row.type, typeUser: row.side, is_read: row.isRead, created_at: row.createdAt.toISOString(), data };
}
