import "server-only";

import { hkdfSync } from "node:crypto";

import { AppError } from "@/lib/errors";

const MIN_SECRET_LENGTH = 32;

/**
 * The one server secret (NEXTAUTH_SECRET, as next-auth names it; AUTH_SECRET is accepted too).
 * `npm run dev` and `npm start` create one in .data/auth-secret when none is set, and the tests
 * pass a fixed one. Read on use, never at import, so that `next build` needs no secret.
 */
export function getAuthSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET;
  if (!secret || secret.length < MIN_SECRET_LENGTH) {
    throw new AppError("internal_error", {
      message: `NEXTAUTH_SECRET is ${secret ? `shorter than ${MIN_SECRET_LENGTH} characters` : "not set"}: start the app with \`npm run dev\` or \`npm start\`, or set it.`,
    });
  }
  return secret;
}

/** A key for one purpose only, derived from the server secret (HKDF-SHA256). */
export function deriveKey(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", getAuthSecret(), "", `remote-jobs ${purpose}`, 32));
}
