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
  const [rows, counts] = await Promise.all([
    db.notification.findMany({
      where: query.isRead === undefined ? scope : { ...scope, isRead: query.isRead },
      select: notificationRowSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.take,
      take: query.take,
    }),
    // Read and unread counted in one query: the total and the unread figure both come from it.
    db.notification.groupBy({ by: ["isRead"], where: scope, _count: { _all: true } }),
  ]);
  const countOf = (isRead: boolean) => counts.find((row) => row.isRead === isRead)?._count._all ?? 0;
  const total = query.isRead === undefined ? countOf(true) + countOf(false) : countOf(query.isRead);
  return { result: rows.map(toWireNotification), total, unread: countOf(false), page: query.page, take: query.take };
}
