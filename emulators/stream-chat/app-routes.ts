import { loadAppSettings, updateAppSettings, type AppSettings } from "./app-settings/app-settings-store.ts";
import { channelConfig, CHANNEL_TYPES } from "./channels/channel-types.ts";
import type { EmulatorContext } from "./context.ts";
import { notAllowed, notFound } from "./errors.ts";
import type { ApiRequest, Route } from "./http/api-request.ts";

const appResponse = (settings: AppSettings) => ({
  app: {
    name: "stream-chat-emulator",
    ...settings,
    channel_configs: Object.fromEntries(CHANNEL_TYPES.map((type) => [type, channelConfig(type)])),
  },
});

async function patchAppSettings(ctx: EmulatorContext, request: ApiRequest) {
  if (request.auth.kind !== "server") throw notAllowed("only server-side calls may update the app settings");
  await updateAppSettings(ctx, request.body);
  return {};
}

/**
 * The app settings (the SDK reads them before an upload), and harmless answers for features this
 * emulator leaves out (threads list, drafts, reminders, polls, link previews, offline sync).
 */
export function appRoutes(ctx: EmulatorContext): Route[] {
  const empty = (body: Record<string, unknown>) => async () => body;
  return [
    { method: "GET", path: "/app", handler: async () => appResponse(await loadAppSettings(ctx)) },
    { method: "PATCH", path: "/app", handler: (request) => patchAppSettings(ctx, request) },
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
