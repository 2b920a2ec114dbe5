import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

function cvNotFound(): AppError {
  return new AppError("not_found", { message: "No such CV." });
}

/**
 * GET /api/users/{id}/cv: the CV file, for the candidate and for members of a company with a job
 * the candidate applied to (and has not withdrawn from). Anybody else is told there is none
 * (404), so that nobody learns who has a CV. The rule is in the query's where.
 */
export async function getCvDownload(viewer: CurrentUser | null, userId: string): Promise<Response> {
  if (!viewer) throw cvNotFound();
  const user = await db.user.findFirst({
    where: {
      id: userId,
      deletedAt: null,
      cvFileId: { not: null },
      OR: [
        { id: viewer.id },
        { applications: { some: { withdrawnAt: null, job: { company: { members: { some: { userId: viewer.id } } } } } } },
      ],
    },
    select: { cvFileName: true, cvFile: { select: { mimeType: true, byteSize: true, bytes: true } } },
  });
  if (!user?.cvFile) throw cvNotFound();
  return new Response(user.cvFile.bytes, {
    status: 200,
    headers: {
      "content-type": user.cvFile.mimeType,
      "content-length": String(user.cvFile.byteSize),
      "content-disposition": contentDisposition(user.cvFileName ?? "cv"),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}

/** `attachment` with an ASCII fallback name and the real one in RFC 5987 form (accents, spaces). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize("NFKD").replace(/[^\x20-\x7e]/g, "").replace(/["\\;]/g, "_") || "cv";
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
