import "server-only";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { createFixedWindowLimiter } from "@/lib/rate-limit/fixed-window";

/**
 * GET /api/users/checkByEmail/{email}: the spec lets anyone ask whether an e-mail has an account
 * (sign-up forms use it). To keep that from becoming a bulk enumeration service, each address may
 * ask 30 times a minute (in-process limit; see lib/rate-limit/fixed-window.ts). A deleted
 * account still holds its e-mail, so it still exists here.
 */
const lookups = createFixedWindowLimiter({ limit: 30, windowMs: 60_000 });

export async function checkEmailExists({ email, ip }: { email: string; ip: string | null }): Promise<{ exists: boolean }> {
  const { allowed, retryAfterSeconds } = lookups.hit(ip ?? "unknown");
  if (!allowed) throw new AppError("rate_limited", { message: "Too many lookups. Please wait a moment.", details: { retryAfterSeconds } });
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  return { exists: user !== null };
}
