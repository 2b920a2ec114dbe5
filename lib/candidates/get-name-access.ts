import "server-only";

import { canSeeFullNames } from "@/lib/candidates/candidate-name";
import { getPlanStatus } from "@/lib/plans/get-plan-status";

/**
 * Whether this user may see candidates' full names: they belong to a company on Pro or Premium.
 * Whichever side they work on now, the plan is the company's; visitors never may.
 */
export async function canUserSeeCandidateNames(userId: string | null | undefined): Promise<boolean> {
  if (!userId) return false;
  return canSeeFullNames(await getPlanStatus(userId));
}
