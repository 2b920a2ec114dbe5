import "server-only";

import { readBodyBytes } from "@/lib/api/read-body";
import { AppError } from "@/lib/errors";
import { MULTIPART_OVERHEAD_BYTES } from "@/lib/files/upload-rules";

export type FileUpload = {
  bytes: Uint8Array<ArrayBuffer>;
  filename: string;
  /** The other text fields of the form (a company upload names its company and image type). */
  fields: Record<string, string>;
};

export function payloadTooLarge(maxBytes: number): AppError {
  return new AppError("payload_too_large", {
    message: `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`,
    details: { maxBytes, fields: [{ path: "file", code: "too_big", message: "The file is too large." }] },
  });
}

function missingFile(field: string): AppError {
  return new AppError("validation_failed", {
    message: `Send the file as multipart/form-data in the field "${field}".`,
    details: { fields: [{ path: field, code: "required", message: "This field is required" }] },
  });
}

/**
 * Reads one file from a multipart/form-data request without ever holding more than the limit:
 * a declared Content-Length over it is refused before a byte is read (413 payload_too_large),
 * and a body without one (chunked) is cut off as soon as it passes the limit.
 */
export async function readFileUpload(request: Request, { field = "file", maxFileBytes }: { field?: string; maxFileBytes: number }): Promise<FileUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw missingFile(field);

  const body = await readBodyBytes(request, maxFileBytes + MULTIPART_OVERHEAD_BYTES, () => payloadTooLarge(maxFileBytes));
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("bad_request", { message: "The multipart body could not be read." });
  }
  const file = form.get(field);
  if (!(file instanceof Blob) || file.size === 0) throw missingFile(field);
  if (file.size > maxFileBytes) throw payloadTooLarge(maxFileBytes);
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (name !== field && typeof value === "string") fields[name] = value;
  return { bytes: new Uint8Array(await file.arrayBuffer()), filename: file instanceof File ? file.name : "", fields };
}
