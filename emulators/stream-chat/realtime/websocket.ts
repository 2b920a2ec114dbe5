import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

import type { WebSocket } from "ws";

import { checkApiKey, verifyToken } from "../auth.ts";
import { iso, nextTimestamp } from "../clock.ts";
import type { EmulatorContext } from "../context.ts";
import { ErrorCode, StreamError, errorBody } from "../errors.ts";
import { asRecord } from "../http/api-request.ts";
import { log } from "../log.ts";
import { ownUser } from "../moderation/own-user.ts";
import { checkUserId, loadUser, touchLastActive, upsertConnectingUser } from "../users/user-store.ts";
import type { Connection } from "./connection-hub.ts";
import { sendToUserAudience } from "./user-audience.ts";
import { stopWatching } from "./watching.ts";

/** Close code for our own shutdown: anything but 1000, which the SDK takes as "do not reconnect". */
export const CLOSE_GOING_AWAY = 1001;

function parseConnectParams(request: IncomingMessage) {
  const url = new URL(request.url ?? "/", "http://emulator.invalid");
  let details: Record<string, unknown> = {};
  try {
    details = asRecord(JSON.parse(url.searchParams.get("json") ?? "{}"));
  } catch {
    throw new StreamError(ErrorCode.input, 400, "json query parameter is not valid JSON");
  }
  return { url, details };
}

async function announcePresence(ctx: EmulatorContext, userId: string) {
  await touchLastActive(ctx, userId);
  const user = await loadUser(ctx, userId);
  await sendToUserAudience(ctx, userId, { type: "user.presence.changed", user, created_at: iso(nextTimestamp()) });
}

function healthCheck(connectionId: string) {
  return { type: "health.check", connection_id: connectionId, cid: "*", created_at: iso(nextTimestamp()) };
}

/** The SDK's pings are JSON arrays of health.check events; any of them gets one answer. */
function isPing(data: string) {
  try {
    const value: unknown = JSON.parse(data);
    return (Array.isArray(value) ? value : [value]).some((event) => asRecord(event).type === "health.check");
  } catch {
    return false;
  }
}

/** Checked just before the connection is registered, with no await in between, so two connects cannot both slip in. */
function requireConnectionRoom(ctx: EmulatorContext, userId: string) {
  if (ctx.hub.ofUser(userId).length >= ctx.limits.maxConnectionsPerUser) {
    throw new StreamError(ErrorCode.tooManyConnections, 429, `too many connections: user "${userId}" already has ${ctx.limits.maxConnectionsPerUser} open connections`);
  }
}

export async function acceptConnection(ctx: EmulatorContext, socket: WebSocket, request: IncomingMessage) {
  let connection: Connection;
  let me: Awaited<ReturnType<typeof ownUser>>;
  let userId: string | undefined;
  try {
    const { url, details } = parseConnectParams(request);
    checkApiKey(url.searchParams.get("api_key"), ctx.settings);
    const auth = verifyToken(url.searchParams.get("authorization") ?? undefined, ctx.settings);
    const claimedId = details.user_id;
    if (auth.kind !== "user") throw new StreamError(ErrorCode.auth, 401, "JWTAuth error: a server token cannot open a user connection");
    userId = auth.userId;
    if (claimedId !== auth.userId) throw new StreamError(ErrorCode.auth, 401, `JWTAuth error: token is for user "${auth.userId}", not "${String(claimedId)}"`);
    checkUserId(auth.userId);
    await upsertConnectingUser(ctx, auth.userId, asRecord(details.user_details));
    me = await ownUser(ctx, auth.userId);
    requireConnectionRoom(ctx, auth.userId);
    connection = { id: randomUUID(), userId: auth.userId, socket, watching: new Set() };
  } catch (error) {
    const streamError = error instanceof StreamError ? error : new StreamError(ErrorCode.internal, 500, "could not open the connection");
    if (!(error instanceof StreamError)) log("error", "connect failed", { userId, error });
    ctx.log.write("ws.refused", { user_id: userId ?? null, error_code: streamError.code });
    // The SDK reads the first frame; an error there fails connectUser, and 1000 stops retries.
    socket.send(JSON.stringify({ error: errorBody(streamError, "0ms") }));
    socket.close(1000, streamError.code === ErrorCode.tooManyConnections ? "too many connections" : "authentication failed");
    return;
  }

  if (socket.readyState !== socket.OPEN) return;
  const wasOnline = ctx.hub.isOnline(connection.userId);
  // The SDK takes the first frame for the answer to connectUser (its connection id): it goes out
  // as the connection joins the hub, with no await in between for another event to come first.
  ctx.hub.add(connection);
  ctx.hub.send(connection, { ...healthCheck(connection.id), me: { ...me, online: true } });
  const connectedAt = performance.now();
  ctx.log.write("ws.connect", { user_id: connection.userId, connection_id: connection.id, connections: ctx.hub.all().length });
  socket.on("message", (data, isBinary) => {
    if (!isBinary && isPing(data.toString())) ctx.hub.send(connection, healthCheck(connection.id));
  });
  socket.on("close", (closeCode) => {
    ctx.hub.remove(connection.id);
    ctx.log.write("ws.disconnect", { user_id: connection.userId, connection_id: connection.id, close_code: closeCode, duration_s: Math.round((performance.now() - connectedAt) / 1000) });
    if (ctx.hub.isShuttingDown) return;
    void (async () => {
      for (const cid of [...connection.watching]) await stopWatching(ctx, connection, cid);
      if (!ctx.hub.isOnline(connection.userId)) await announcePresence(ctx, connection.userId);
    })().catch((error: unknown) => log("error", "disconnect bookkeeping failed", { userId: connection.userId, error }));
  });
  if (!wasOnline) await announcePresence(ctx, connection.userId);
}
