import { NextRequest } from "next/server";

import { PEER_ADDRESS_HEADER } from "@/lib/api/client-ip";

/** A route handler as Next calls it. */
export type RouteHandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type ApiAnswer = {
  status: number;
  // The envelope is JSON from the wire; tests read into it freely.
  body: { success: boolean; data?: any; error?: { code: string; message: string; details?: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
};

export type ApiCall = {
  /** JSON (a string is sent as it is). */
  body?: unknown;
  /** A multipart body instead of JSON. */
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  method?: string;
  path?: string;
  /**
   * The Origin header; by default the site's own on a POST, PUT, PATCH or DELETE, as a browser
   * sends it with every change a page of the site makes (lib/security/same-origin.ts). null: none.
   */
  origin?: string | null;
};

const siteOrigin = "http://localhost";

/**
 * Calls a route handler with a real NextRequest, so that the wrapper, the domain code and the
 * database all run for real. `token` becomes a Bearer Authorization header.
 */
export async function callRoute(handler: RouteHandler, { body, form, token, headers = {}, params = {}, method = "POST", path = "/api/test", origin }: ApiCall = {}): Promise<ApiAnswer> {
  const sentOrigin = origin === undefined ? (["GET", "HEAD"].includes(method.toUpperCase()) ? null : siteOrigin) : origin;
  const request = new NextRequest(`${siteOrigin}${path}`, {
    method,
    headers: {
      ...(form ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(sentOrigin !== null ? { origin: sentOrigin } : {}),
      ...headers,
    },
    ...(form ? { body: form } : body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  const isJson = response.headers.get("content-type")?.includes("json") ?? false;
  return { status: response.status, body: text && isJson ? JSON.parse(text) : {}, headers: response.headers };
}

/**
 * The headers of a request whose TCP peer is `peer`, as the app's own server writes them
 * (lib/api/client-ip.ts), with the X-Forwarded-For the peer sent, if any.
 */
export function fromAddress(peer: string, forwardedFor?: string): Record<string, string> {
  return { [PEER_ADDRESS_HEADER]: peer, ...(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }) };
}
