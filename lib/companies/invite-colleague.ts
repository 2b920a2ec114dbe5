import "server-only";

import { defaultLocale, isLocale, type Locale } from "@/i18n/config";
import { appUrl } from "@/lib/auth/app-url";
import type { CurrentUser } from "@/lib/auth/current-user";
import { generateToken, hashToken } from "@/lib/auth/one-time-secrets";
import type { CompanyInvitationWire, CompanyMemberWire } from "@/lib/companies/company-wire";
import { isDomainMember } from "@/lib/companies/company-wire";
import { getMembershipOrThrow } from "@/lib/companies/get-membership-or-throw";
import type { InviteColleagueInput } from "@/lib/companies/schemas";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { sendEmail } from "@/lib/mail/send-email";
import { companyInvitationEmail, companyMemberAddedEmail } from "@/lib/mail/templates";
import { formMessages } from "@/lib/validations/form-messages";

/** How long an e-mailed company invitation can be accepted. */
export const COMPANY_INVITATION_VALID_DAYS = 14;

export type InviteColleagueResult =
  | { status: "added"; member: CompanyMemberWire }
  | { status: "invited"; invitation: CompanyInvitationWire };

function alreadyMember(): AppError {
  return new AppError("already_exists", {
    message: "This person is already a member of the company.",
    details: { fields: [{ path: "email", code: "already_member", message: formMessages.unique }] },
  });
}

/**
 * POST /api/companies/{id}/members {email}: the owner brings in a colleague.
 *
 * - Someone with an account becomes a MEMBER at once and is told by e-mail (409 already_exists
 *   when they are in the company already; the primary key decides, whatever the timing).
 * - Anyone else gets an invitation: a row per company and address (inviting again renews its
 *   token and expiry, so only the newest link works) and an e-mail with a sign-up link that
 *   carries the token. It is accepted at sign-up with that token, or when the address is
 *   confirmed (lib/companies/accept-company-invitations.ts).
 *
 * The e-mail goes through the outbox after the write; a delivery failure is logged by sendEmail.
 */
export async function inviteColleague(caller: CurrentUser, companyId: string, { email }: InviteColleagueInput, now: Date = new Date()): Promise<InviteColleagueResult> {
  await getMembershipOrThrow(caller, companyId, { ownerOnly: true });
  const [company, inviter, invitee] = await Promise.all([
    db.company.findUniqueOrThrow({ where: { id: companyId }, select: { name: true, emailDomain: true } }),
    db.user.findUniqueOrThrow({ where: { id: caller.id }, select: { firstName: true, lastName: true, email: true, locale: true } }),
    db.user.findFirst({
      where: { email, deletedAt: null },
      select: { id: true, email: true, emailVerifiedAt: true, firstName: true, lastName: true, profilePicUrl: true, locale: true },
    }),
  ]);
  const inviterName = [inviter.firstName, inviter.lastName].filter(Boolean).join(" ") || inviter.email;

  if (invitee) {
    let membership;
    try {
      membership = await db.$transaction(async (tx) => {
        const created = await tx.companyMember.create({ data: { companyId, userId: invitee.id, role: "MEMBER" }, select: { createdAt: true } });
        await tx.companyInvitation.updateMany({ where: { companyId, email, acceptedAt: null }, data: { acceptedAt: now } });
        return created;
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw alreadyMember();
      throw error;
    }
    const locale = localeOf(invitee.locale);
    await sendEmail({
      to: invitee.email,
      userId: invitee.id,
      template: "company_member_added",
      locale,
      ...companyMemberAddedEmail({ locale, inviterName, companyName: company.name, url: `${appUrl()}/${locale}` }),
    });
    return {
      status: "added",
      member: {
        _id: invitee.id,
        email: invitee.email,
        first_name: invitee.firstName,
        last_name: invitee.lastName,
        profile_pic: invitee.profilePicUrl,
        role: "member",
        is_domain_member: isDomainMember(invitee, company.emailDomain),
        joined_at: membership.createdAt,
      },
    };
  }

  const token = generateToken();
  const expiresAt = new Date(now.getTime() + COMPANY_INVITATION_VALID_DAYS * 24 * 60 * 60_000);
  const renewed = { tokenHash: hashToken(token), invitedById: caller.id, createdAt: now, expiresAt, acceptedAt: null };
  const invitation = await db.companyInvitation.upsert({
    where: { companyId_email: { companyId, email } },
    create: { companyId, email, ...renewed },
    update: renewed,
    select: { id: true, email: true, createdAt: true, expiresAt: true },
  });
  const locale = localeOf(inviter.locale);
  const url = `${appUrl()}/${locale}/auth/signup?${new URLSearchParams({ email, invitation: token })}`;
  await sendEmail({
    to: email,
    template: "company_invitation",
    locale,
    ...companyInvitationEmail({ locale, inviterName, companyName: company.name, url, validDays: COMPANY_INVITATION_VALID_DAYS }),
  });
  return { status: "invited", invitation: { _id: invitation.id, email: invitation.email, created_at: invitation.createdAt, expires_at: invitation.expiresAt } };
}

function localeOf(value: string): Locale {
  return isLocale(value) ? value : defaultLocale;
}
