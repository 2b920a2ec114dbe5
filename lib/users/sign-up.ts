import "server-only";

import { defaultLocale } from "@/i18n/config";
import { sendEmailConfirmation } from "@/lib/auth/email-confirmation";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { acceptCompanyInvitations } from "@/lib/companies/accept-company-invitations";
import { AppError, isAppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { WorkingSide } from "@/lib/generated/prisma/enums";
import { reportAffiliateSignUp } from "@/lib/referrals/affiliate-service";
import { attributeSignUp } from "@/lib/referrals/attribute-sign-up";
import { accountUserSelect, toAccountUser, type AccountUser } from "@/lib/users/account-user";
import type { SignUpInput } from "@/lib/users/schemas";
import { sideFromWire } from "@/lib/users/wire";
import { logger } from "@/lib/observability/logger";

/** logged_as wins, then a side sent as `role`, then is_employer; a new user is a candidate otherwise. */
export function signUpSide({ logged_as, role, is_employer }: Pick<SignUpInput, "logged_as" | "role" | "is_employer">): WorkingSide {
  if (logged_as) return sideFromWire(logged_as);
  if (role === "employer" || role === "candidate") return sideFromWire(role);
  return is_employer ? "EMPLOYER" : "CANDIDATE";
}

/**
 * POST /api/users. The unique index on the e-mail (citext: case does not matter) decides a
 * duplicate, whatever the timing: two sign-ups at once make one user and one 409 email_taken.
 * Company invitations to this address are accepted in the same transaction when the sign-up
 * carries an invitation's token (lib/companies/accept-company-invitations.ts), and so is the
 * referral the sign-up link carried (fpr; lib/referrals/attribute-sign-up.ts): a refused referral
 * (one's own code) is dropped, it never fails the sign-up. The affiliate service hears of the
 * sign-up after the commit, without being waited for.
 * Then it mails the confirmation link; the account exists by then, so a mail failure is logged
 * rather than answered (a retry would only meet email_taken).
 */
export async function signUp(input: SignUpInput): Promise<AccountUser> {
  const side = signUpSide(input);
  const passwordHash = await hashPassword(input.password);
  let user;
  try {
    user = await db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          email: input.email,
          passwordHash,
          role: "USER",
          loggedAs: side,
          isEmployer: input.is_employer === true || side === "EMPLOYER",
          firstName: input.first_name ?? null,
          lastName: input.last_name ?? null,
          locale: input.locale ?? defaultLocale,
        },
        select: accountUserSelect,
      });
      if (input.invitation_token) await acceptCompanyInvitations(tx, { userId: created.id, email: created.email, proof: { token: input.invitation_token } });
      if (input.fpr) await attributeReferral(tx, created.id, created.email, input.fpr);
      return created;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("email_taken", { message: "An account with this e-mail already exists.", details: { field: "email" } });
    }
    throw error;
  }
  reportAffiliateSignUp({ email: user.email, userId: user.id, referralCode: input.fpr ?? null });
  try {
    await sendEmailConfirmation(user);
  } catch (error) {
    logger.error("could not send the e-mail confirmation", { userId: user.id, error: String(error) });
  }
  return toAccountUser(user);
}

/** A refused referral leaves the sign-up as it is; the savepoint keeps a failed insert from aborting the transaction. */
async function attributeReferral(tx: Prisma.TransactionClient, userId: string, email: string, code: string): Promise<void> {
  await tx.$executeRaw`SAVEPOINT referral`;
  try {
    await attributeSignUp(tx, { userId, email, code });
    await tx.$executeRaw`RELEASE SAVEPOINT referral`;
  } catch (error) {
    if (!isAppError(error)) throw error;
    await tx.$executeRaw`ROLLBACK TO SAVEPOINT referral`;
  }
}
