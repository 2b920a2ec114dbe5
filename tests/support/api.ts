import { NextRequest } from "next/server";

/** A route handler as Next calls it. */
export type RouteHandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type ApiAnswer = {
  status: number;
  // The envelope is JSON from the wire; tests read into it freely.
  body: { success: boolean; data?: any; error?: { code: string; message: string; details?: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
};

export type ApiCall = {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  method?: string;
  path?: string;
};

/**
 * Calls a route handler with a real NextRequest, so that the wrapper, the domain code and the
 * database all run for real. `token` becomes a Bearer Authorization header.
 */
export async function callRoute(handler: RouteHandler, { body, token, headers = {}, params = {}, method = "POST", path = "/api/test" }: ApiCall = {}): Promise<ApiAnswer> {
  const request = new NextRequest(`http://localhost${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
}
