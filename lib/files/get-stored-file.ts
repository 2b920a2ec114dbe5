import "server-only";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

export type ServedFile = { mimeType: string; byteSize: number; sha256: string; bytes: Uint8Array<ArrayBuffer> };

/** A public stored upload (pictures), or 404 for an unknown id. CVs are private: GET /api/users/{id}/cv serves them. */
export async function getStoredFile(id: string): Promise<ServedFile> {
  const file = await db.storedFile.findFirst({ where: { id, kind: { not: "CV" } }, select: { mimeType: true, byteSize: true, sha256: true, bytes: true } });
  if (!file) throw new AppError("not_found", { message: "No such file." });
  return file;
}

/**
 * GET /api/files/{id}: a stored file never changes (a new picture is a new id), so browsers may
 * keep it for good. The type is the one detected at upload, and nosniff with a sandboxing CSP
 * keeps a browser from reading the bytes as anything else.
 */
export function storedFileResponse(file: ServedFile, ifNoneMatch: string | null): Response {
  const etag = `"${file.sha256}"`;
  const headers = new Headers({
    "cache-control": "public, max-age=31536000, immutable",
    etag,
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
  });
  if (ifNoneMatch === etag) return new Response(null, { status: 304, headers });
  headers.set("content-type", file.mimeType);
  headers.set("content-length", String(file.byteSize));
  return new Response(file.bytes, { status: 200, headers });
}
