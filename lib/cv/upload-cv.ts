import "server-only";

import { createHash } from "node:crypto";

import type { CurrentUser } from "@/lib/auth/current-user";
import { cvDownloadUrl, type StoredCvWire } from "@/lib/cv/cv-wire";
import { readCv } from "@/lib/cv/read-cv";
import { cvReadingWire } from "@/lib/cv/test-cv";
import { db } from "@/lib/db";
import type { FileUpload } from "@/lib/files/read-file-upload";
import { userNotFound } from "@/lib/users/update-profile";

/**
 * POST /api/users/upload-cv: the caller's CV, checked and read as test-cv does, then in one
 * transaction stored (stored_files, kind CV), pointed at by the profile with its name and text
 * (which candidate search indexes), and the CV it replaces deleted. Updating the user row locks
 * it, so two uploads at once end with one CV and no orphaned file.
 */
export async function uploadCv(caller: CurrentUser, upload: FileUpload): Promise<StoredCvWire> {
  const cv = readCv(upload.bytes);
  const reading = await cvReadingWire(upload.filename, cv);
  const now = new Date();
  await db.$transaction(async (tx) => {
    const file = await tx.storedFile.create({
      data: {
        ownerId: caller.id,
        kind: "CV",
        mimeType: cv.mimeType,
        byteSize: upload.bytes.byteLength,
        sha256: createHash("sha256").update(upload.bytes).digest("hex"),
        bytes: upload.bytes,
      },
      select: { id: true },
    });
    const updated = await tx.user.updateMany({
      where: { id: caller.id, deletedAt: null },
      data: { cvFileId: file.id, cvFileName: reading.file_name, cvText: cv.text, cvUploadedAt: now },
    });
    if (updated.count === 0) throw userNotFound();
    await tx.storedFile.deleteMany({ where: { ownerId: caller.id, kind: "CV", id: { not: file.id } } });
  });
  return { ...reading, uploaded_at: now.toISOString(), download_url: cvDownloadUrl(caller.id) };
}
