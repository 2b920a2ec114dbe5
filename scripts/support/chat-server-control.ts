import { randomBytes, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import type { RestartableChatServer } from "./stream-chat-emulator.ts";

export const CHAT_CONTROL_TOKEN_HEADER = "x-chat-control-token";

/**
 * End-to-end tests only: how a spec stops the chat server and starts it again while people are in
 * a room (tests/e2e/chat-live.spec.ts, through tests/e2e/support/chat-server.ts). scripts/test.ts
 * starts it for the e2e tier when the chat server is the local emulator; `npm run dev` and
 * `npm start` never do. It listens on loopback on a free port and answers only requests that carry
 * the run's random token:
 *
 *   POST /chat-server/stop    the emulator stops as SIGTERM stops it; its data stays in PostgreSQL
 *   POST /chat-server/start   the emulator starts again on the same port with the same database
 *
 * Each answers 204 once done. The specs find the address and token in E2E_CHAT_CONTROL_URL and
 * E2E_CHAT_CONTROL_TOKEN.
 */
export async function startChatServerControl(chat: RestartableChatServer, log?: (line: string) => void): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  const token = randomBytes(24).toString("hex");
  const actions: Record<string, () => Promise<void>> = { "/chat-server/stop": chat.pause, "/chat-server/start": chat.resume };
  const server = createServer((request, response) => {
    const given = Buffer.from(String(request.headers[CHAT_CONTROL_TOKEN_HEADER] ?? ""));
    const expected = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return void response.writeHead(403).end();
    const action = request.method === "POST" ? actions[request.url ?? ""] : undefined;
    if (!action) return void response.writeHead(404).end();
    action().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500, { "content-type": "text/plain" }).end(error instanceof Error ? error.message : String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  log?.(`chat: restart control for the end-to-end specs on ${url}`);
  return {
    env: { E2E_CHAT_CONTROL_URL: url, E2E_CHAT_CONTROL_TOKEN: token },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
