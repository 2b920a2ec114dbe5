import { getTranslations } from "next-intl/server";

import { ChatPageFrame } from "@/components/chat/chat-page-frame";
import { ChatSkeleton } from "@/components/chat/chat-states";
import { ClientTexts } from "@/components/i18n/client-texts";

/** While the chat page comes: its frame with the skeleton it shows itself while the chat connects. */
export default async function Loading() {
  const t = await getTranslations("Chat");
  return (
    <ChatPageFrame title={t("title")}>
      <ClientTexts page="chat">
        <ChatSkeleton />
      </ClientTexts>
    </ChatPageFrame>
  );
}
