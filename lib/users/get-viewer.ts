import "server-only";

import { cache } from "react";

import { getCurrentUser, type CurrentUser } from "@/lib/auth/current-user";
import { getPlanStatus } from "@/lib/plans/get-plan-status";
import type { PlanStatus } from "@/lib/plans/plan-status";
import { logger } from "@/lib/observability/logger";

/** Who is looking at the page, with what the shell shows of them (picture, company plans). */
export type Viewer = CurrentUser & {
  /** The user's companies and premium checks; null on the candidate side. */
  plans: PlanStatus | null;
};

/**
 * The signed-in user for the navbar and footer, once per request. Null for visitors, and also
 * when the session cannot be read (the database is down, say): the shell then shows the public
 * navbar instead of failing every page.
 */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  try {
    const user = await getCurrentUser();
    if (!user) return null;
    return { ...user, plans: user.side === "EMPLOYER" ? await getPlanStatus(user.id) : null };
  } catch (error) {
    logger.error("shell: could not read the viewer", { error });
    return null;
  }
});
