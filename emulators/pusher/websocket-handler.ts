import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";

import { WebSocketServer, type RawData, type WebSocket } from "ws";

import type { AppState } from "./apps.ts";
import { relayClientEvent } from "./client-events.ts";
import { newSocketId, PusherConnection } from "./connection.ts";
import type { EmulatorContext } from "./context.ts";
import { CloseCode, dataObjectOf, errorFrame, parseClientFrame, protocolFrame, SUPPORTED_PROTOCOL } from "./protocol.ts";
import { subscribe, unsubscribe, unsubscribeAll } from "./subscriptions.ts";
import { signIn } from "./user-signin.ts";

// A wsPath in front of /app/{key} is allowed, as pusher-js allows one.
const APP_PATH = /\/app\/([^/]+)$/;
const SHUTDOWN_GRACE_MS = 250;

export type WebSocketHandler = {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every connection with `code` (4200 tells pusher-js to reconnect at once); resolves once all are gone. */
  closeAll(code: number, message: string): Promise<void>;
};

export function createWebSocketHandler(context: EmulatorContext): WebSocketHandler {
  const server = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });

  const isSocketIdTaken = (socketId: string) => context.apps.all().some((state) => state.connections.has(socketId));

  function accept(socket: WebSocket, request: IncomingMessage): void {
    const url = new URL(request.url ?? "/", "http://emulator");
    const refuse = (code: number, message: string) => {
      socket.send(errorFrame(code, message));
      socket.close(code, message);
    };
    // Refusals happen after the upgrade: a browser sees close codes, never an HTTP status.
    const key = APP_PATH.exec(url.pathname)?.[1];
    if (key === undefined) return refuse(CloseCode.pathNotFound, `No app path in ${url.pathname}`);
    const appState = context.apps.byKey(decodeURIComponent(key));
    if (!appState) return refuse(CloseCode.appNotFound, `App key ${key} does not exist`);
    const protocol = url.searchParams.get("protocol");
    if (protocol === null) return refuse(CloseCode.noProtocol, "No protocol version given");
    if (protocol !== SUPPORTED_PROTOCOL) return refuse(CloseCode.unsupportedProtocol, `Protocol ${protocol} is not supported; use ${SUPPORTED_PROTOCOL}`);
    open(socket, appState);
  }

  function open(socket: WebSocket, appState: AppState): void {
    const connection = new PusherConnection(newSocketId(isSocketIdTaken), appState, socket, (released) => {
      unsubscribeAll(released);
      appState.connections.delete(released.socketId);
    });
    appState.connections.set(connection.socketId, connection);
    context.eventLog.recordConnection(appState.app.id);
    socket.on("message", (raw) => handleFrame(connection, raw));
    socket.on("pong", () => connection.heardFrom());
    socket.on("close", () => connection.release());
    socket.on("error", () => socket.terminate());
    connection.send(
      protocolFrame("pusher:connection_established", { socket_id: connection.socketId, activity_timeout: context.activityTimeoutSeconds }),
    );
  }

  function handleFrame(connection: PusherConnection, raw: RawData): void {
    if (connection.isClosed) return;
    connection.heardFrom();
    const frame = parseClientFrame(raw.toString());
    if (!frame) {
      connection.send(errorFrame(null, "Invalid JSON: a frame is an object with an event"));
      return;
    }
    const { event, data } = frame;
    if (event === "pusher:ping") connection.send(protocolFrame("pusher:pong", {}));
    else if (event === "pusher:subscribe") subscribe(connection, dataObjectOf(data));
    else if (event === "pusher:unsubscribe") unsubscribe(connection, dataObjectOf(data).channel);
    else if (event === "pusher:signin") signIn(connection, dataObjectOf(data));
    else if (event.startsWith("client-")) relayClientEvent(connection, frame, context.eventLog);
    // pusher:pong and anything unknown only count as activity.
  }

  return {
    handleUpgrade(request, socket, head) {
      server.handleUpgrade(request, socket, head, (webSocket) => accept(webSocket, request));
    },
    async closeAll(code, message) {
      for (const state of context.apps.all()) for (const connection of [...state.connections.values()]) connection.close(code, message);
      const deadline = Date.now() + SHUTDOWN_GRACE_MS;
      while (server.clients.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      for (const socket of server.clients) socket.terminate();
    },
  };
}
