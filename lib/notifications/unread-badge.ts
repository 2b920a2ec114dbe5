import type { WorkingSide } from "@/lib/generated/prisma/enums";
import type { WireNotification } from "@/lib/notifications/notification-wire";

/**
 * The menu's unread badge (spec 4), kept as ids rather than a count: a notification that both a
 * count and a live event report is counted once. `arrivals` grows whenever notifications appear
 * that were not known before, so a list on screen knows to read itself again.
 */
export type UnreadBadge = { unreadIds: ReadonlySet<string> | null; arrivals: number };

export type UnreadBadgeChange =
  /** The first page of notifications was read (on opening, after a change, once subscribed). */
  | { type: "counted"; notifications: readonly WireNotification[] }
  /** A new_notifications event on the user's channel. */
  | { type: "arrived"; notifications: readonly WireNotification[] };

export const initialUnreadBadge: UnreadBadge = { unreadIds: null, arrivals: 0 };

export function changeUnreadBadge(side: WorkingSide, badge: UnreadBadge, change: UnreadBadgeChange): UnreadBadge {
  const unread = change.notifications.filter((notification) => notification.typeUser === side && !notification.is_read).map((notification) => notification._id);
  if (change.type === "arrived") return { unreadIds: new Set([...(badge.unreadIds ?? []), ...unread]), arrivals: badge.arrivals + 1 };
  // A count finds what arrived while no event could come (before the channel was subscribed, while offline).
  const known = badge.unreadIds;
  const isNews = known !== null && unread.some((id) => !known.has(id));
  return { unreadIds: new Set(unread), arrivals: badge.arrivals + (isNews ? 1 : 0) };
}
