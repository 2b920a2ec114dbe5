import "server-only";

import { hashToken } from "@/lib/auth/one-time-secrets";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Makes a user a member of every company that invited their address and is still waiting, inside
 * the caller's transaction (sign-up, e-mail confirmation, a social sign-up).
 *
 * Typing an address proves nothing, so an invitation is only accepted with proof that the user
 * reads that mailbox: the token of an invitation's link (`proof: { token }`, at sign-up), or an
 * address confirmed by its owner (`proof: "verified"`). A wrong token accepts nothing and fails
 * nothing: the sign-up itself goes on, and the invitations wait for the e-mail confirmation.
 */
export async function acceptCompanyInvitations(
  tx: Prisma.TransactionClient,
  { userId, email, proof, now = new Date() }: { userId: string; email: string; proof: "verified" | { token: string }; now?: Date },
): Promise<number> {
  const pending = await tx.companyInvitation.findMany({
    where: { email, acceptedAt: null, expiresAt: { gt: now } },
    select: { id: true, companyId: true, tokenHash: true },
  });
  if (pending.length === 0) return 0;
  if (proof !== "verified") {
    const tokenHash = hashToken(proof.token);
    if (!pending.some((invitation) => invitation.tokenHash === tokenHash)) return 0;
  }
  await tx.companyMember.createMany({
    data: pending.map((invitation) => ({ companyId: invitation.companyId, userId, role: "MEMBER" as const })),
    skipDuplicates: true,
  });
  await tx.companyInvitation.updateMany({ where: { id: { in: pending.map((invitation) => invitation.id) }, acceptedAt: null }, data: { acceptedAt: now } });
  return pending.length;
}
