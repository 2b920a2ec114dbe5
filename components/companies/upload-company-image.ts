import { ApiError, apiUrl } from "@/lib/api/client";
import type { ApiResponse } from "@/lib/api/envelope";
import type { CompanyWire } from "@/lib/companies/company-wire";
import type { CompanyImageType } from "@/lib/companies/schemas";

/**
 * POST /api/companies/image-upload?replaceImages=true, multipart (companyId, type, file): the
 * new image takes the old one's place, which is deleted. Answers like lib/api/client.ts's
 * apiRequest: the company's record, or a thrown ApiError.
 */
export async function uploadCompanyImage(companyId: string, type: CompanyImageType, file: File): Promise<CompanyWire> {
  const body = new FormData();
  body.append("companyId", companyId);
  body.append("type", type);
  body.append("file", file);
  let response: Response;
  try {
    response = await fetch(apiUrl("companies/image-upload?replaceImages=true"), { method: "POST", body, credentials: "same-origin", headers: { accept: "application/json" } });
  } catch (error) {
    throw new ApiError("network_error", { status: 0, message: error instanceof Error ? error.message : String(error) });
  }
  const envelope = (await response.json().catch(() => null)) as ApiResponse<CompanyWire> | null;
  if (envelope?.success === true && response.ok) return envelope.data;
  if (envelope?.success === false) throw new ApiError(envelope.error.code, { status: response.status, message: envelope.error.message, details: envelope.error.details });
  throw new ApiError(response.status === 413 ? "payload_too_large" : "internal_error", { status: response.status });
}
