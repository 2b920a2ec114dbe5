import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { assertOwnNotifications } from "@/lib/notifications/assert-own-notifications";
import { notificationRowSelect, toWireNotification, type WireNotification } from "@/lib/notifications/notification-wire";

type Caller = Pick<CurrentUser, "id">;

/** PUT /api/users/{id}/notifications/{notificationId}: marks one of the caller's notifications read. */
export function markNotificationRead(caller: Caller, userId: string, notificationId: string): Promise<WireNotification> {
  return changeOwn(caller, userId, notificationId, { deletedAt: null }, { isRead: true });
}

/**
 * DELETE /api/users/{id}/notifications/{notificationId}: the notification leaves every list. It
 * is kept, marked deleted, so that the page's Undo can bring it back (restoreNotification).
 */
export function deleteNotification(caller: Caller, userId: string, notificationId: string, now: Date = new Date()): Promise<WireNotification> {
  return changeOwn(caller, userId, notificationId, { deletedAt: null }, { deletedAt: now });
}

/** POST /api/users/{id}/notifications/{notificationId}/restore: the Undo of a delete. */
export function restoreNotification(caller: Caller, userId: string, notificationId: string): Promise<WireNotification> {
  return changeOwn(caller, userId, notificationId, { deletedAt: { not: null } }, { deletedAt: null });
}

/** PUT /api/users/{id}/notifications/read-all: every unread notification of the caller, or of one side. */
export async function markAllNotificationsRead(caller: Caller, userId: string, side?: "EMPLOYER" | "CANDIDATE"): Promise<{ updated: number }> {
  assertOwnNotifications(caller, userId);
  const { count } = await db.notification.updateMany({
    where: { userId: caller.id, isRead: false, deletedAt: null, ...(side ? { side } : {}) },
    data: { isRead: true },
  });
  return { updated: count };
}

/** The owner is in the where: another user's notification is simply not found (404). */
async function changeOwn(
  caller: Caller,
  userId: string,
  notificationId: string,
  state: { deletedAt: null | { not: null } },
  data: { isRead?: boolean; deletedAt?: Date | null },
): Promise<WireNotification> {
  assertOwnNotifications(caller, userId);
  const { count } = await db.notification.updateMany({ where: { id: notificationId, userId: caller.id, ...state }, data });
  if (count === 0) throw new AppError("not_found", { message: "No such notification." });
  const row = await db.notification.findUniqueOrThrow({ where: { id: notificationId }, select: notificationRowSelect });
  return toWireNotification(row);
}
