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

/** Opens (or finds) the job room with this applicant (POST room-chats/jobs) and goes to it on the chat page. */
export function MessageApplicantButton({ jobId, candidateId }: { jobId: string; candidateId: string }) {
  const t = useTranslations("Chat");
  const toast = useToast();
  const errors = useErrorMessage();
  const router = useRouter();
  const [isPending, setIsPending] = useState(false);

  async function open() {
    setIsPending(true);
    try {
      const room = await apiRequest<WireChatRoom>("POST", "room-chats/jobs", { jobId, candidateId });
      router.push(chatPageHref(room.channelId));
    } catch (error) {
      toast.error(errors.ofApiError(error));
      setIsPending(false);
    }
  }

  return (
    <button type="button" disabled={isPending} onClick={() => void open()} className={buttonClasses({ variant: "secondary", size: "sm" })}>
      <PendingLabel isPending={isPending} label={t("message")} pendingLabel={t("message")} spinnerClassName="size-4" />
    </button>
  );
}
