import "server-only";

import { db } from "@/lib/db";
import type { WorkingSide } from "@/lib/generated/prisma/enums";

/** What the profile and account-settings pages show of the signed-in user. */
export type AccountProfile = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profilePicUrl: string | null;
  side: WorkingSide;
  /** False for accounts that only ever signed in with a social provider. */
  hasPassword: boolean;
};

export async function getAccountProfile(userId: string): Promise<AccountProfile | null> {
  const user = await db.user.findFirst({
    where: { id: userId, deletedAt: null },
    select: { id: true, email: true, firstName: true, lastName: true, profilePicUrl: true, loggedAs: true, passwordHash: true },
  });
  if (!user) return null;
  const { loggedAs, passwordHash, ...rest } = user;
  return { ...rest, side: loggedAs, hasPassword: passwordHash !== null };
}
