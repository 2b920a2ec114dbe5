import type { IncomingMessage, ServerResponse } from "node:http";

import type { AppState } from "./apps.ts";
import { describeChannel, listChannels, listChannelUsers } from "./channel-queries.ts";
import type { EmulatorContext } from "./context.ts";
import { ApiError, parseJsonObject, readBody, sendJson, sendText } from "./http-io.ts";
import { log, requestIdOf } from "./log.ts";
import { CloseCode } from "./protocol.ts";
import { refusalOfSignedRequest } from "./signed-request.ts";
import { triggerBatch, triggerEvent } from "./trigger-events.ts";

const MAX_BODY_BYTES = 100 * 1024;
const APP_ROUTE = /^\/apps\/([^/]+)(\/.*)$/;
const HEALTH_PATHS = new Set(["/", "/health", "/healthz"]);

type ApiRequest = { method: string; route: string; query: URLSearchParams; body: Buffer };

/** The REST API the `pusher` package calls, and a readiness check. */
export function createHttpApi(context: EmulatorContext) {
  return async function handleHttpRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestId = requestIdOf(request);
    const started = performance.now();
    const target = request.url ?? "/";
    const queryStart = target.indexOf("?");
    const path = queryStart < 0 ? target : target.slice(0, queryStart);
    const rawQuery = queryStart < 0 ? "" : target.slice(queryStart + 1);
    const method = (request.method ?? "GET").toUpperCase();
    response.setHeader("x-request-id", requestId);
    // The path only: the query carries the key and the signature.
    response.once("close", () => log("debug", "request", { requestId, method, path, status: response.statusCode, durationMs: Math.round(performance.now() - started) }));
    try {
      if (method === "GET" && HEALTH_PATHS.has(path)) return sendJson(response, 200, health(context));
      const match = APP_ROUTE.exec(path);
      if (!match) throw new ApiError(404, `Not found: ${path}`);
      const state = context.apps.byId(decodeURIComponent(match[1] as string));
      if (!state) throw new ApiError(404, `Unknown app id ${match[1]}`);
      const body = await readBody(request, MAX_BODY_BYTES);
      const refusal = refusalOfSignedRequest(state.app, { method, path, rawQuery, body });
      if (refusal) throw new ApiError(401, refusal);
      const result = route(context, state, { method, route: match[2] as string, query: new URLSearchParams(rawQuery), body });
      sendJson(response, 200, result);
    } catch (error) {
      if (error instanceof ApiError) return sendText(response, error.status, error.message);
      log("error", "unexpected error in the HTTP API", { requestId, method, path, error });
      sendText(response, 500, "Internal error");
    }
  };
}

function route(context: EmulatorContext, state: AppState, { method, route, query, body }: ApiRequest): object {
  const channelRoute = /^\/channels\/([^/]+)(\/users)?$/.exec(route);
  const terminateRoute = /^\/users\/([^/]+)\/terminate_connections$/.exec(route);
  if (method === "POST" && route === "/events") return triggerEvent(state, parseJsonObject(body), context.eventLog);
  if (method === "POST" && route === "/batch_events") return triggerBatch(state, parseJsonObject(body), context.eventLog);
  if (method === "GET" && route === "/channels") return listChannels(state, query);
  if (method === "GET" && channelRoute) {
    const channel = decodeURIComponent(channelRoute[1] as string);
    return channelRoute[2] ? listChannelUsers(state, channel) : describeChannel(state, channel, query);
  }
  if (method === "POST" && terminateRoute) return terminateUserConnections(state, decodeURIComponent(terminateRoute[1] as string));
  throw new ApiError(404, `Not found: ${method} /apps/${state.app.id}${route}`);
}

/** A terminated user must not come straight back: 4009 makes pusher-js give up rather than reconnect. */
function terminateUserConnections(state: AppState, userId: string): object {
  for (const connection of state.connections.values()) {
    if (connection.userId === userId) connection.close(CloseCode.unauthorized, "Connections terminated by the app");
  }
  return {};
}

function health(context: EmulatorContext): object {
  const connections = context.apps.all().reduce((total, state) => total + state.connections.size, 0);
  return { ok: true, apps: context.apps.all().length, connections };
}
