import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

/**
 * DELETE /api/users/cv/delete: removes the caller's CV, its stored file and its text (so that
 * candidate search no longer finds them by it), in one transaction. 404 when there is none.
 */
export async function deleteCv(caller: CurrentUser): Promise<{ deleted: true }> {
  return db.$transaction(async (tx) => {
    const cleared = await tx.user.updateMany({
      where: { id: caller.id, cvFileId: { not: null } },
      data: { cvFileId: null, cvFileName: null, cvText: null, cvUploadedAt: null },
    });
    if (cleared.count === 0) throw new AppError("not_found", { message: "There is no CV to delete." });
    await tx.storedFile.deleteMany({ where: { ownerId: caller.id, kind: "CV" } });
    return { deleted: true as const };
  });
}
