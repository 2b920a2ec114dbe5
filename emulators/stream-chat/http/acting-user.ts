import { inputError } from "../errors.ts";
import { asString, type ApiRequest } from "./api-request.ts";

/**
 * Who performs a request: the token's user, or with a server token the user named in the body
 * (user_id, message.user_id, created_by_id, ... as the server SDK sends them), or nobody.
 */
export function actingUserId(request: ApiRequest, ...candidates: unknown[]): string | null {
  if (request.auth.kind === "user") return request.auth.userId;
  for (const candidate of [...candidates, request.body.user_id, request.query.get("user_id")]) {
    const id = asString(candidate);
    if (id) return id;
  }
  return null;
}

export function requireActingUser(request: ApiRequest, ...candidates: unknown[]): string {
  const id = actingUserId(request, ...candidates);
  if (!id) throw inputError("a user_id is required when using server-side authentication");
  return id;
}

/** Server-side calls skip permission checks, as on Stream; null tells requireCapability so. */
export const permissionSubject = (request: ApiRequest, userId: string | null) => (request.auth.kind === "server" ? null : userId);
