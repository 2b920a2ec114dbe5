import type { Page } from "@playwright/test";

/**
 * Resolves once the page's Pusher connection reports a channel subscribed. The channel's auth
 * answer comes before that, and an event published in between is not delivered live (the page
 * reads its count again instead): call this before the page opens, await it before publishing.
 */
export function liveChannelSubscribed(page: Page, channel: string): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      socket.on("framereceived", ({ payload }) => {
        const frame = typeof payload === "string" ? payload : payload.toString("utf8");
        if (frame.includes("pusher_internal:subscription_succeeded") && frame.includes(JSON.stringify(channel))) resolve();
      });
    });
  });
}
