import type { StreamChat } from "stream-chat";

import { callChat } from "@/lib/chat/chat-service";
import { fileUploadConfig, imageUploadConfig } from "@/lib/chat-client/upload-check";

// Not server-only: the demo seed (scripts/db/seed-demo-chat.ts) creates rooms through it too.

/**
 * The chat user that creates channels. The chat service makes a channel's creator its owner, and
 * an owner may update the channel from the browser (unfreeze a request, rename it): so no person
 * creates a room's channel. This one creates it and leaves it at once; it never speaks.
 */
export const CHAT_SYSTEM_USER = { id: "remote-jobs", name: "Remote Jobs" } as const;

const prepared = new WeakMap<StreamChat, Promise<unknown>>();

/**
 * What the chat service must hold before anyone uses it, set once per server client: the product's
 * upload lists as its app settings (spec 5's file checks; the service then refuses what the
 * browser refuses, so a client that skips the browser's check still cannot send a program) and the
 * system user that creates channels. Called before the first credentials are handed out and
 * before a room's channel is made. A failure is not remembered: the next call tries again.
 */
export function prepareChatService(server: StreamChat): Promise<unknown> {
  let preparation = prepared.get(server);
  if (!preparation) {
    preparation = callChat("prepareChatService", () =>
      Promise.all([
        server.updateAppSettings({ file_upload_config: fileUploadConfig, image_upload_config: imageUploadConfig }),
        server.upsertUser({ id: CHAT_SYSTEM_USER.id, name: CHAT_SYSTEM_USER.name }),
      ]),
    );
    preparation.catch(() => prepared.delete(server));
    prepared.set(server, preparation);
  }
  return preparation;
}
