"use client";

import dynamic from "next/dynamic";

import { ChatSkeleton } from "@/components/chat/chat-states";

/** stream-chat-react and its styles load only here (and never on public pages), after the page is shown. */
const ChatApp = dynamic(() => import("@/components/chat/chat-app"), { ssr: false, loading: () => <ChatSkeleton /> });

export function ChatPageClient({ initialChannelId }: { initialChannelId: string | null }) {
  return <ChatApp initialChannelId={initialChannelId} />;
}
