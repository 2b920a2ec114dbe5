import type { Company, CompanyMember, PlanName, Subscription, SubscriptionStatus, User } from "@/lib/generated/prisma/client";
import { companyNamePrefixes, companyNameSuffixes, companySizes } from "@/prisma/seed/data/companies";
import { plans } from "@/prisma/seed/data/plans";

import type { CountryRef, FactoryClient } from "./client.ts";
import { uuidv7 } from "./ids.ts";
import { factoryRandom, nextSequence } from "./sequence.ts";
import { daysAfter, daysBefore, slugify } from "./text.ts";
import { createUser, type CreateUserInput } from "./users.ts";

export interface BuildCompanyInput extends Partial<Company> {
  country?: CountryRef | null;
}

export function buildCompany(input: BuildCompanyInput = {}): Company {
  const { country, ...overrides } = input;
  const random = factoryRandom();
  const sequence = nextSequence();
  const name = overrides.name ?? `${random.pick(companyNamePrefixes)} ${random.pick(companyNameSuffixes)}`;
  const domain = `${slugify(name).replace(/-/g, "")}${sequence}.example.test`;
  const now = new Date();
  return {
    id: uuidv7(),
    name,
    slug: `${slugify(name)}-${sequence}`,
    description: null,
    descriptionEs: null,
    website: `https://www.${domain}`,
    linkedinUrl: null,
    xUrl: null,
    facebookUrl: null,
    instagramUrl: null,
    githubUrl: null,
    emailDomain: domain,
    logoUrl: null,
    coverUrl: null,
    industryId: null,
    countryId: country?.id ?? null,
    size: random.pick(companySizes),
    verificationType: "EMAIL",
    stripeCustomerId: null,
    createdById: null,
    bannedAt: null,
    disabledAt: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/**
 * The plan's id, creating the plan row from the catalogue when the database has none yet (the
 * integration tests' databases are migrated but not seeded).
 */
export async function ensurePlan(db: FactoryClient, name: PlanName): Promise<number> {
  const plan = plans.find((candidate) => candidate.name === name);
  if (!plan) throw new Error(`No plan named ${name} in the catalogue`);
  const row = await db.plan.upsert({ where: { name }, create: { ...plan }, update: {}, select: { id: true } });
  return row.id;
}

export interface BuildSubscriptionInput extends Partial<Subscription> {
  companyId: string;
  planId: number;
  now?: Date;
}

/**
 * A monthly subscription. ACTIVE and TRIALING periods contain `now`; EXPIRED and CANCELED ones
 * ended two weeks earlier (their company counts as Free again).
 */
export function buildSubscription(input: BuildSubscriptionInput): Subscription {
  const { now = new Date(), ...overrides } = input;
  const status: SubscriptionStatus = overrides.status ?? "ACTIVE";
  const hasEnded = status === "EXPIRED" || status === "CANCELED";
  const currentPeriodEnd = hasEnded ? daysBefore(now, 14) : daysAfter(now, 20);
  return {
    id: uuidv7(),
    status,
    currentPeriodStart: daysBefore(currentPeriodEnd, 30),
    currentPeriodEnd,
    cancelAtPeriodEnd: status === "CANCELED",
    stripeSubscriptionId: null,
    couponId: null,
    createdAt: daysBefore(currentPeriodEnd, 90),
    updatedAt: now,
    ...overrides,
  };
}

export interface CreateEmployerWithCompanyInput {
  /** Default FREE, which has no subscription row. */
  plan?: PlanName;
  /** For PRO and PREMIUM; default ACTIVE. */
  subscriptionStatus?: SubscriptionStatus;
  employer?: CreateUserInput;
  company?: BuildCompanyInput;
}

export interface EmployerWithCompany {
  employer: User;
  company: Company;
  membership: CompanyMember;
  subscription: Subscription | null;
}

/** An employer account that owns one company on the given plan. */
export async function createEmployerWithCompany(
  db: FactoryClient,
  input: CreateEmployerWithCompanyInput = {},
): Promise<EmployerWithCompany> {
  const plan = input.plan ?? "FREE";
  // Free companies have no subscription, but their limits are the Free plan's row.
  const planId = await ensurePlan(db, plan);
  const employer = await createUser(db, { loggedAs: "EMPLOYER", isEmployer: true, ...input.employer });
  const company = buildCompany({ createdById: employer.id, ...input.company });
  await db.company.createMany({ data: [company] });
  const membership: CompanyMember = { companyId: company.id, userId: employer.id, role: "OWNER", createdAt: company.createdAt };
  await db.companyMember.createMany({ data: [membership] });

  let subscription: Subscription | null = null;
  if (plan !== "FREE") {
    subscription = buildSubscription({
      companyId: company.id,
      planId,
      status: input.subscriptionStatus ?? "ACTIVE",
    });
    await db.subscription.createMany({ data: [subscription] });
  }
  return { employer, company, membership, subscription };
}

export interface AddCompanyMemberInput {
  /** An existing user; else an employer account is created (`user` overrides its fields). */
  member?: User;
  user?: CreateUserInput;
  role?: CompanyMember["role"];
}

/** A colleague in an existing company: MEMBER unless told otherwise. */
export async function addCompanyMember(db: FactoryClient, company: { id: string }, input: AddCompanyMemberInput = {}): Promise<{ user: User; membership: CompanyMember }> {
  const user = input.member ?? (await createUser(db, { loggedAs: "EMPLOYER", isEmployer: true, ...input.user }));
  const membership: CompanyMember = { companyId: company.id, userId: user.id, role: input.role ?? "MEMBER", createdAt: new Date() };
  await db.companyMember.createMany({ data: [membership] });
  return { user, membership };
}
