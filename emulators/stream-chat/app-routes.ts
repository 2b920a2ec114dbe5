import { notFound } from "./errors.ts";
import type { Route } from "./http/api-request.ts";
import { channelConfig, CHANNEL_TYPES } from "./channels/channel-types.ts";

const openUploadConfig = { allowed_file_extensions: [], blocked_file_extensions: [], allowed_mime_types: [], blocked_mime_types: [], size_limit: 0 };

/**
 * The app settings the SDK reads before an upload, and harmless answers for features this
 * emulator leaves out (threads list, drafts, reminders, polls, link previews, offline sync).
 */
export function appRoutes(): Route[] {
  const empty = (body: Record<string, unknown>) => async () => body;
  return [
    {
      method: "GET",
      path: "/app",
      handler: empty({
        app: {
          name: "stream-chat-emulator",
          file_upload_config: openUploadConfig,
          image_upload_config: openUploadConfig,
          channel_configs: Object.fromEntries(CHANNEL_TYPES.map((type) => [type, channelConfig(type)])),
        },
      }),
    },
    { method: "GET", path: "/hi", handler: empty({}) },
    { method: "POST", path: "/threads", handler: empty({ threads: [] }) },
    { method: "GET", path: "/threads/:id", handler: async () => { throw notFound("threads are not supported by the emulator"); } },
    { method: "POST", path: "/drafts/query", handler: empty({ drafts: [] }) },
    { method: "GET", path: "/channels/:type/:id/draft", handler: empty({ draft: null }) },
    { method: "POST", path: "/channels/:type/:id/draft", handler: empty({}) },
    { method: "DELETE", path: "/channels/:type/:id/draft", handler: empty({}) },
    { method: "POST", path: "/reminders/query", handler: empty({ reminders: [] }) },
    { method: "POST", path: "/polls/query", handler: empty({ polls: [] }) },
    { method: "GET", path: "/og", handler: async () => { throw notFound("link previews are not supported by the emulator"); } },
    { method: "POST", path: "/sync", handler: empty({ events: [] }) },
    { method: "POST", path: "/channels/delivered", handler: empty({}) },
  ];
}
