import "server-only";

import type { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

type Client = Prisma.TransactionClient | typeof db;

/** Invitations count per billing period: the subscription's, or the calendar month (UTC) without one. */
export function invitationPeriodStart(subscription: { currentPeriodStart: Date } | null, now: Date): Date {
  return subscription?.currentPeriodStart ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * The invitations a company has sent in its billing period: those of all its jobs since the period
 * began. The plan meter and the invitation rule (lib/invitations/invite-candidates.ts) both count
 * with this, so the figure the dashboard shows is the one the rule enforces.
 */
export function countInvitationsInPeriod(client: Client, companyId: string, since: Date): Promise<number> {
  return client.invitation.count({ where: { job: { companyId }, createdAt: { gte: since } } });
}
