import type { PlanName, SubscriptionStatus, WorkingSide } from "@/lib/generated/prisma/enums";

/**
 * The company plan record (spec section 3): planName, name, isPlanExpired; with the company's
 * e-mail domain, which the menu's company sub-items need (spec 2) from the same read.
 */
export type CompanyPlan = { id: string; name: string; planName: PlanName; isPlanExpired: boolean; emailDomain: string | null };

/** The checks of spec section 6 over a user's companies, with the companies themselves. */
export type PlanStatus = {
  companies: CompanyPlan[];
  /** Some company is on Pro or Premium (spec section 4: Premium state). */
  isPremium: boolean;
  /** Every company is on Pro or Premium (false when there are none). */
  areAllPremium: boolean;
  /** Every company's paid plan has lapsed (false when there are none). */
  areAllExpired: boolean;
};

type SubscriptionLike = { status: SubscriptionStatus; plan: { name: PlanName } } | null | undefined;

const liveStatuses: readonly SubscriptionStatus[] = ["ACTIVE", "TRIALING"];

/** A company is on its subscription's plan while it is active or trialing, else on Free. */
export function planNameOf(subscription: SubscriptionLike): PlanName {
  return subscription && liveStatuses.includes(subscription.status) ? subscription.plan.name : "FREE";
}

/** A company had a paid plan that is no longer live (past due, canceled or expired). Never-paid companies are not expired. */
export function isPlanExpiredFor(subscription: SubscriptionLike): boolean {
  return !!subscription && !liveStatuses.includes(subscription.status);
}

/** 'Premium' means the plan is not Free: Pro and Premium both count. */
export function isPremiumPlan(planName: PlanName): boolean {
  return planName !== "FREE";
}

export function summarizePlans(companies: CompanyPlan[]): PlanStatus {
  const hasCompanies = companies.length > 0;
  return {
    companies,
    isPremium: companies.some((company) => isPremiumPlan(company.planName)),
    areAllPremium: hasCompanies && companies.every((company) => isPremiumPlan(company.planName)),
    areAllExpired: hasCompanies && companies.every((company) => company.isPlanExpired),
  };
}

/** The navbar's Upgrade button: for employers whose companies are not all on a paid plan. */
export function shouldOfferUpgrade(side: WorkingSide, plans: PlanStatus | null): boolean {
  return side === "EMPLOYER" && !plans?.areAllPremium;
}

/**
 * The company the Upgrade button leads to: the one company still on Free, when there is exactly
 * one. With several (or none) it leads to the go-premium prompt, which lists them to choose from.
 */
export function upgradeCompanyOf(plans: PlanStatus | null): CompanyPlan | null {
  const upgradable = plans?.companies.filter((company) => !isPremiumPlan(company.planName)) ?? [];
  return upgradable.length === 1 ? upgradable[0]! : null;
}
