/** The private channel a user listens on; /api/pusher/auth signs it for that user alone. */
export function userChannel(userId: string): string {
  return `private-user-${userId}`;
}

/** The live event for notifications just written (spec 7): { newNotifications, userId }. */
export const NEW_NOTIFICATIONS_EVENT = "new_notifications";
