import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { userNotFound } from "@/lib/users/update-profile";

/** The address a deleted account is given: unique, and in a domain that can never receive mail (RFC 2606). */
export function deletedAccountEmail(userId: string): string {
  return `deleted+${userId}@deleted.invalid`;
}

/**
 * POST /api/users/profile/delete-account {deleteReason}: a soft delete. The row stays (with its
 * applications, jobs and payments, which the law may require us to keep) and keeps its address
 * in deleted_email, but gives up what would let anyone use it: the e-mail (free again for a new
 * sign-up), the password, the social identities (a new social sign-in makes a new account), the
 * pictures, and every session and pending code. Login is refused from then on.
 */
export async function deleteAccount(caller: CurrentUser, { deleteReason }: { deleteReason: string }): Promise<{ deleted: true }> {
  const now = new Date();
  await db.$transaction(async (tx) => {
    // Locks the row: an e-mail change committing meanwhile must not leave its address unrecorded.
    const [user] = await tx.$queryRaw<{ email: string }[]>`SELECT email FROM users WHERE id = ${caller.id}::uuid AND deleted_at IS NULL FOR UPDATE`;
    if (!user) throw userNotFound();
    await tx.user.update({
      where: { id: caller.id },
      data: {
        deletedAt: now,
        deleteReason,
        deletedEmail: user.email,
        email: deletedAccountEmail(caller.id),
        passwordHash: null,
        facebookId: null,
        googleId: null,
        linkedinId: null,
        profilePicUrl: null,
        tokensValidAfter: now,
      },
      select: { id: true },
    });
    await tx.storedFile.deleteMany({ where: { ownerId: caller.id } });
    await tx.verificationCode.updateMany({ where: { userId: caller.id, consumedAt: null }, data: { consumedAt: now } });
    await tx.passwordResetToken.updateMany({ where: { userId: caller.id, usedAt: null }, data: { usedAt: now } });
  });
  return { deleted: true };
}
