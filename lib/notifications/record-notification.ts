import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import type { WorkingSide } from "@/lib/generated/prisma/enums";
import { notificationRowSelect, type NotificationRow } from "@/lib/notifications/notification-wire";

export type NotificationInput = { userId: string; side: WorkingSide; type: string; data: Prisma.InputJsonObject; createdAt?: Date };

/** A notification written in a transaction, to hand to publishNewNotifications once it commits. */
export type NewNotification = NotificationRow & { userId: string };

const newNotificationSelect = { ...notificationRowSelect, userId: true } as const;

export function recordNotification(tx: Prisma.TransactionClient, input: NotificationInput): Promise<NewNotification> {
  return tx.notification.create({ data: input, select: newNotificationSelect });
}

/** Several at once (one INSERT), e.g. one per candidate of a bulk pipeline change. */
export function recordNotifications(tx: Prisma.TransactionClient, inputs: NotificationInput[]): Promise<NewNotification[]> {
  if (inputs.length === 0) return Promise.resolve([]);
  return tx.notification.createManyAndReturn({ data: inputs, select: newNotificationSelect });
}
