/**
 * Spec 5's file checks, for images and other files separately: blocked extensions and mime types,
 * then allowed ones when those lists are not empty. The browser checks them before any upload
 * (components/chat/chat-client-setup.ts), for the spec's texts; the chat service is given the same
 * lists as its app settings (lib/chat/prepare-chat-service.ts) and refuses them too.
 */
export type UploadConfig = {
  allowed_file_extensions: string[];
  blocked_file_extensions: string[];
  allowed_mime_types: string[];
  blocked_mime_types: string[];
  /** Bytes. */
  size_limit: number;
};

/** Spec 9: the default upload limit shown is 100MB. */
export const CHAT_UPLOAD_SIZE_LIMIT_BYTES = 100 * 1024 * 1024;

/** Programs and scripts: nothing a recruiter and a candidate need to send each other. */
const executableExtensions = [".exe", ".msi", ".bat", ".cmd", ".com", ".scr", ".pif", ".cpl", ".dll", ".vbs", ".vbe", ".js", ".jse", ".wsf", ".ps1", ".sh", ".jar", ".apk", ".app", ".dmg"];

export const imageUploadConfig: UploadConfig = {
  allowed_file_extensions: [".jpg", ".jpeg", ".png", ".gif", ".webp", ".heic", ".heif"],
  blocked_file_extensions: [],
  allowed_mime_types: [],
  blocked_mime_types: ["image/svg+xml"],
  size_limit: CHAT_UPLOAD_SIZE_LIMIT_BYTES,
};

export const fileUploadConfig: UploadConfig = {
  allowed_file_extensions: [],
  blocked_file_extensions: executableExtensions,
  allowed_mime_types: [],
  blocked_mime_types: ["application/x-msdownload", "application/x-msdos-program", "application/x-executable", "application/x-sh", "application/vnd.microsoft.portable-executable"],
  size_limit: CHAT_UPLOAD_SIZE_LIMIT_BYTES,
};

export type UploadCheck = { uploadBlocked: false } | { uploadBlocked: true; reason: "allowed_file_extensions" | "blocked_file_extensions" | "allowed_mime_types" | "blocked_mime_types" | "size_limit" };

type FileLike = { name: string; type?: string; size?: number };

const imageExtensions = /\.(jpe?g|png|gif|webp|heic|heif|bmp|svg)$/i;

export function isImageUpload(file: FileLike): boolean {
  return file.type ? file.type.startsWith("image/") : imageExtensions.test(file.name);
}

export function checkUpload(file: FileLike): UploadCheck {
  const config = isImageUpload(file) ? imageUploadConfig : fileUploadConfig;
  const name = file.name.toLowerCase();
  const mime = file.type?.toLowerCase() ?? "";
  if (config.blocked_file_extensions.some((extension) => name.endsWith(extension))) return { uploadBlocked: true, reason: "blocked_file_extensions" };
  if (mime && config.blocked_mime_types.includes(mime)) return { uploadBlocked: true, reason: "blocked_mime_types" };
  if (config.allowed_file_extensions.length > 0 && !config.allowed_file_extensions.some((extension) => name.endsWith(extension))) return { uploadBlocked: true, reason: "allowed_file_extensions" };
  if (config.allowed_mime_types.length > 0 && !config.allowed_mime_types.includes(mime)) return { uploadBlocked: true, reason: "allowed_mime_types" };
  if (file.size && file.size > config.size_limit) return { uploadBlocked: true, reason: "size_limit" };
  return { uploadBlocked: false };
}
