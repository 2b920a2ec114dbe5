import type { IncomingMessage, ServerResponse } from "node:http";

import { checkApiKey, verifyToken, type AuthSettings } from "../auth.ts";
import { ErrorCode, StreamError, errorBody, notFound } from "../errors.ts";
import { log, requestIdOf } from "../log.ts";
import type { EmulatorLog } from "../operations/emulator-log.ts";
import type { ApiRequest, RawResponse, Route } from "./api-request.ts";
import { drainAfterRefusal, readBodyWithin } from "./request-body.ts";

const corsHeaders = (request: IncomingMessage) => ({
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
  "access-control-allow-headers":
    request.headers["access-control-request-headers"] ?? "authorization, content-type, stream-auth-type, x-stream-client, x-client-request-id",
  "access-control-max-age": "86400",
});

type CompiledRoute = Route & { segments: string[] };

function matchRoute(routes: CompiledRoute[], method: string, path: string) {
  const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  for (const route of routes) {
    if (route.method !== method || route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const isMatch = route.segments.every((segment, index) => {
      const part = parts[index] as string;
      if (segment.startsWith(":")) params[segment.slice(1)] = part;
      return segment.startsWith(":") || segment === part;
    });
    if (isMatch) return { route, params };
  }
  return undefined;
}

function parseJsonBody(raw: Buffer, contentType: string | undefined): Record<string, unknown> {
  if (raw.length === 0 || !contentType?.includes("json")) return {};
  try {
    const value: unknown = JSON.parse(raw.toString("utf8"));
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    throw new StreamError(ErrorCode.input, 400, "request body is not valid JSON");
  }
}

function queryWithoutApiKey(url: URL) {
  const query = new URLSearchParams(url.searchParams);
  query.delete("api_key");
  return query.size ? `?${query.toString()}` : "";
}

const isRaw = (value: object): value is RawResponse => (value as RawResponse).kind === "raw";

export type ListenerOptions = {
  auth: AuthSettings;
  /** The body limit of routes that take JSON; upload routes set their own. */
  maxJsonBodyBytes: number;
  log: EmulatorLog;
  /** Also print every request with its query and body (never its headers, which carry the token). */
  logRequests: boolean;
};

export function createRequestListener(routes: Route[], options: ListenerOptions) {
  const compiled = routes.map((route) => ({ ...route, segments: route.path.split("/").filter(Boolean) }));

  return async (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    const requestId = requestIdOf(request);
    response.setHeader("x-request-id", requestId);
    const duration = () => `${(performance.now() - started).toFixed(2)}ms`;
    const cors = corsHeaders(request);
    const url = new URL(request.url ?? "/", "http://emulator.invalid");
    let auth: ApiRequest["auth"] | undefined;
    let loggedPath = url.pathname;
    let errorCode: number | undefined;
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { ...cors, "content-type": "application/json; charset=utf-8" });
      response.end(JSON.stringify(body));
    };
    // "close" rather than "finish": a request whose client went away is logged too, as aborted.
    response.once("close", () => {
      // The path only: the query carries the api key, and the token is in a header we never log.
      options.log.write("request", {
        requestId,
        method: request.method,
        path: loggedPath,
        status: response.statusCode,
        ms: Number((performance.now() - started).toFixed(1)),
        user_id: auth?.kind === "user" ? auth.userId : null,
        ...(auth?.kind === "server" && { server_side: true }),
        ...(errorCode !== undefined && { error_code: errorCode }),
        ...(!response.writableFinished && { aborted: true }),
      });
    });

    if (request.method === "OPTIONS") {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    try {
      const match = matchRoute(compiled, request.method ?? "GET", url.pathname);
      if (!match) throw notFound(`${request.method} ${url.pathname} is not supported by the Stream Chat emulator`);
      if (match.route.isPathSecret) loggedPath = match.route.path;
      if (!match.route.isPublic) {
        checkApiKey(url.searchParams.get("api_key"), options.auth);
        auth = verifyToken(request.headers.authorization?.replace(/^Bearer /, ""), options.auth);
      }
      // Authenticated first, so that nobody without a token can make us read a body.
      const bodyLimit = match.route.bodyLimitBytes ? await match.route.bodyLimitBytes() : options.maxJsonBodyBytes;
      const rawBody = await readBodyWithin(request, bodyLimit);
      const apiRequest: ApiRequest = {
        params: match.params,
        query: url.searchParams,
        body: parseJsonBody(rawBody, request.headers["content-type"]),
        rawBody,
        headers: request.headers,
        // Public routes read nothing that belongs to a user; they run with no one's rights checked.
        auth: auth ?? { kind: "server" },
        connectionId: url.searchParams.get("connection_id") ?? undefined,
        origin: `http://${request.headers.host ?? "localhost"}`,
      };
      if (options.logRequests) log("info", "request body", { requestId, method: request.method, path: `${loggedPath}${queryWithoutApiKey(url)}`, body: rawBody.length < 2000 ? rawBody.toString("utf8") : `(${rawBody.length} bytes)` });
      const result = await match.route.handler(apiRequest);
      if (isRaw(result)) {
        response.writeHead(result.status, { ...cors, ...result.headers });
        response.end(result.body);
        return;
      }
      send(200, { ...result, duration: duration() });
    } catch (error) {
      if (error instanceof StreamError) {
        errorCode = error.code;
        if (options.logRequests) log("info", "request refused", { requestId, method: request.method, path: loggedPath, status: error.status, error: error.message });
        if (error.code === ErrorCode.payloadTooBig) await drainAfterRefusal(request, response);
        send(error.status, errorBody(error, duration()));
        return;
      }
      errorCode = ErrorCode.internal;
      log("error", "request failed", { requestId, method: request.method, path: loggedPath, error });
      send(500, errorBody(new StreamError(ErrorCode.internal, 500, "internal error in the Stream Chat emulator"), duration()));
    }
  };
}
