"use client";

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { Event, StreamChat } from "stream-chat";

import { setUpChatClient } from "@/components/chat/chat-client-setup";
import { apiRequest } from "@/lib/api/client";
import type { ChatCredentials } from "@/lib/chat/chat-identity";
import { CHAT_CONNECT_RETRIES, CHAT_CONNECT_RETRY_DELAY_MS } from "@/lib/chat-client/rooms";
import type { WorkingSide } from "@/lib/generated/prisma/enums";
import { sideToWire } from "@/lib/users/wire";

/** Spec 7 and 9: the dashboard's live connections open a second after it does. */
const CONNECT_DELAY_MS = 1000;

export type ChatConnectionStatus = "connecting" | "ready" | "failed" | "unavailable";

type ChatConnection = {
  status: ChatConnectionStatus;
  /** Connected as the viewer's chat identity on their working side; null until then. */
  client: StreamChat | null;
  /** The chat service's unread total for this identity (the MESSAGES badge); null until known. */
  unread: number | null;
  viewerId: string;
  side: WorkingSide;
};

const ChatConnectionContext = createContext<ChatConnection | null>(null);

/** The viewer's chat connection; null outside the logged-in shell. */
export function useChatConnection(): ChatConnection | null {
  return useContext(ChatConnectionContext);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One chat connection per tab for the logged-in viewer, on the side they work on now (spec 6):
 * the MESSAGES badge, the candidates' overlay and the chat page share it. stream-chat loads a
 * second after the dashboard opens, as its own chunk (never on public pages). The token comes
 * from GET room-chats/token and is the client's tokenProvider, so the SDK fetches a new one when
 * the service says it expired (code 40) and reconnects. Up to 3 retries after the first try.
 */
export function ChatConnectionProvider({ viewerId, side, children }: { viewerId: string; side: WorkingSide; children: ReactNode }) {
  const [client, setClient] = useState<StreamChat | null>(null);
  const [status, setStatus] = useState<ChatConnectionStatus>("connecting");
  const [unread, setUnread] = useState<number | null>(null);

  useEffect(() => {
    let isClosed = false;
    let connected: StreamChat | null = null;
    let unsubscribe: (() => void) | undefined;
    const role = sideToWire(side);
    const tokenProvider = async () => (await apiRequest<ChatCredentials>("GET", `room-chats/token?role=${role}`)).token;

    const timer = setTimeout(async () => {
      let credentials: ChatCredentials;
      try {
        credentials = await apiRequest<ChatCredentials>("GET", `room-chats/token?role=${role}`);
      } catch {
        if (!isClosed) setStatus("unavailable");
        return;
      }
      const { StreamChat } = await import("stream-chat");
      for (let attempt = 0; attempt <= CHAT_CONNECT_RETRIES && !isClosed; attempt += 1) {
        const chat = new StreamChat(credentials.api_key, { ...(credentials.base_url ? { baseURL: credentials.base_url } : {}), enableInsights: false });
        try {
          setUpChatClient(chat);
          const firstToken = credentials.token;
          let isFirst = true;
          const health = await chat.connectUser({ id: credentials.user_id }, async () => {
            if (isFirst) {
              isFirst = false;
              return firstToken;
            }
            return tokenProvider();
          });
          if (isClosed) {
            void chat.disconnectUser();
            return;
          }
          connected = chat;
          setUnread(health?.me?.total_unread_count ?? 0);
          const listener = chat.on((event: Event) => {
            if (typeof event.total_unread_count === "number") setUnread(event.total_unread_count);
          });
          unsubscribe = listener.unsubscribe;
          setClient(chat);
          setStatus("ready");
          return;
        } catch (error) {
          console.warn("chat: could not connect", error);
          await chat.disconnectUser().catch(() => undefined);
          if (attempt < CHAT_CONNECT_RETRIES) await wait(CHAT_CONNECT_RETRY_DELAY_MS);
        }
      }
      if (!isClosed) setStatus("failed");
    }, CONNECT_DELAY_MS);

    return () => {
      isClosed = true;
      clearTimeout(timer);
      unsubscribe?.();
      if (connected) void connected.disconnectUser();
      setClient(null);
      setStatus("connecting");
    };
  }, [viewerId, side]);

  const value = useMemo(() => ({ status, client, unread, viewerId, side }), [status, client, unread, viewerId, side]);
  return <ChatConnectionContext.Provider value={value}>{children}</ChatConnectionContext.Provider>;
}
