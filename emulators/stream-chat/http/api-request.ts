import type { IncomingHttpHeaders } from "node:http";

import type { Auth } from "../auth.ts";
import { inputError } from "../errors.ts";

export type ApiRequest = {
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
  auth: Auth;
  /** Ties REST watches to a socket; absent on server-side calls. */
  connectionId: string | undefined;
  /** `http://host:port` as the caller reached us, for absolute upload URLs. */
  origin: string;
};

/** A response that is not JSON (file downloads). */
export type RawResponse = { kind: "raw"; status: number; headers: Record<string, string>; body: Buffer };

export type Route = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  handler: (request: ApiRequest) => Promise<Record<string, unknown> | RawResponse>;
  isPublic?: boolean;
  /** The path itself grants access (public upload URLs): logs show the route's pattern instead. */
  isPathSecret?: boolean;
  /** The most this route reads of a body (uploads); others get the JSON limit. */
  bodyLimitBytes?: () => Promise<number>;
};

/** GET calls carry objects JSON-encoded in one query parameter (`payload=`, `sort=`). */
export function jsonParam(request: ApiRequest, name: string): unknown {
  const value = request.query.get(name);
  if (value === null) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw inputError(`${name} is not valid JSON`);
  }
}

export function numberParam(value: unknown, fallback: number): number {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : fallback;
}

export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export const asString = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);
