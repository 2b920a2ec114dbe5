"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { buttonClasses } from "@/components/ui/button";
import { PendingLabel } from "@/components/ui/pending-label";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import type { WireChatRoom } from "@/lib/chat/room-wire";
import { directChatPageHref } from "@/lib/chat-client/rooms";

/** The person a chat is requested with: their user id and the name the employer may see. */
export type ChatRequestTarget = { id: string; name: string };

/**
 * An employer's "Request a chat" with a candidate (spec 6: POST room-chats/direct with role
 * employer and the candidate's id). The server answers the room there is, if any, instead of a
 * second one; so the toast follows the room's status: a request waiting for the candidate (new or
 * not), a chat that is already open (it opens on the chat page, spec 2's directChannelId), or a
 * request the candidate declined (it stays read-only, so the page is not opened). Any failure is
 * spec 8's UNABLE-CREATE-CHAT toast.
 */
export function useRequestChat() {
  const t = useTranslations("HiringCandidates.chatRequest");
  const toast = useToast();
  const router = useRouter();
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function requestChat({ id, name }: ChatRequestTarget) {
    setPendingId(id);
    try {
      const room = await apiRequest<WireChatRoom>("POST", "room-chats/direct", { members: [id], type: "direct", role: "employer" });
      if (room.status === "rejected") {
        toast.warning(t("declined", { name }));
        setPendingId(null);
        return;
      }
      if (room.status === "requested" && !room.canAnswerRequest) toast.success(t("sent", { name }));
      else toast.success(t("opened", { name }));
      router.push(directChatPageHref(room.channelId));
    } catch {
      toast.error(t("failed"));
      setPendingId(null);
    }
  }

  return { requestChat, pendingId };
}

/** candidate-details' "Request a chat" button. */
export function RequestChatButton({ candidate }: { candidate: ChatRequestTarget }) {
  const t = useTranslations("HiringCandidates.chatRequest");
  const { requestChat, pendingId } = useRequestChat();
  const isPending = pendingId === candidate.id;
  return (
    <button type="button" disabled={isPending} onClick={() => void requestChat(candidate)} className={buttonClasses({ variant: "secondary" })}>
      <PendingLabel isPending={isPending} label={t("action")} pendingLabel={t("pending")} spinnerClassName="size-4" />
    </button>
  );
}
