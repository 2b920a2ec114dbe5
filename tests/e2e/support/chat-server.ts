import { StreamChat } from "stream-chat";

import { CHAT_CONTROL_TOKEN_HEADER } from "@/scripts/support/chat-server-control";

/**
 * The chat server behind the end-to-end app, for specs that act on it directly: scripts/test.ts
 * passes its keys and a restart control (scripts/support/chat-server-control.ts) when it is the
 * local emulator. Elsewhere (hosted Stream) these are missing and the specs that need them skip.
 */
const control = { url: process.env.E2E_CHAT_CONTROL_URL, token: process.env.E2E_CHAT_CONTROL_TOKEN };
const keys = { key: process.env.E2E_STREAM_API_KEY, secret: process.env.E2E_STREAM_API_SECRET, baseURL: process.env.E2E_STREAM_BASE_URL };

export const canRestartChatServer = !!control.url && !!control.token;
export const hasChatServerKeys = !!keys.key && !!keys.secret && !!keys.baseURL;

async function post(path: "/chat-server/stop" | "/chat-server/start") {
  if (!control.url || !control.token) throw new Error("E2E_CHAT_CONTROL_URL is not set: run with `npm test -- e2e`");
  const answer = await fetch(`${control.url}${path}`, { method: "POST", headers: { [CHAT_CONTROL_TOKEN_HEADER]: control.token } });
  if (answer.status !== 204) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
}

/** Stops the chat server as SIGTERM would; what it stored stays. */
export const stopChatServer = () => post("/chat-server/stop");
/** Starts it again on the same port with the same database. */
export const startChatServer = () => post("/chat-server/start");

/** A server-side client of the chat service, as the app has (to change a channel's settings). */
export function chatServerClient(): StreamChat {
  if (!keys.key || !keys.secret || !keys.baseURL) throw new Error("E2E_STREAM_API_KEY is not set: run with `npm test -- e2e`");
  return new StreamChat(keys.key, keys.secret, { baseURL: keys.baseURL, timeout: 10_000 });
}
