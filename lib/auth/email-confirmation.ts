import "server-only";

import { z } from "zod";

import { defaultLocale, isLocale } from "@/i18n/config";
import { appUrl } from "@/lib/auth/app-url";
import { digestsEqual, generateToken, hashToken } from "@/lib/auth/one-time-secrets";
import { acceptCompanyInvitations } from "@/lib/companies/accept-company-invitations";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { sendEmail } from "@/lib/mail/send-email";
import { emailConfirmationEmail } from "@/lib/mail/templates";

/**
 * E-mail confirmation links carry a stored, single-use token: `<verification code id>.<secret>`.
 * The id finds the row (verification_codes, purpose EMAIL_CONFIRMATION) without scanning; only a
 * SHA-256 of the secret is stored. Stored rather than signed, so that a token is used once,
 * dies with a newer one, and is bound to the address it was sent to.
 */
export const EMAIL_CONFIRMATION_TTL_MS = 3 * 24 * 60 * 60_000;

export async function sendEmailConfirmation(user: { id: string; email: string; locale: string }): Promise<void> {
  const secret = generateToken();
  const now = new Date();
  const [, code] = await db.$transaction([
    db.verificationCode.updateMany({ where: { userId: user.id, purpose: "EMAIL_CONFIRMATION", consumedAt: null }, data: { consumedAt: now } }),
    db.verificationCode.create({
      data: {
        userId: user.id,
        purpose: "EMAIL_CONFIRMATION",
        target: user.email,
        codeHash: hashToken(secret),
        expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS),
        createdAt: now,
      },
      select: { id: true },
    }),
  ]);
  const locale = isLocale(user.locale) ? user.locale : defaultLocale;
  const url = `${appUrl()}/${locale}/auth/verify-email?token=${encodeURIComponent(`${code.id}.${secret}`)}`;
  await sendEmail({ to: user.email, userId: user.id, template: "email_confirmation", locale, ...emailConfirmationEmail({ locale, url }) });
}

type Refusal = "unknown" | "expired" | "used";

function invalidToken(reason: Refusal): AppError {
  const messages = {
    unknown: "This confirmation link is not valid.",
    expired: "This confirmation link has expired. Please ask for a new one.",
    used: "This confirmation link has already been used.",
  };
  return new AppError("invalid_token", { message: messages[reason], details: { reason } });
}

const tokenShape = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/i);

/**
 * POST /api/auth/verify-token: confirms the address the link was sent to. The token is used up
 * and the user marked verified in one transaction; a link for an address the account no longer
 * has is refused.
 */
export async function confirmEmail(token: string): Promise<{ verified: true; email: string }> {
  if (!tokenShape.safeParse(token).success) throw invalidToken("unknown");
  const [id, secret] = token.split(".") as [string, string];
  const now = new Date();
  return db.$transaction(async (tx) => {
    const code = await tx.verificationCode.findFirst({
      where: { id, purpose: "EMAIL_CONFIRMATION" },
      select: { id: true, userId: true, target: true, codeHash: true, expiresAt: true, consumedAt: true },
    });
    if (!code || !digestsEqual(hashToken(secret), code.codeHash)) throw invalidToken("unknown");
    if (code.consumedAt) throw invalidToken("used");
    if (code.expiresAt <= now) throw invalidToken("expired");
    const consumed = await tx.verificationCode.updateMany({ where: { id: code.id, consumedAt: null }, data: { consumedAt: now } });
    if (consumed.count === 0) throw invalidToken("used");
    const user = await tx.user.findFirst({ where: { id: code.userId, email: code.target, deletedAt: null }, select: { id: true, emailVerifiedAt: true } });
    if (!user) throw invalidToken("unknown");
    if (!user.emailVerifiedAt) await tx.user.update({ where: { id: user.id }, data: { emailVerifiedAt: now }, select: { id: true } });
    // A confirmed address makes the user verified, unless a stronger proof (a phone) did already.
    await tx.user.updateMany({ where: { id: user.id, verificationType: null }, data: { verificationType: "EMAIL" } });
    // The address is proven now: companies that invited it are waiting for this.
    await acceptCompanyInvitations(tx, { userId: user.id, email: code.target, proof: "verified", now });
    return { verified: true as const, email: code.target };
  });
}
