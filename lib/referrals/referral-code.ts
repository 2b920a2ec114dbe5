import "server-only";

import { randomInt } from "node:crypto";

import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/** No look-alikes (0/O, 1/I/L): a code read aloud or copied by hand still works. The migration uses the same alphabet. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERRAL_CODE_LENGTH = 10;

export function generateReferralCode(): string {
  let code = "";
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A code as typed or carried in a link: upper case, nothing but the alphabet's characters. */
export function normalizeReferralCode(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The user's referral code, given now when the account has none yet (accounts made after the
 * migration get theirs the first time they need it). The update only fills an empty code, so two
 * concurrent calls agree on one; a collision with another user's code (31^10 codes) tries again.
 */
export async function getOrCreateReferralCode(userId: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const user = await db.user.findUnique({ where: { id: userId }, select: { referralCode: true } });
    if (!user) throw new Error(`no user ${userId}`);
    if (user.referralCode) return user.referralCode;
    try {
      await db.user.updateMany({ where: { id: userId, referralCode: null }, data: { referralCode: generateReferralCode() } });
    } catch (error) {
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    }
  }
  throw new Error(`could not give user ${userId} a referral code`);
}
