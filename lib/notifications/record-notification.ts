import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import type { WorkingSide } from "@/lib/generated/prisma/enums";
import { notificationRowSelect, type NotificationRow } from "@/lib/notifications/notification-wire";

export type NotificationInput = { userId: string; side: WorkingSide; type: string; data: Prisma.InputJsonObject };

/** A notification written in a transaction, to hand to publishNewNotifications once it commits. */
export type NewNotification = NotificationRow & { userId: string };

export async function recordNotification(tx: Prisma.TransactionClient, input: NotificationInput): Promise<NewNotification> {
  const row = await tx.notification.create({ data: input, select: { ...notificationRowSelect, userId: true } });
  return row;
}
