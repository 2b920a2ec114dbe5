import type { Plan } from "@/lib/generated/prisma/client";

/** A plan row without its generated id (limits: null means unlimited; see the Plan model). */
export type PlanSeed = Pick<Plan, "name" | "activeJobLimit" | "inviteLimit" | "priceCents" | "currency" | "interval">;

/**
 * The spec names the plans (Free, Pro, Premium) but not their limits or prices; these numbers are
 * our decision. Free lets a company keep one open job and send no invitations (spec 5: Free
 * cannot invite); Pro five open jobs and fifty invitations for US$49 a month; Premium has no
 * limits for US$99 a month.
 */
export const plans: readonly PlanSeed[] = [
  { name: "FREE", activeJobLimit: 1, inviteLimit: 0, priceCents: 0, currency: "USD", interval: "MONTH" },
  { name: "PRO", activeJobLimit: 5, inviteLimit: 50, priceCents: 4900, currency: "USD", interval: "MONTH" },
  { name: "PREMIUM", activeJobLimit: null, inviteLimit: null, priceCents: 9900, currency: "USD", interval: "MONTH" },
];
