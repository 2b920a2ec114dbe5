import "server-only";

import { z } from "zod";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

export type ServedFile = { mimeType: string; byteSize: number; sha256: string; bytes: Uint8Array<ArrayBuffer> };

const fileId = z.uuid();

/** GET /api/files/{id}: a stored upload, or 404 for an id that is unknown or not an id at all. */
export async function getStoredFile(id: string): Promise<ServedFile> {
  const file = fileId.safeParse(id).success
    ? await db.storedFile.findUnique({ where: { id }, select: { mimeType: true, byteSize: true, sha256: true, bytes: true } })
    : null;
  if (!file) throw new AppError("not_found", { message: "No such file." });
  return file;
}
