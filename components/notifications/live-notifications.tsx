"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useState, type ReactNode } from "react";

import { apiRequest } from "@/lib/api/client";
import type { WorkingSide } from "@/lib/generated/prisma/enums";
import type { NotificationsPage } from "@/lib/notifications/list-notifications";
import type { NewNotificationsEvent } from "@/lib/notifications/publish-new-notifications";
import { BADGE_PAGE_SIZE } from "@/lib/notifications/schemas";
import { changeUnreadBadge, initialUnreadBadge, type UnreadBadge, type UnreadBadgeChange } from "@/lib/notifications/unread-badge";
import { NEW_NOTIFICATIONS_EVENT, userChannel } from "@/lib/realtime/channels";
import type { RealtimeClientConfig } from "@/lib/realtime/config";

/** Spec 7 and 9: the socket opens a second after the dashboard does; a failed count is asked again a minute later. */
const CONNECT_DELAY_MS = 1000;
const RETRY_INTERVAL_MS = 60_000;

type LiveNotifications = {
  /** Unread notifications of the working side; null until the first page of 50 is read. */
  unread: number | null;
  /** Grows with every live event for this user, so a list on screen knows to read itself again. */
  arrivals: number;
  /** The page changed read states itself (mark read, delete, undo): count again. */
  recount: () => void;
};

const LiveNotificationsContext = createContext<LiveNotifications | null>(null);

/** The unread count and live arrivals; null outside the logged-in shell. */
export function useLiveNotifications(): LiveNotifications | null {
  return useContext(LiveNotificationsContext);
}

export type LiveNotificationsProviderProps = {
  userId: string;
  side: WorkingSide;
  /** From the server at request time (the emulator's port can change per run); null: no live updates. */
  realtime: RealtimeClientConfig | null;
  children: ReactNode;
};

/**
 * The menu's notification badge (spec 4): the unread items of the first page of 50, plus the new
 * items of each new_notifications event for this user, which arrives on their private channel.
 * pusher-js is loaded a second after the dashboard opens, as its own chunk, and reconnects by
 * itself with backoff; each time the channel is subscribed (on opening and after a reconnection)
 * the count is read again, since events may have been missed meanwhile.
 */
export function LiveNotificationsProvider({ userId, side, realtime, children }: LiveNotificationsProviderProps) {
  const [{ unreadIds, arrivals }, changeBadge] = useReducer(
    (badge: UnreadBadge, change: UnreadBadgeChange) => changeUnreadBadge(side, badge, change),
    initialUnreadBadge,
  );
  const [countRequest, setCountRequest] = useState(0);

  const recount = useCallback(() => setCountRequest((request) => request + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      const query = new URLSearchParams({ page: "1", take: String(BADGE_PAGE_SIZE), typeUser: side });
      changeBadge({ type: "counting" });
      apiRequest<NotificationsPage>("GET", `users/${userId}/notifications?${query}`, undefined, { signal: controller.signal }).then(
        ({ result }) => changeBadge({ type: "counted", notifications: result }),
        () => {
          if (!controller.signal.aborted) retry = setTimeout(read, RETRY_INTERVAL_MS);
        },
      );
    };
    read();
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [userId, side, countRequest]);

  // The layout may render again (a router refresh) with an equal but new object: keep the connection.
  const realtimeKey = realtime ? JSON.stringify(realtime) : null;
  useEffect(() => {
    if (!realtimeKey) return;
    const config = JSON.parse(realtimeKey) as RealtimeClientConfig;
    let isClosed = false;
    let disconnect: (() => void) | undefined;
    const timer = setTimeout(async () => {
      const { default: Pusher } = await import("pusher-js");
      if (isClosed) return;
      const pusher = new Pusher(config.key, {
        cluster: config.cluster,
        forceTLS: config.forceTLS,
        ...(config.wsHost ? { wsHost: config.wsHost, wsPort: config.wsPort, wssPort: config.wsPort, enabledTransports: ["ws", "wss"] as ("ws" | "wss")[] } : {}),
        channelAuthorization: { endpoint: "/api/pusher/auth", transport: "ajax" },
      });
      pusher.connection.bind("error", (error: unknown) => console.warn("notifications: live connection error", error));
      const channel = pusher.subscribe(userChannel(userId));
      // Events published before the channel was subscribed never come: read the count once it is,
      // on opening (a second after the first read) and after every reconnection.
      channel.bind("pusher:subscription_succeeded", recount);
      channel.bind(NEW_NOTIFICATIONS_EVENT, (event: NewNotificationsEvent) => {
        if (event.userId !== userId) return;
        changeBadge({ type: "arrived", notifications: event.newNotifications });
      });
      disconnect = () => pusher.disconnect();
    }, CONNECT_DELAY_MS);
    return () => {
      isClosed = true;
      clearTimeout(timer);
      disconnect?.();
    };
  }, [realtimeKey, userId, recount]);

  const value = useMemo(() => ({ unread: unreadIds?.size ?? null, arrivals, recount }), [unreadIds, arrivals, recount]);
  return <LiveNotificationsContext.Provider value={value}>{children}</LiveNotificationsContext.Provider>;
}
