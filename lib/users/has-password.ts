import "server-only";

import { db } from "@/lib/db";

/** False for accounts that only ever signed in with a social provider: they have no password to change. */
export async function hasPassword(userId: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return user?.passwordHash != null;
}
