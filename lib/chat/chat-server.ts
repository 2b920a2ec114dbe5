import "server-only";

import type { StreamChat } from "stream-chat";

import { chatServerConfig, type ChatServerConfig } from "@/lib/chat/config";
import { createChatServerClient } from "@/lib/chat/chat-service";
import { AppError } from "@/lib/errors";

export { callChat } from "@/lib/chat/chat-service";

let cached: { config: ChatServerConfig; client: StreamChat } | null = null;

/**
 * The `stream-chat` server client (full rights, signs tokens) for the configured service. Built
 * anew when the configuration changes (the tests start an emulator per file). Throws 503
 * chat_unavailable when no chat service is configured: chat calls cannot run without one.
 */
export function getChatServer(): StreamChat {
  const config = chatServerConfig();
  if (!config) throw new AppError("chat_unavailable", { message: "The chat service is not configured.", details: { reason: "not_configured" } });
  if (cached && JSON.stringify(cached.config) === JSON.stringify(config)) return cached.client;
  cached = { config, client: createChatServerClient(config) };
  return cached.client;
}
