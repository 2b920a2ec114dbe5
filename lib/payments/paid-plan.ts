import "server-only";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Plan } from "@/lib/generated/prisma/client";

/** A plan on sale that is paid for (Pro or Premium); Free is not bought. */
export async function getPaidPlanOrThrow(planId: number): Promise<Plan> {
  const plan = await db.plan.findUnique({ where: { id: planId } });
  if (!plan || !plan.isActive) throw new AppError("not_found", { message: "No such plan." });
  if (plan.name === "FREE") throw new AppError("validation_failed", { message: "Free is not bought: cancel the paid plan instead.", details: { fields: { plan_id: "Choose Pro or Premium." } } });
  return plan;
}
