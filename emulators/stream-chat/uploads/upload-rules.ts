import type { UploadConfig } from "../app-settings/app-settings-store.ts";
import { inputError, payloadTooBig } from "../errors.ts";

/** What Stream (and the SDK's own check) uses when size_limit is 0 or null. */
export const DEFAULT_UPLOAD_SIZE_LIMIT_BYTES = 100 * 1024 * 1024;

export type UploadKind = "file" | "image";

export type UploadedFile = { name: string; mimeType: string; size: number };

export const sizeLimitOf = (config: UploadConfig) => config.size_limit || DEFAULT_UPLOAD_SIZE_LIMIT_BYTES;

// Matched like the SDK's attachment manager: extensions by a case-insensitive endsWith, mime types whole.
const hasExtension = (fileName: string, extensions: string[]) => extensions.some((extension) => fileName.toLowerCase().endsWith(extension.toLowerCase()));
const hasMimeType = (mimeType: string, mimeTypes: string[]) => mimeTypes.some((type) => type.toLowerCase() === mimeType.toLowerCase());

/**
 * The app's upload config for this kind of upload, applied on the server. Every refusal of the
 * file's type says "file extension": the React client shows "extension not supported" for those.
 */
export function checkUpload(kind: UploadKind, config: UploadConfig, file: UploadedFile) {
  const refuse = (why: string) => inputError(`upload of "${file.name}" (${file.mimeType}) refused: file extension not supported, ${why}`);
  if (kind === "image" && !file.mimeType.toLowerCase().startsWith("image/")) throw refuse("image uploads must be images");
  if (hasExtension(file.name, config.blocked_file_extensions)) throw refuse("the extension is blocked");
  if (config.allowed_file_extensions.length && !hasExtension(file.name, config.allowed_file_extensions)) throw refuse("the extension is not among the allowed ones");
  if (hasMimeType(file.mimeType, config.blocked_mime_types)) throw refuse("the mime type is blocked");
  if (config.allowed_mime_types.length && !hasMimeType(file.mimeType, config.allowed_mime_types)) throw refuse("the mime type is not among the allowed ones");
  const limit = sizeLimitOf(config);
  if (file.size > limit) throw payloadTooBig(`payload too big: "${file.name}" is ${file.size} bytes, over the ${kind} limit of ${limit} bytes`);
}
