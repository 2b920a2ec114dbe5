import "server-only";

import { callChat, getChatServer } from "@/lib/chat/chat-server";
import { db } from "@/lib/db";

export type FlaggedMessageRow = {
  message_id: string;
  text: string;
  channel_cid: string | null;
  flagged_at: string;
  reason: string | null;
  /** The message's author and who flagged it, as our users (null when the chat id is not one of ours). */
  author: { _id: string; email: string; is_banned: boolean } | null;
  flagged_by: { _id: string; email: string } | null;
};

/** "candidate-<uuid>" or "employer-<uuid>" (lib/chat/chat-ids.ts) -> our user id. */
function userIdOfChatId(chatId: string | undefined): string | null {
  const match = chatId ? /^(?:candidate|employer)-([0-9a-f-]{36})$/i.exec(chatId) : null;
  return match?.[1] ?? null;
}

/**
 * GET /api/admin/flagged-messages: messages members flagged in the chat service, not yet reviewed,
 * newest first, with their author as one of our users so the administrator can ban them (PUT
 * users/{id}/ban, which the audit log records). Answers 503 chat_unavailable without a chat service.
 */
export async function listFlaggedMessages({ take }: { take: number }): Promise<FlaggedMessageRow[]> {
  const chat = getChatServer();
  const { flags = [] } = await callChat("queryMessageFlags", () => chat.queryMessageFlags({ is_reviewed: false } as never, { limit: take }));
  const ids = new Set<string>();
  for (const flag of flags) {
    for (const id of [userIdOfChatId(flag.message?.user?.id), userIdOfChatId(flag.user?.id)]) if (id) ids.add(id);
  }
  const users = new Map(
    (await db.user.findMany({ where: { id: { in: [...ids] } }, select: { id: true, email: true, bannedAt: true } })).map((user) => [user.id, user]),
  );
  return flags.map((flag) => {
    const author = users.get(userIdOfChatId(flag.message?.user?.id) ?? "");
    const flagger = users.get(userIdOfChatId(flag.user?.id) ?? "");
    const raw = flag as unknown as { reason?: string; channel_cid?: string; created_at: string };
    return {
      message_id: flag.message?.id ?? "",
      text: flag.message?.text ?? "",
      channel_cid: raw.channel_cid ?? flag.message?.cid ?? null,
      flagged_at: raw.created_at,
      reason: raw.reason ?? null,
      author: author ? { _id: author.id, email: author.email, is_banned: author.bannedAt !== null } : null,
      flagged_by: flagger ? { _id: flagger.id, email: flagger.email } : null,
    };
  });
}
