import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { reportAffiliateSignUp } from "@/lib/referrals/affiliate-service";
import { normalizeReferralCode } from "@/lib/referrals/referral-code";
import type { TrackSignUpInput } from "@/lib/referrals/schemas";

/** A sign-up is attributed in its first week; later, a code is no longer what brought the account. */
export const ATTRIBUTION_WINDOW_DAYS = 7;

export type Attribution = { attributed: boolean; referrer_id: string | null };

/**
 * Records that the user signed up through the referral code `code`: the referrer's invitation to
 * this address (if they sent one) is marked joined, or a row is made for a link passed on by hand.
 * Refused: one's own code (self_referral), and a second attribution (already_attributed; the
 * unique index on referred_user_id decides, whatever the timing). A code nobody has is not a
 * referral (attributed: false); it may still be an affiliate tracking id.
 */
export async function attributeSignUp(
  tx: Prisma.TransactionClient,
  { userId, email, code, trackingId }: { userId: string; email: string; code: string; trackingId?: string | null },
  now: Date = new Date(),
): Promise<Attribution> {
  const referrer = await tx.user.findFirst({
    where: { referralCode: normalizeReferralCode(code), deletedAt: null },
    select: { id: true, email: true },
  });
  if (!referrer) return { attributed: false, referrer_id: null };
  if (referrer.id === userId || referrer.email.toLowerCase() === email.toLowerCase()) {
    throw new AppError("self_referral", { message: "You cannot use your own referral code." });
  }
  const existing = await tx.referral.findUnique({ where: { referredUserId: userId }, select: { id: true } });
  if (existing) throw alreadyAttributed();
  try {
    await tx.referral.upsert({
      where: { referrerId_referredEmail: { referrerId: referrer.id, referredEmail: email } },
      create: { referrerId: referrer.id, referredEmail: email, referredUserId: userId, signedUpAt: now, affiliateRef: code, trackingId: trackingId ?? null },
      update: { referredUserId: userId, signedUpAt: now, affiliateRef: code, trackingId: trackingId ?? null },
      select: { id: true },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw alreadyAttributed();
    throw error;
  }
  return { attributed: true, referrer_id: referrer.id };
}

function alreadyAttributed(): AppError {
  return new AppError("already_attributed", { message: "This account has already been attributed to a referral." });
}

/**
 * POST users/track/signup {email, _id, tid} (spec 7): the newly signed-up caller reports the code
 * (or affiliate tracking id) their sign-up came with, for flows where the sign-up request itself
 * could not carry it (social sign-in). Only about oneself, only in the account's first week.
 */
export async function trackSignUp(caller: CurrentUser, input: TrackSignUpInput, now: Date = new Date()): Promise<Attribution> {
  const account = await db.user.findFirst({ where: { id: caller.id, deletedAt: null }, select: { id: true, email: true, createdAt: true } });
  if (!account || account.id !== input._id || account.email.toLowerCase() !== input.email.toLowerCase()) {
    throw new AppError("forbidden", { message: "A sign-up can only be tracked by the account itself.", details: { reason: "not_own_account" } });
  }
  if (now.getTime() - account.createdAt.getTime() > ATTRIBUTION_WINDOW_DAYS * 24 * 60 * 60 * 1000) {
    throw new AppError("attribution_closed", { message: `A sign-up can be attributed within ${ATTRIBUTION_WINDOW_DAYS} days of it.`, details: { days: ATTRIBUTION_WINDOW_DAYS } });
  }
  const attribution = await db.$transaction((tx) => attributeSignUp(tx, { userId: account.id, email: account.email, code: input.tid, trackingId: input.tid }, now));
  reportAffiliateSignUp({ email: account.email, userId: account.id, referralCode: attribution.attributed ? input.tid : null, trackingId: input.tid });
  return attribution;
}
