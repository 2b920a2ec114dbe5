import "server-only";

import { z } from "zod";

import { defaultLocale, isLocale } from "@/i18n/config";
import { appUrl } from "@/lib/auth/app-url";
import { forgiveFailures } from "@/lib/auth/login-attempts";
import { digestsEqual, generateToken, hashToken } from "@/lib/auth/one-time-secrets";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { deliverRecordedEmail, recordEmail } from "@/lib/mail/send-email";
import { signInLinkEmail } from "@/lib/mail/templates";
import { hitRateLimit } from "@/lib/rate-limit/hit-rate-limit";
import { accountUserSelect, pickAccountUser, type AccountUserRecord } from "@/lib/users/account-user";

/**
 * One-time sign-in links, the owner's way past the login throttle (lib/auth/login-attempts.ts):
 * mailed when an account collects repeated failed logins, good for 30 minutes and one use, and
 * dead once a newer one is sent. Stored like e-mail confirmation links: `<id>.<secret>`, only a
 * SHA-256 of the secret kept, bound to the address it was sent to.
 */
export const SIGN_IN_LINK_TTL_MS = 30 * 60_000;
/** At most one link per account in this time, however long the guessing goes on. */
const LINK_EVERY_MS = 15 * 60_000;

/**
 * Mails a sign-in link to the account with this e-mail, when there is a usable one (not deleted,
 * not banned) and none was mailed in the last quarter of an hour. Says nothing back: the caller's
 * answer must not tell whether the account exists. The message is recorded in the outbox here
 * and handed to SMTP in the background, so that a slow mail server does not show in the time of
 * the login answer either.
 */
export async function offerSignInLink(email: string, now: Date = new Date()): Promise<void> {
  const user = await db.user.findFirst({ where: { email, deletedAt: null, bannedAt: null }, select: { id: true, email: true, locale: true } });
  if (!user) return;
  const { allowed } = await hitRateLimit({ key: `sign-in-link:user:${user.id}`, limit: 1, windowMs: LINK_EVERY_MS }, now);
  if (!allowed) return;

  const secret = generateToken();
  const locale = isLocale(user.locale) ? user.locale : defaultLocale;
  const outgoing = await db.$transaction(async (tx) => {
    await tx.verificationCode.updateMany({ where: { userId: user.id, purpose: "SIGN_IN_LINK", consumedAt: null }, data: { consumedAt: now } });
    const code = await tx.verificationCode.create({
      data: { userId: user.id, purpose: "SIGN_IN_LINK", target: user.email, codeHash: hashToken(secret), expiresAt: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS), createdAt: now },
      select: { id: true },
    });
    const url = `${appUrl()}/${locale}/auth/sign-in-link?token=${encodeURIComponent(`${code.id}.${secret}`)}`;
    const message = { to: user.email, userId: user.id, template: "sign_in_link", locale, ...signInLinkEmail({ locale, url, validMinutes: SIGN_IN_LINK_TTL_MS / 60_000 }) };
    const { id } = await recordEmail(tx, message);
    return { id, message };
  });
  void deliverRecordedEmail(outgoing.id, outgoing.message).catch((error: unknown) => {
    console.error(JSON.stringify({ level: "error", message: "could not deliver a sign-in link", userId: user.id, error: String(error) }));
  });
}

export type SignInLinkRefusal = "unknown" | "expired" | "used";

function invalidLink(reason: SignInLinkRefusal): AppError {
  const messages = {
    unknown: "This sign-in link is not valid.",
    expired: "This sign-in link has expired. Log in again to be sent a new one if you need it.",
    used: "This sign-in link has already been used.",
  };
  return new AppError("invalid_token", { message: messages[reason], details: { reason } });
}

const tokenShape = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/i);

/**
 * Uses a sign-in link up and returns its account (the next-auth provider "sign-in-link" makes the
 * session). Refused with invalid_token (details.reason) when unknown, expired or used, including
 * by a request racing this one; 403 account_banned for a banned account. The address it is used
 * from is forgiven its failures at the account, so the owner's password works there again.
 */
export async function consumeSignInLink({ token, ip }: { token: string; ip: string | null }, now: Date = new Date()): Promise<AccountUserRecord> {
  if (!tokenShape.safeParse(token).success) throw invalidLink("unknown");
  const [id, secret] = token.split(".") as [string, string];
  const user = await db.$transaction(async (tx) => {
    const code = await tx.verificationCode.findFirst({
      where: { id, purpose: "SIGN_IN_LINK" },
      select: { id: true, userId: true, target: true, codeHash: true, expiresAt: true, consumedAt: true },
    });
    if (!code || !digestsEqual(hashToken(secret), code.codeHash)) throw invalidLink("unknown");
    if (code.consumedAt) throw invalidLink("used");
    if (code.expiresAt <= now) throw invalidLink("expired");
    const consumed = await tx.verificationCode.updateMany({ where: { id: code.id, consumedAt: null }, data: { consumedAt: now } });
    if (consumed.count === 0) throw invalidLink("used");
    const account = await tx.user.findFirst({ where: { id: code.userId, email: code.target, deletedAt: null }, select: { ...accountUserSelect, bannedAt: true } });
    if (!account) throw invalidLink("unknown");
    return account;
  });
  if (user.bannedAt) throw new AppError("account_banned", { message: "This account has been banned." });
  await forgiveFailures({ email: user.email, ip });
  return pickAccountUser(user);
}
