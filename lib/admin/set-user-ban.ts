import "server-only";

import { recordAdminAction } from "@/lib/admin/record-admin-action";
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

export type UserBanState = { _id: string; email: string; is_banned: boolean; banned_at: Date | null; banned_reason: string | null; changed: boolean };

/**
 * PUT /api/users/{id}/ban: the account is refused from its next request on (lib/auth/current-user.ts
 * reads banned_at with the user on every request), its public profile leaves the candidates list,
 * pages and sitemap, and its applications stay for the employers' records. The ban also revokes
 * every token issued so far (tokens_valid_after), so an unban later does not revive old sessions:
 * the user logs in again.
 *
 * Administrators cannot be banned, by themselves or by another administrator (403 forbidden,
 * details.reason "administrator"): an administrator account is taken away by changing its role
 * in the database, on purpose, not from the admin area.
 *
 * The change is one conditional UPDATE (only a user not banned yet) and its audit row, in one
 * transaction: two administrators banning at once write one ban and one audit row; the second
 * answers the state with `changed: false`.
 */
export async function banUser(admin: CurrentUser, userId: string, reason: string, now = new Date()): Promise<UserBanState> {
  return db.$transaction((tx) => banUserWithin(tx, admin, userId, reason, now));
}

/** banUser inside a transaction the caller owns (handling a chat report bans in the report's). */
export async function banUserWithin(tx: Prisma.TransactionClient, admin: CurrentUser, userId: string, reason: string, now = new Date()): Promise<UserBanState> {
  const target = await lockTarget(tx, admin, userId);
  let changed = false;
  if (!target.bannedAt) {
    await tx.user.update({ where: { id: userId }, data: { bannedAt: now, bannedReason: reason, tokensValidAfter: now } });
    await recordAdminAction(tx, admin.id, "user_banned", { type: "user", id: userId, label: target.email }, reason);
    changed = true;
  }
  return readState(tx, userId, changed);
}

/** PUT /api/users/{id}/unban: the account may log in again (its old sessions stay revoked). */
export async function unbanUser(admin: CurrentUser, userId: string, reason?: string): Promise<UserBanState> {
  return db.$transaction(async (tx) => {
    const target = await lockTarget(tx, admin, userId);
    let changed = false;
    if (target.bannedAt) {
      await tx.user.update({ where: { id: userId }, data: { bannedAt: null, bannedReason: null } });
      await recordAdminAction(tx, admin.id, "user_unbanned", { type: "user", id: userId, label: target.email }, reason);
      changed = true;
    }
    return readState(tx, userId, changed);
  });
}

/** The target row, locked until the transaction ends so that concurrent bans and unbans queue. */
async function lockTarget(tx: Prisma.TransactionClient, admin: CurrentUser, userId: string) {
  const [row] = await tx.$queryRaw<{ id: string; email: string; role: string; banned_at: Date | null }[]>`
    SELECT id, email::text AS email, role::text AS role, banned_at FROM users WHERE id = ${userId}::uuid AND deleted_at IS NULL FOR UPDATE`;
  if (!row) throw new AppError("not_found", { message: "No such user." });
  if (row.id === admin.id) throw new AppError("forbidden", { message: "You cannot ban or unban yourself.", details: { reason: "self" } });
  if (row.role === "ADMINISTRATOR") throw new AppError("forbidden", { message: "Administrators cannot be banned.", details: { reason: "administrator" } });
  return { email: row.email, bannedAt: row.banned_at };
}

async function readState(tx: Prisma.TransactionClient, userId: string, changed: boolean): Promise<UserBanState> {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, email: true, bannedAt: true, bannedReason: true } });
  return { _id: user.id, email: user.email, is_banned: user.bannedAt !== null, banned_at: user.bannedAt, banned_reason: user.bannedReason, changed };
}
