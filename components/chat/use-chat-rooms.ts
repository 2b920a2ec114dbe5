"use client";

import { useCallback, useEffect, useState } from "react";
import type { Event } from "stream-chat";

import { useChatConnection } from "@/components/chat/chat-connection";
import { apiRequest } from "@/lib/api/client";
import type { WireChatRoom } from "@/lib/chat/room-wire";
import { CHAT_UNREAD_REFRESH_DELAY_MS, mergeRooms, roomListPaths } from "@/lib/chat-client/rooms";
import { sideToWire } from "@/lib/users/wire";

// connection.recovered: back after an outage of the chat service (spec 4: on recovery the rooms are read again).
const refreshingEvents = new Set(["message.new", "notification.message_new", "notification.mark_read", "notification.added_to_channel", "channel.updated", "message.deleted", "connection.recovered"]);

/**
 * The viewer's job and direct rooms from the room-chats calls (spec 7: job rooms from the side's
 * endpoint, direct rooms with the role), read again when the chat service reports a new message
 * or a change of unread count, 500 ms later (spec 4), so one burst of events reads once, and again
 * when the connection recovers.
 */
export function useChatRooms({ isLive = true }: { isLive?: boolean } = {}) {
  const connection = useChatConnection();
  const side = connection?.side;
  const client = connection?.client ?? null;
  const [rooms, setRooms] = useState<WireChatRoom[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [request, setRequest] = useState(0);

  const reload = useCallback(() => setRequest((current) => current + 1), []);

  useEffect(() => {
    if (!side) return;
    const controller = new AbortController();
    const [jobs, direct] = roomListPaths(sideToWire(side));
    Promise.all([jobs, direct].map((path) => apiRequest<WireChatRoom[]>("GET", path, undefined, { signal: controller.signal }))).then(
      (lists) => {
        setRooms(mergeRooms(...lists));
        setFailed(false);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [side, request]);

  useEffect(() => {
    if (!client || !isLive) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const { unsubscribe } = client.on((event: Event) => {
      if (!refreshingEvents.has(event.type)) return;
      clearTimeout(timer);
      timer = setTimeout(reload, CHAT_UNREAD_REFRESH_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [client, isLive, reload]);

  // Only a first read that fails is a failure: a later one (the chat service restarting while the
  // list refreshes) keeps the rooms already shown, and the next event or the recovery reads again.
  return { rooms, failed: failed && rooms === null, reload };
}
