import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";

import { ChatPageClient } from "@/components/chat/chat-page-client";
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
    <div className="mx-auto flex h-[calc(100dvh-8rem)] w-full max-w-7xl flex-col md:h-[calc(100dvh-4rem)] md:px-6 md:py-4">
      <h1 className="sr-only">{t("title")}</h1>
      <div className="min-h-0 flex-1 overflow-hidden bg-white md:rounded-2xl md:border md:border-slate-200 md:shadow-sm dark:bg-slate-950 md:dark:border-slate-800">
        <ClientTexts page="chat">
          <ChatPageClient initialChannelId={query.directChannelId ?? query.channelId ?? null} />
        </ClientTexts>
      </div>
    </div>
  );
}
