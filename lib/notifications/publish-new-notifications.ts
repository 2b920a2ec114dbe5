import "server-only";

import { toWireNotification, type WireNotification } from "@/lib/notifications/notification-wire";
import type { NewNotification } from "@/lib/notifications/record-notification";
import { NEW_NOTIFICATIONS_EVENT } from "@/lib/realtime/channels";
import { publishToUser } from "@/lib/realtime/publish-to-user";

/** The live event's payload (spec 7). */
export type NewNotificationsEvent = { newNotifications: WireNotification[]; userId: string };

/**
 * Tells each addressee, on their private channel, about notifications just written. Call it after
 * the transaction that wrote them has committed (a rolled-back write never reaches this line);
 * it never throws: the records are in the list whether or not the live event arrives.
 */
export async function publishNewNotifications(notifications: readonly NewNotification[]): Promise<void> {
  const byUser = new Map<string, NewNotification[]>();
  for (const notification of notifications) byUser.set(notification.userId, [...(byUser.get(notification.userId) ?? []), notification]);
  await Promise.all(
    [...byUser].map(([userId, own]) => {
      const event: NewNotificationsEvent = { newNotifications: own.map(toWireNotification), userId };
      return publishToUser(userId, NEW_NOTIFICATIONS_EVENT, event);
    }),
  );
}
