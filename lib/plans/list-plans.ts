import "server-only";

import { db } from "@/lib/db";
import type { Plan, PlanName } from "@/lib/generated/prisma/client";

/** A plan as the pricing page shows it: limits (null means unlimited) and price. */
export type PlanOffer = Pick<Plan, "name" | "activeJobLimit" | "inviteLimit" | "priceCents" | "currency" | "interval">;

const planOrder: readonly PlanName[] = ["FREE", "PRO", "PREMIUM"];

/** The plans on sale, Free first (the plans table holds the limits that the job and invite checks use). */
export async function listPlans(): Promise<PlanOffer[]> {
  const plans = await db.plan.findMany({
    where: { isActive: true },
    select: { name: true, activeJobLimit: true, inviteLimit: true, priceCents: true, currency: true, interval: true },
  });
  return plans.sort((a, b) => planOrder.indexOf(a.name) - planOrder.indexOf(b.name));
}
