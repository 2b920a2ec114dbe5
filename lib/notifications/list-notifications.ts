import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertOwnNotifications } from "@/lib/notifications/assert-own-notifications";
import { notificationRowSelect, toWireNotification, type WireNotification } from "@/lib/notifications/notification-wire";
import type { ListNotificationsQuery } from "@/lib/notifications/schemas";

export type NotificationsPage = {
  result: WireNotification[];
  /** Notifications matching the filters. */
  total: number;
  /** Unread notifications of the same side and dates, whatever the read filter. */
  unread: number;
  page: number;
  take: number;
};

/** GET /api/users/{id}/notifications: the caller's notifications, newest first, a page at a time. */
export async function listNotifications(caller: Pick<CurrentUser, "id">, userId: string, query: ListNotificationsQuery): Promise<NotificationsPage> {
  assertOwnNotifications(caller, userId);
  const scope: Prisma.NotificationWhereInput = {
    userId: caller.id,
    deletedAt: null,
    ...(query.typeUser ? { side: query.typeUser } : {}),
    ...(query.startDate || query.endDate ? { createdAt: { gte: query.startDate, lte: query.endDate } } : {}),
  };
  const where = query.isRead === undefined ? scope : { ...scope, isRead: query.isRead };
  const [rows, total, unread] = await Promise.all([
    db.notification.findMany({
      where,
      select: notificationRowSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.take,
      take: query.take,
    }),
    db.notification.count({ where }),
    db.notification.count({ where: { ...scope, isRead: false } }),
  ]);
  return { result: rows.map(toWireNotification), total, unread, page: query.page, take: query.take };
}
