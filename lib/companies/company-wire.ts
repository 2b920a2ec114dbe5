import type { Prisma } from "@/lib/generated/prisma/client";
import type { CompanyMemberRole, PlanName, VerificationType } from "@/lib/generated/prisma/enums";
import { isPlanExpiredFor, planNameOf } from "@/lib/plans/plan-status";
import type { SocialNetwork } from "@/lib/companies/schemas";

/** The plan names as the spec writes them (section 3: Free, Pro, Premium). */
const planNameOnWire = { FREE: "Free", PRO: "Pro", PREMIUM: "Premium" } as const satisfies Record<PlanName, string>;

/** The company plan record (spec section 3). */
export type CompanyPlanWire = { planName: (typeof planNameOnWire)[PlanName]; name: string; isPlanExpired: boolean };

export type CompanyMemberWire = {
  _id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_pic: string | null;
  role: "owner" | "member";
  /** Their confirmed e-mail is in the company's domain (company.email_domain). */
  is_domain_member: boolean;
  joined_at: Date;
};

export type CompanyInvitationWire = { _id: string; email: string; created_at: Date; expires_at: Date };

/** GET /api/companies/{id}: the whole record, for its members. PUT takes the same shape back. */
export type CompanyWire = {
  _id: string;
  name: string;
  slug: string;
  description: string | null;
  description_es: string | null;
  website: string | null;
  email_domain: string | null;
  logo: string | null;
  cover: string | null;
  industry_id: number | null;
  country_id: number | null;
  size: string | null;
  verification_type: Lowercase<VerificationType> | null;
  social_links: Record<SocialNetwork, string | null>;
  plan: CompanyPlanWire;
  members: CompanyMemberWire[];
  /** Colleagues invited by e-mail who have not joined yet (unexpired), newest first. */
  invitations: CompanyInvitationWire[];
  is_banned: boolean;
  is_disabled: boolean;
  created_at: Date;
};

/** One of the caller's companies in a list. */
export type CompanySummaryWire = { _id: string; name: string; slug: string; logo: string | null; role: "owner" | "member"; plan: CompanyPlanWire };

const planSelect = { subscription: { select: { status: true, plan: { select: { name: true } } } } } satisfies Prisma.CompanySelect;

export function companyRecordSelect(now: Date) {
  return {
    id: true,
    name: true,
    slug: true,
    description: true,
    descriptionEs: true,
    website: true,
    emailDomain: true,
    logoUrl: true,
    coverUrl: true,
    industryId: true,
    countryId: true,
    size: true,
    verificationType: true,
    linkedinUrl: true,
    xUrl: true,
    facebookUrl: true,
    instagramUrl: true,
    githubUrl: true,
    bannedAt: true,
    disabledAt: true,
    createdAt: true,
    ...planSelect,
    members: {
      where: { user: { deletedAt: null } },
      orderBy: [{ createdAt: "asc" }, { userId: "asc" }],
      select: {
        role: true,
        createdAt: true,
        user: { select: { id: true, email: true, emailVerifiedAt: true, firstName: true, lastName: true, profilePicUrl: true } },
      },
    },
    invitations: {
      where: { acceptedAt: null, expiresAt: { gt: now } },
      orderBy: { createdAt: "desc" },
      select: { id: true, email: true, createdAt: true, expiresAt: true },
    },
  } satisfies Prisma.CompanySelect;
}

type CompanyRecord = Prisma.CompanyGetPayload<{ select: ReturnType<typeof companyRecordSelect> }>;

export const companySummarySelect = { id: true, name: true, slug: true, logoUrl: true, ...planSelect } satisfies Prisma.CompanySelect;
type CompanySummaryRecord = Prisma.CompanyGetPayload<{ select: typeof companySummarySelect }>;

function roleToWire(role: CompanyMemberRole): "owner" | "member" {
  return role === "OWNER" ? "owner" : "member";
}

function planToWire(company: { name: string; subscription: Parameters<typeof planNameOf>[0] }): CompanyPlanWire {
  return { planName: planNameOnWire[planNameOf(company.subscription)], name: company.name, isPlanExpired: isPlanExpiredFor(company.subscription) };
}

/**
 * A member is a domain member when the e-mail they have confirmed ends in "@" + the company's
 * domain (case-insensitive). An unconfirmed address proves nothing: anyone can type one.
 */
export function isDomainMember(user: { email: string; emailVerifiedAt: Date | null }, emailDomain: string | null): boolean {
  if (!emailDomain || !user.emailVerifiedAt) return false;
  return user.email.toLowerCase().endsWith(`@${emailDomain.toLowerCase()}`);
}

export function toCompanyWire(company: CompanyRecord): CompanyWire {
  return {
    _id: company.id,
    name: company.name,
    slug: company.slug,
    description: company.description,
    description_es: company.descriptionEs,
    website: company.website,
    email_domain: company.emailDomain,
    logo: company.logoUrl,
    cover: company.coverUrl,
    industry_id: company.industryId,
    country_id: company.countryId,
    size: company.size,
    verification_type: company.verificationType ? (company.verificationType.toLowerCase() as Lowercase<VerificationType>) : null,
    social_links: { linkedin: company.linkedinUrl, x: company.xUrl, facebook: company.facebookUrl, instagram: company.instagramUrl, github: company.githubUrl },
    plan: planToWire(company),
    members: company.members.map(({ role, createdAt, user }) => ({
      _id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      profile_pic: user.profilePicUrl,
      role: roleToWire(role),
      is_domain_member: isDomainMember(user, company.emailDomain),
      joined_at: createdAt,
    })),
    invitations: company.invitations.map((invitation) => ({ _id: invitation.id, email: invitation.email, created_at: invitation.createdAt, expires_at: invitation.expiresAt })),
    is_banned: company.bannedAt !== null,
    is_disabled: company.disabledAt !== null,
    created_at: company.createdAt,
  };
}

export function toCompanySummaryWire(company: CompanySummaryRecord, role: CompanyMemberRole): CompanySummaryWire {
  return { _id: company.id, name: company.name, slug: company.slug, logo: company.logoUrl, role: roleToWire(role), plan: planToWire(company) };
}
