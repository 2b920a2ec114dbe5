import "server-only";

import { acceptCompanyInvitations } from "@/lib/companies/accept-company-invitations";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { accountUserSelect, pickAccountUser, type AccountUserRecord } from "@/lib/users/account-user";

export const socialProviders = ["google", "linkedin", "facebook", "oidc"] as const;
export type SocialProvider = (typeof socialProviders)[number];

/** What a provider vouches for about the person signing in. */
export type SocialIdentity = {
  provider: SocialProvider;
  /** The provider's stable id for the person (OIDC `sub`). */
  providerAccountId: string;
  email: string | null;
  /** Whether the provider has confirmed that the person owns `email`. */
  emailVerified: boolean;
  firstName?: string | null;
  lastName?: string | null;
  picture?: string | null;
};

/** The users column holding each provider's id. The generic OIDC provider has none: it links by e-mail. */
const idColumn = { google: "googleId", linkedin: "linkedinId", facebook: "facebookId", oidc: null } as const;

const select = { ...accountUserSelect, bannedAt: true, deletedAt: true, googleId: true, linkedinId: true, facebookId: true } as const;
type LinkedRow = Prisma.UserGetPayload<{ select: typeof select }>;

function refused(message: string, reason: string): AppError {
  return new AppError("invalid_social_token", { message, details: { reason } });
}

/**
 * Finds the account for a social sign-in, linking or creating it: first by the provider's id,
 * then by an e-mail the provider has verified (and the provider's id is recorded on the account),
 * else a new candidate account with that e-mail, verified, and no password. An e-mail the
 * provider has not verified is never used to link or create, or anyone could claim anyone's
 * account. Banned accounts get 403 account_banned; deleted ones are refused.
 */
export async function signInWithSocialIdentity(identity: SocialIdentity): Promise<AccountUserRecord> {
  let user = await findLinked(identity);
  if (!user) user = await createFromIdentity(identity);
  if (user.deletedAt) throw refused("This account has been deleted.", "account_deleted");
  if (user.bannedAt) throw new AppError("account_banned", { message: "This account has been banned." });
  return pickAccountUser(user);
}

async function findLinked(identity: SocialIdentity): Promise<LinkedRow | null> {
  const column = idColumn[identity.provider];
  if (column) {
    const byId = await db.user.findFirst({ where: { [column]: identity.providerAccountId }, select });
    if (byId) return byId;
  }
  if (!identity.email || !identity.emailVerified) return null;
  const byEmail = await db.user.findUnique({ where: { email: identity.email }, select });
  if (!byEmail || !column) return byEmail;
  const linkedId = byEmail[column];
  if (linkedId && linkedId !== identity.providerAccountId) {
    throw refused("This e-mail belongs to an account linked to another profile of this provider.", "linked_elsewhere");
  }
  if (!linkedId) {
    await db.user.updateMany({ where: { id: byEmail.id, [column]: null }, data: { [column]: identity.providerAccountId } });
  }
  return byEmail;
}

async function createFromIdentity(identity: SocialIdentity): Promise<LinkedRow> {
  if (!identity.email || !identity.emailVerified) {
    throw refused("The provider did not confirm an e-mail address for this account.", "email_not_verified");
  }
  const column = idColumn[identity.provider];
  try {
    const email = identity.email.toLowerCase();
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email,
          emailVerifiedAt: new Date(),
          verificationType: "EMAIL",
          firstName: identity.firstName?.slice(0, 80) || null,
          lastName: identity.lastName?.slice(0, 80) || null,
          profilePicUrl: identity.picture || null,
          ...(column ? { [column]: identity.providerAccountId } : {}),
        },
        select,
      });
      // The provider confirmed the address: companies that invited it get their colleague.
      await acceptCompanyInvitations(tx, { userId: user.id, email, proof: "verified" });
      return user;
    });
  } catch (error) {
    // The same person signing in twice at once: the other request created the account.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const existing = await findLinked(identity);
      if (existing) return existing;
    }
    throw error;
  }
}
