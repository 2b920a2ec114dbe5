import type { WorkingSide } from "@/lib/generated/prisma/enums";
import type { WireNotification } from "@/lib/notifications/notification-wire";

/**
 * The menu's unread badge (spec 4), kept as ids rather than a count: a notification that both a
 * count and a live event report is counted once. `arrivals` grows whenever notifications appear
 * that were not known before, so a list on screen knows to read itself again.
 */
export type UnreadBadge = {
  unreadIds: ReadonlySet<string> | null;
  /** Ids that arrived live since the count in flight was asked for: it may have read before they were written. */
  arrivedDuringCount: ReadonlySet<string>;
  arrivals: number;
};

export type UnreadBadgeChange =
  /** The first page of notifications is being read (on opening, after a change, once subscribed). */
  | { type: "counting" }
  /** That read answered. */
  | { type: "counted"; notifications: readonly WireNotification[] }
  /** A new_notifications event on the user's channel. */
  | { type: "arrived"; notifications: readonly WireNotification[] };

export const initialUnreadBadge: UnreadBadge = { unreadIds: null, arrivedDuringCount: new Set(), arrivals: 0 };

export function changeUnreadBadge(side: WorkingSide, badge: UnreadBadge, change: UnreadBadgeChange): UnreadBadge {
  if (change.type === "counting") return { ...badge, arrivedDuringCount: new Set() };
  const unread = change.notifications.filter((notification) => notification.typeUser === side && !notification.is_read).map((notification) => notification._id);
  if (change.type === "arrived") {
    return {
      unreadIds: new Set([...(badge.unreadIds ?? []), ...unread]),
      arrivedDuringCount: new Set([...badge.arrivedDuringCount, ...unread]),
      arrivals: badge.arrivals + 1,
    };
  }
  // A count finds what arrived while no event could come (before the channel was subscribed, while offline).
  const known = badge.unreadIds;
  const isNews = known !== null && unread.some((id) => !known.has(id));
  return { unreadIds: new Set([...unread, ...badge.arrivedDuringCount]), arrivedDuringCount: badge.arrivedDuringCount, arrivals: badge.arrivals + (isNews ? 1 : 0) };
}
