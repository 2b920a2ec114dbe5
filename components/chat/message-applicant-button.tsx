"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { useErrorMessage } from "@/components/forms/use-error-message";
import { buttonClasses } from "@/components/ui/button";
import { PendingLabel } from "@/components/ui/pending-label";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import type { WireChatRoom } from "@/lib/chat/room-wire";
import { chatPageHref } from "@/lib/chat-client/rooms";

/**
 * Opens (or finds) the job room with an applicant (POST room-chats/jobs) and goes to it on the chat
 * page; a failure is told in a toast. For the applicant details' button and the pipeline's menu.
 */
export function useOpenJobRoom() {
  const toast = useToast();
  const errors = useErrorMessage();
  const router = useRouter();
  const [isPending, setIsPending] = useState(false);

  async function openJobRoom(jobId: string, candidateId: string) {
    setIsPending(true);
    try {
      const room = await apiRequest<WireChatRoom>("POST", "room-chats/jobs", { jobId, candidateId });
      router.push(chatPageHref(room.channelId));
    } catch (error) {
      toast.error(errors.ofApiError(error));
      setIsPending(false);
    }
  }

  return { openJobRoom, isPending };
}

/** The applicant details' "Message" button. */
export function MessageApplicantButton({ jobId, candidateId }: { jobId: string; candidateId: string }) {
  const t = useTranslations("Chat");
  const { openJobRoom, isPending } = useOpenJobRoom();
  return (
    <button type="button" disabled={isPending} onClick={() => void openJobRoom(jobId, candidateId)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
      <PendingLabel isPending={isPending} label={t("message")} pendingLabel={t("message")} spinnerClassName="size-4" />
    </button>
  );
}
