import { StreamChat } from "stream-chat";

import type { ChatServerConfig } from "@/lib/chat/config";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/observability/logger";

// Not server-only: the demo seed (scripts/db/seed-demo-chat.ts) uses these too.

/**
 * Runs a call to the chat service; a failure there (down, refusing) becomes 503
 * chat_unavailable, never a 500 with the service's internals.
 */
export async function callChat<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error(`chat: ${operation} failed`, { operation, error });
    throw new AppError("chat_unavailable", { message: "The chat service is not available right now. Please try again.", details: { reason: "service_error", operation }, cause: error });
  }
}

/** Stream answers a message id that exists with code 4 and "already exists" (so does the emulator). */
export function isAlreadyExists(error: unknown): boolean {
  return error instanceof Error && /already exists/i.test(error.message);
}

/**
 * A `stream-chat` server client (full rights, signs tokens) for this service. Not getInstance: a
 * singleton keyed by nothing would keep the first emulator's address. enableInsights stays off:
 * it posts to getstream.io.
 */
export function createChatServerClient(config: ChatServerConfig): StreamChat {
  return new StreamChat(config.apiKey, config.apiSecret, { ...(config.baseUrl ? { baseURL: config.baseUrl } : {}), timeout: 10_000 });
}
