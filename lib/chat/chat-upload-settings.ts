import type { StreamChat } from "stream-chat";

import { callChat } from "@/lib/chat/call-chat";
import { fileUploadConfig, imageUploadConfig } from "@/lib/chat-client/upload-check";

const applied = new WeakMap<StreamChat, Promise<unknown>>();

/**
 * The chat service refuses what the browser refuses (spec 5's file checks): the product's upload
 * lists go into its app settings once per server client, before the first credentials are handed
 * out, so a client that skips the browser's check still cannot send a program. A failure is not
 * remembered: the next call tries again.
 */
export function ensureChatUploadSettings(server: StreamChat): Promise<unknown> {
  let settings = applied.get(server);
  if (!settings) {
    settings = callChat("updateAppSettings", () => server.updateAppSettings({ file_upload_config: fileUploadConfig, image_upload_config: imageUploadConfig }));
    settings.catch(() => applied.delete(server));
    applied.set(server, settings);
  }
  return settings;
}
