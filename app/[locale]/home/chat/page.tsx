import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";

import { ChatPageClient } from "@/components/chat/chat-page-client";
import { ChatPageFrame } from "@/components/chat/chat-page-frame";
import { ClientTexts } from "@/components/i18n/client-texts";
import { requirePageAccess } from "@/lib/guards/require-page-access";

/** Spec 5: channel ids are letters, digits, _, - and !; anything else opens the list. */
const channelIdSchema = z.string().regex(/^[a-zA-Z0-9_!-]{1,64}$/).optional().catch(undefined);
const pageQuerySchema = z.object({ channelId: channelIdSchema, directChannelId: channelIdSchema });

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Chat");
  return { title: t("metaTitle") };
}

/** The chat page (spec 2): home/chat, optionally with channelId (that room) or directChannelId (a direct room after a request). */
export default async function Page({ searchParams }: PageProps<"/[locale]/home/chat">) {
  await requirePageAccess("/home/chat");
  const query = pageQuerySchema.parse(await searchParams);
  const t = await getTranslations("Chat");
  return (
    <ChatPageFrame title={t("title")}>
      <ClientTexts page="chat">
        <ChatPageClient initialChannelId={query.directChannelId ?? query.channelId ?? null} />
      </ClientTexts>
    </ChatPageFrame>
  );
}
