import "server-only";

import { createHash } from "node:crypto";

import { AppError } from "@/lib/errors";
import { detectImageType, type AcceptedImageType } from "@/lib/files/image-type";
import { payloadTooLarge, type FileUpload } from "@/lib/files/read-file-upload";

/** An uploaded picture that passed the checks, with what a stored_files row keeps of it. */
export type CheckedImage = { mimeType: AcceptedImageType; byteSize: number; sha256: string; bytes: Uint8Array<ArrayBuffer> };

/**
 * The one check of an uploaded picture (profile pictures, company logos and covers): at most
 * `maxBytes` (413 payload_too_large), and a JPEG, PNG or WebP by its first bytes, whatever its
 * name says (422 unsupported_image, naming the `file` field).
 */
export function checkedImage(upload: FileUpload, maxBytes: number): CheckedImage {
  if (upload.bytes.byteLength > maxBytes) throw payloadTooLarge(maxBytes);
  const mimeType = detectImageType(upload.bytes);
  if (!mimeType) {
    throw new AppError("unsupported_image", {
      message: "The file is not a JPEG, PNG or WebP image.",
      details: { fields: [{ path: "file", code: "unsupported_image", message: "The file is not a JPEG, PNG or WebP image." }] },
    });
  }
  return { mimeType, byteSize: upload.bytes.byteLength, sha256: createHash("sha256").update(upload.bytes).digest("hex"), bytes: upload.bytes };
}
