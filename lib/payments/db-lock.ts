import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Serialises work on one thing (a company's billing, a user's cards, one invoice) across requests
 * and app instances: a transaction-scoped advisory lock, released at commit or rollback.
 */
export async function lockFor(tx: Prisma.TransactionClient, key: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
}

/**
 * Long enough for the Stripe calls made while a billing lock is held. Not run again after a
 * deadlock or serialization failure: the Stripe call inside is not undone by the rollback.
 */
export const BILLING_TRANSACTION = { timeout: 30_000, maxWait: 30_000, retryConflicts: false } as const;
