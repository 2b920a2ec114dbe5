import "server-only";

import { db } from "@/lib/db";
import { enforceRateLimit } from "@/lib/rate-limit/hit-rate-limit";

/**
 * GET /api/users/checkByEmail/{email}: the spec lets anyone ask whether an e-mail has an account
 * (sign-up forms use it). To keep that from becoming a bulk enumeration service, each address may
 * ask 30 times a minute (counted in PostgreSQL, so every instance agrees). A deleted
 * account still holds its e-mail, so it still exists here.
 */
const lookupsPerAddress = { limit: 30, windowMs: 60_000 } as const;

export async function checkEmailExists({ email, ip }: { email: string; ip: string | null }): Promise<{ exists: boolean }> {
  await enforceRateLimit({ ...lookupsPerAddress, key: `email-lookup:ip:${ip ?? "unknown"}` }, "Too many lookups. Please wait a moment.");
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  return { exists: user !== null };
}
