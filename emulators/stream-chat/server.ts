import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";

import { WebSocketServer } from "ws";

import { appRoutes } from "./app-routes.ts";
import { channelLifecycleRoutes } from "./channels/channel-lifecycle-routes.ts";
import { channelQueryRoutes } from "./channels/channel-query-routes.ts";
import { channelUpdateRoutes } from "./channels/channel-update-routes.ts";
import type { EmulatorContext } from "./context.ts";
import { connectDatabase } from "./db/database.ts";
import { createSchema } from "./db/schema.ts";
import { createRequestListener } from "./http/router.ts";
import { log } from "./log.ts";
import { flagRoutes } from "./moderation/flag-routes.ts";
import { muteRoutes } from "./moderation/mute-routes.ts";
import { createEmulatorLog, type LogMode } from "./operations/emulator-log.ts";
import { healthRoutes } from "./operations/health-routes.ts";
import { messageRoutes } from "./messages/message-routes.ts";
import { reactionRoutes } from "./messages/reaction-routes.ts";
import { searchRoutes } from "./messages/search-routes.ts";
import { ConnectionHub } from "./realtime/connection-hub.ts";
import { typingRoutes } from "./realtime/typing-routes.ts";
import { acceptConnection, CLOSE_GOING_AWAY } from "./realtime/websocket.ts";
import { readRoutes } from "./reads/read-routes.ts";
import { uploadRoutes } from "./uploads/upload-routes.ts";
import { userRoutes } from "./users/user-routes.ts";

const SDK_REWRITTEN_PORT = 3030;
const SDK_WEBSOCKET_PORT = 8800;
const DEFAULT_MAX_CONNECTIONS_PER_USER = 50;
const DEFAULT_MAX_JSON_BODY_BYTES = 1024 * 1024;
/** How long requests already running may take to finish once the emulator stops. */
const IN_FLIGHT_GRACE_MS = 2_000;

export type StreamChatEmulatorOptions = {
  /** 0 picks a free port. On 3030 the WebSocket is also served on 8800, where the SDK looks for it. */
  port?: number;
  host?: string;
  apiKey: string;
  apiSecret: string;
  databaseUrl: string;
  /** Accept `client.devToken(id)` tokens, which carry no signature. */
  allowDevTokens?: boolean;
  /** "json": one JSON line per request and per WebSocket connect and disconnect, on stdout. Default "off". */
  log?: LogMode;
  /** Print every request with its query and body. */
  logRequests?: boolean;
  /** Reaction types a message accepts; others are refused with code 4. Default: the product's six. */
  reactionTypes?: string[];
  /** Open WebSocket connections one user may have; the next gets code 70. Default 50. */
  maxConnectionsPerUser?: number;
  /** JSON request bodies over this are refused with code 22 (HTTP 413). Default 1 MB. */
  maxJsonBodyBytes?: number;
};

export const DEFAULT_REACTION_TYPES = ["like", "angry", "love", "haha", "wow", "sad"];

export type StreamChatEmulator = { url: string; port: number; close(): Promise<void> };

/** Serves Stream Chat's REST API and its WebSocket (`/connect`) on one port, backed by PostgreSQL. */
export async function startStreamChatEmulator(options: StreamChatEmulatorOptions): Promise<StreamChatEmulator> {
  const db = connectDatabase(options.databaseUrl);
  try {
    await createSchema(db);
  } catch (error) {
    await db.pool.end();
    throw error;
  }
  const ctx: EmulatorContext = {
    db,
    hub: new ConnectionHub(),
    settings: { apiKey: options.apiKey, apiSecret: options.apiSecret, allowDevTokens: options.allowDevTokens ?? false },
    reactionTypes: options.reactionTypes?.length ? options.reactionTypes : DEFAULT_REACTION_TYPES,
    limits: {
      maxConnectionsPerUser: options.maxConnectionsPerUser ?? DEFAULT_MAX_CONNECTIONS_PER_USER,
      maxJsonBodyBytes: options.maxJsonBodyBytes ?? DEFAULT_MAX_JSON_BODY_BYTES,
    },
    log: createEmulatorLog(options.log ?? "off"),
    startedAt: performance.now(),
  };
  // More specific paths first: "/channels/:type/query" would otherwise be read as a channel named "query".
  const routes = [
    ...healthRoutes(ctx),
    ...appRoutes(ctx),
    ...channelQueryRoutes(ctx),
    ...messageRoutes(ctx),
    ...reactionRoutes(ctx),
    ...readRoutes(ctx),
    ...typingRoutes(ctx),
    ...uploadRoutes(ctx),
    ...channelLifecycleRoutes(ctx),
    ...channelUpdateRoutes(ctx),
    ...userRoutes(ctx),
    ...searchRoutes(ctx),
    ...muteRoutes(ctx),
    ...flagRoutes(ctx),
  ];
  const listener = createRequestListener(routes, { auth: ctx.settings, maxJsonBodyBytes: ctx.limits.maxJsonBodyBytes, log: ctx.log, logRequests: options.logRequests ?? false });
  const sockets = new WebSocketServer({ noServer: true });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? "/", "http://emulator.invalid").pathname;
    if (!path.endsWith("/connect")) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (webSocket) => {
      acceptConnection(ctx, webSocket, request).catch((error: unknown) => {
        log("error", "connection failed", { error });
        webSocket.close(1011, "internal error");
      });
    });
  };
  const host = options.host ?? "127.0.0.1";
  const listen = async (port: number) => {
    const server = createServer(listener);
    server.on("upgrade", onUpgrade);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => resolve());
    });
    return server;
  };

  const server = await listen(options.port ?? 0);
  const { port } = server.address() as AddressInfo;
  // The SDK turns ":3030" in its baseURL into ":8800" for the WebSocket, so on 3030 we answer there too.
  const servers = port === SDK_REWRITTEN_PORT ? [server, await listen(SDK_WEBSOCKET_PORT)] : [server];
  const urlHost = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    port,
    async close() {
      ctx.hub.isShuttingDown = true;
      // Stop accepting first, so that clients told to reconnect cannot land on this process again.
      const stopped = servers.map((each) => new Promise<void>((resolve) => each.close(() => resolve())));
      ctx.log.write("shutdown", { phase: "listening stopped", connections: ctx.hub.all().length });
      for (const client of sockets.clients) client.close(CLOSE_GOING_AWAY, "emulator shutting down");
      sockets.close();
      for (const each of servers) each.closeIdleConnections();
      const grace = setTimeout(() => {
        for (const each of servers) each.closeAllConnections();
        for (const client of sockets.clients) client.terminate();
      }, IN_FLIGHT_GRACE_MS);
      await Promise.all(stopped);
      clearTimeout(grace);
      // Disconnect handlers may still be writing presence; give them their turn before the pool goes.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await db.pool.end();
      ctx.log.write("shutdown", { phase: "stopped" });
    },
  };
}
