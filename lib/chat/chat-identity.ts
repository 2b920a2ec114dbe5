import "server-only";

import type { StreamChat } from "stream-chat";

import type { CurrentUser } from "@/lib/auth/current-user";
import { chatUserIdFor } from "@/lib/chat/chat-ids";
import { chatUserOf, chatPersonSelect, type ChatPerson } from "@/lib/chat/chat-person";
import { callChat, getChatServer } from "@/lib/chat/chat-server";
import { prepareChatService } from "@/lib/chat/prepare-chat-service";
import { chatClientConfig } from "@/lib/chat/config";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { WorkingSide } from "@/lib/generated/prisma/enums";
import { sideFromWire, type WireSide } from "@/lib/users/wire";

/**
 * A chat token lives a day; the browser's tokenProvider asks for a new one before `expires_at`
 * (and the SDK asks again on its own when the service answers "token expired", code 40).
 */
export const CHAT_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** What the browser's chat client connects with (GET /api/room-chats/token). */
export type ChatCredentials = { user_id: string; token: string; expires_at: string; api_key: string; base_url: string | null };

/**
 * Creates or refreshes the chat users of these people on these sides (name and picture from the
 * profile), in one call, and records each new chat id on the user (chat_user_id for the candidate
 * side, chat_user_employer_id for the employer side). The ids are derived (chat-ids.ts), so a
 * concurrent call writes the same value.
 */
export async function ensureChatUsers(server: StreamChat, people: { person: ChatPerson; side: WorkingSide }[]): Promise<void> {
  if (people.length === 0) return;
  await callChat("upsertUsers", () =>
    server.upsertUsers(people.map(({ person, side }) => chatUserOf(person, side))),
  );
  await Promise.all(
    people.map(({ person, side }) => {
      const chatId = chatUserIdFor(person.id, side);
      return side === "EMPLOYER"
        ? db.user.updateMany({ where: { id: person.id, chatUserEmployerId: null }, data: { chatUserEmployerId: chatId } })
        : db.user.updateMany({ where: { id: person.id, chatUserId: null }, data: { chatUserId: chatId } });
    }),
  );
}

/**
 * GET /api/room-chats/token?role=: the caller's chat identity on the side they work on now, with
 * a fresh token. Only one's own identity, and only the current side's: a candidate never gets the
 * employer credentials (403 forbidden, details.reason other_side). Tokens are minted on demand
 * and not stored: the chat_user_token columns stay empty, since a bearer credential at rest is
 * only a liability.
 */
export async function issueChatCredentials(caller: CurrentUser, role: WireSide, now: Date = new Date()): Promise<ChatCredentials> {
  const side = sideFromWire(role);
  if (side !== caller.side) {
    throw new AppError("forbidden", { message: `Switch to the ${role} side to chat as ${role === "employer" ? "an employer" : "a candidate"}.`, details: { reason: "other_side", required: role } });
  }
  const client = chatClientConfig();
  const server = getChatServer();
  if (!client) throw new AppError("chat_unavailable", { message: "The chat service is not configured.", details: { reason: "not_configured" } });
  const person = await db.user.findFirst({ where: { id: caller.id, deletedAt: null }, select: chatPersonSelect });
  if (!person) throw new AppError("unauthorized", { message: "Please log in to continue.", details: { reason: "not_authenticated" } });
  await Promise.all([ensureChatUsers(server, [{ person, side }]), prepareChatService(server)]);
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + CHAT_TOKEN_TTL_SECONDS;
  const userId = chatUserIdFor(caller.id, side);
  // iat a little in the past: a chat service whose clock runs behind must not see a token from the future.
  const token = server.createToken(userId, expiresAt, issuedAt - 60);
  return { user_id: userId, token, expires_at: new Date(expiresAt * 1000).toISOString(), api_key: client.apiKey, base_url: client.baseUrl };
}
