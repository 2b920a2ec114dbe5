import type { PlanName } from "@/lib/generated/prisma/enums";

/** A paid plan's Stripe price is found by its lookup key: pro_monthly, premium_monthly (yearly for YEAR). */
export function lookupKeyOf(plan: { name: PlanName; interval: "MONTH" | "YEAR" }): string {
  return `${plan.name.toLowerCase()}_${plan.interval === "YEAR" ? "yearly" : "monthly"}`;
}

/** The plan a Stripe price stands for, by its lookup key (pro_monthly → PRO). */
export function planNameOfLookupKey(lookupKey: string | null | undefined): PlanName | null {
  const name = lookupKey?.split("_")[0]?.toUpperCase();
  return name === "PRO" || name === "PREMIUM" ? name : null;
}

const planNames: Record<PlanName, string> = { FREE: "Free", PRO: "Pro", PREMIUM: "Premium" };

/** The plan's name as the spec writes it (Free, Pro, Premium). */
export function displayNameOf(planName: PlanName): string {
  return planNames[planName];
}
