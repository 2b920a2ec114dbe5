import type { ApiResponse } from "@/lib/api/envelope";
import type { ErrorCode, ErrorDetails } from "@/lib/errors";

/** The server's error codes, plus the one the browser adds when no answer arrives at all. */
export type ApiErrorCode = ErrorCode | "network_error";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A failed API call: the envelope's error, with the HTTP status (0 when the request never got an answer). */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly details?: ErrorDetails;

  constructor(code: ApiErrorCode, { message, status, details }: { message?: string; status: number; details?: ErrorDetails }) {
    super(message ?? code);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Fired on `window` when the API refuses the caller's session (401 unauthorized, or 403
 * account_banned: detail.code says which), so that the
 * session watcher (components/auth/session-watch.tsx) can end a session that has expired.
 */
export const SESSION_REFUSED_EVENT = "remote-jobs:session-refused";

/** "users", "/users" and "/api/users" all name POST /api/users: paths are relative to the API (spec section 7). */
export function apiUrl(path: string): string {
  const trimmed = path.replace(/^\/+/, "");
  return trimmed.startsWith("api/") ? `/${trimmed}` : `/api/${trimmed}`;
}

/**
 * The one way the browser calls the REST API: JSON in, the envelope's `data` out. Any failure,
 * including a network error or an answer that is not an envelope, is thrown as an ApiError whose
 * code the UI translates (messages: "Errors").
 */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown, { signal }: { signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError("network_error", { status: 0, message: error instanceof Error ? error.message : String(error) });
  }

  let envelope: ApiResponse<T> | null = null;
  try {
    envelope = (await response.json()) as ApiResponse<T>;
  } catch {
    envelope = null;
  }
  if (envelope && envelope.success === true && response.ok) return envelope.data;

  const failure = envelope && envelope.success === false ? envelope.error : null;
  const error = failure
    ? new ApiError(failure.code, { status: response.status, message: failure.message, details: failure.details })
    : new ApiError(response.status === 503 ? "service_unavailable" : "internal_error", { status: response.status });
  if ((error.code === "unauthorized" || error.code === "account_banned") && typeof window !== "undefined") {
    window.dispatchEvent(new CustomEvent(SESSION_REFUSED_EVENT, { detail: { path, code: error.code, reason: error.details?.reason } }));
  }
  throw error;
}
