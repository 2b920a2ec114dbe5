import { ApiError, apiUrl } from "@/lib/api/client";
import type { ApiResponse } from "@/lib/api/envelope";
import type { AccountUser } from "@/lib/users/account-user";

/**
 * PUT /api/users/{id}/profilePic with the file in the multipart field "file". The one upload of
 * the app so far; it answers like lib/api/client.ts's apiRequest (data, or a thrown ApiError).
 */
export async function uploadProfilePicture(userId: string, file: File): Promise<AccountUser> {
  const body = new FormData();
  body.append("file", file);
  let response: Response;
  try {
    response = await fetch(apiUrl(`users/${userId}/profilePic`), { method: "PUT", body, credentials: "same-origin", headers: { accept: "application/json" } });
  } catch (error) {
    throw new ApiError("network_error", { status: 0, message: error instanceof Error ? error.message : String(error) });
  }
  const envelope = (await response.json().catch(() => null)) as ApiResponse<AccountUser> | null;
  if (envelope?.success === true && response.ok) return envelope.data;
  if (envelope?.success === false) throw new ApiError(envelope.error.code, { status: response.status, message: envelope.error.message, details: envelope.error.details });
  throw new ApiError(response.status === 413 ? "payload_too_large" : "internal_error", { status: response.status });
}
