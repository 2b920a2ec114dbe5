import type { IncomingMessage, ServerResponse } from "node:http";

import { checkApiKey, verifyToken, type AuthSettings } from "../auth.ts";
import { ErrorCode, StreamError, errorBody, notFound } from "../errors.ts";
import type { ApiRequest, RawResponse, Route } from "./api-request.ts";

const MAX_BODY_BYTES = 110 * 1024 * 1024;

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

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new StreamError(22, 413, "payload too big");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
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

const isRaw = (value: object): value is RawResponse => (value as RawResponse).kind === "raw";

export function createRequestListener(routes: Route[], settings: AuthSettings, logRequests: boolean) {
  const compiled = routes.map((route) => ({ ...route, segments: route.path.split("/").filter(Boolean) }));

  return async (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    const duration = () => `${(performance.now() - started).toFixed(2)}ms`;
    const cors = corsHeaders(request);
    const url = new URL(request.url ?? "/", "http://emulator.invalid");
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { ...cors, "content-type": "application/json; charset=utf-8" });
      response.end(JSON.stringify(body));
    };

    if (request.method === "OPTIONS") {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    try {
      const match = matchRoute(compiled, request.method ?? "GET", url.pathname);
      if (!match) throw notFound(`${request.method} ${url.pathname} is not supported by the Stream Chat emulator`);
      const rawBody = await readBody(request);
      let auth: ApiRequest["auth"] = { kind: "server" };
      if (!match.route.isPublic) {
        checkApiKey(url.searchParams.get("api_key"), settings);
        auth = verifyToken(request.headers.authorization?.replace(/^Bearer /, ""), settings);
      }
      const apiRequest: ApiRequest = {
        params: match.params,
        query: url.searchParams,
        body: parseJsonBody(rawBody, request.headers["content-type"]),
        rawBody,
        headers: request.headers,
        auth,
        connectionId: url.searchParams.get("connection_id") ?? undefined,
        origin: `http://${request.headers.host ?? "localhost"}`,
      };
      if (logRequests) console.log(`[stream-chat emulator] ${request.method} ${url.pathname}${url.search} ${rawBody.length < 2000 ? rawBody.toString("utf8") : `(${rawBody.length} bytes)`}`);
      const result = await match.route.handler(apiRequest);
      if (isRaw(result)) {
        response.writeHead(result.status, { ...cors, ...result.headers });
        response.end(result.body);
        return;
      }
      send(200, { ...result, duration: duration() });
    } catch (error) {
      if (error instanceof StreamError) {
        if (logRequests) console.log(`[stream-chat emulator] ${request.method} ${url.pathname} -> ${error.status} ${error.message}`);
        send(error.status, errorBody(error, duration()));
        return;
      }
      console.error(`[stream-chat emulator] ${request.method} ${url.pathname} failed`, error);
      send(500, errorBody(new StreamError(ErrorCode.internal, 500, "internal error in the Stream Chat emulator"), duration()));
    }
  };
}
