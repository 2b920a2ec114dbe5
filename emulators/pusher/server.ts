import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { createAppDirectory, type PusherApp } from "./apps.ts";
import type { EmulatorContext } from "./context.ts";
import { noEventLog, openEventLog } from "./event-log.ts";
import { startHeartbeat } from "./heartbeat.ts";
import { createHttpApi } from "./http-api.ts";
import { CloseCode } from "./protocol.ts";
import { createWebSocketHandler } from "./websocket-handler.ts";

export type { PusherApp } from "./apps.ts";

export type PusherEmulatorOptions = {
  /** 0 picks a free port; 6001 by default. */
  port?: number;
  host?: string;
  apps: PusherApp[];
  /** When set, published events and connection counts are kept in the schema pusher_emulator. */
  databaseUrl?: string;
  /** Hosted Pusher's 120 s by default; tests shorten it to see the heartbeat work. */
  activityTimeoutSeconds?: number;
  pongTimeoutSeconds?: number;
};

export type PusherEmulator = { url: string; port: number; close(): Promise<void> };

/**
 * A Pusher Channels server (protocol 7) for local development and tests: pusher-js connects to
 * ws://host:port/app/{key}, the `pusher` package calls http://host:port/apps/{id}/... on the same port.
 */
export async function startPusherEmulator(options: PusherEmulatorOptions): Promise<PusherEmulator> {
  const apps = createAppDirectory(options.apps);
  const eventLog = options.databaseUrl ? await openEventLog(options.databaseUrl) : noEventLog;
  const context: EmulatorContext = {
    apps,
    eventLog,
    activityTimeoutSeconds: Math.max(1, Math.round(options.activityTimeoutSeconds ?? 120)),
    pongTimeoutSeconds: options.pongTimeoutSeconds ?? 30,
  };
  const webSockets = createWebSocketHandler(context);
  const server = createServer(createHttpApi(context));
  server.on("upgrade", (request, socket, head) => webSockets.handleUpgrade(request, socket, head));

  const host = options.host ?? "127.0.0.1";
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 6001, host, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    await eventLog.close();
    throw error;
  }
  const heartbeat = startHeartbeat(context);
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(":") ? `[${host}]` : host;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      heartbeat.stop();
      // Stop listening first, or pusher-js would reconnect to this closing server.
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      // 4200: pusher-js reconnects at once, so a restarted emulator picks its clients back up.
      await webSockets.closeAll(CloseCode.reconnectNow, "The server is restarting");
      server.closeAllConnections();
      await stopped;
      await eventLog.close();
    })();
    return closing;
  };
  return { url: `http://${urlHost}:${port}`, port, close };
}
