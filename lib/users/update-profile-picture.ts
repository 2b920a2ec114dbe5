import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { checkedImage } from "@/lib/files/checked-image";
import type { FileUpload } from "@/lib/files/read-file-upload";
import { PROFILE_PICTURE_MAX_BYTES, storedFileUrl } from "@/lib/files/upload-rules";
import { accountUserSelect, toAccountUser, type AccountUser } from "@/lib/users/account-user";
import { userNotFound } from "@/lib/users/update-profile";

/**
 * PUT /api/users/{id}/profilePic: stores the picture in PostgreSQL (stored_files) and points the
 * profile at it. In one transaction the new file is written, the user row updated (which locks
 * it, so that two uploads at once end with one picture) and the earlier pictures deleted.
 * Only the caller's own profile: any other id is simply not found.
 */
export async function updateProfilePicture(caller: CurrentUser, userId: string, upload: FileUpload): Promise<AccountUser> {
  const owned = { id: userId, AND: [{ id: caller.id }], deletedAt: null };
  if (!(await db.user.findFirst({ where: owned, select: { id: true } }))) throw userNotFound();
  const image = checkedImage(upload, PROFILE_PICTURE_MAX_BYTES);

  return db.$transaction(async (tx) => {
    const file = await tx.storedFile.create({
      data: { ownerId: caller.id, kind: "PROFILE_PICTURE", ...image },
      select: { id: true },
    });
    const updated = await tx.user.updateMany({
      where: owned,
      data: { profilePicUrl: storedFileUrl(file.id) },
    });
    if (updated.count === 0) throw userNotFound();
    await tx.storedFile.deleteMany({ where: { ownerId: caller.id, kind: "PROFILE_PICTURE", id: { not: file.id } } });
    return toAccountUser(await tx.user.findUniqueOrThrow({ where: { id: caller.id }, select: accountUserSelect }));
  });
}
