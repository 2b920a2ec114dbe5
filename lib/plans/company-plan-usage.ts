import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { readActiveJobUse } from "@/lib/jobs/active-job-quota";
import { countInvitationsInPeriod, invitationPeriodStart } from "@/lib/plans/invitation-quota";

/**
 * GET /api/companies/limit/plan/{companyId} and .../plan/company/information/{companyId}: a
 * company's plan and what it has used of it, for its members only (404 for anyone else). The
 * two-value plan (FREE or PREMIUM) keys the limit dialogs; planName is Free, Pro or Premium.
 */
export async function getCompanyPlanUsage(caller: CurrentUser, companyId: string, now: Date = new Date()) {
  const company = await db.company.findFirst({
    where: { id: companyId, members: { some: { userId: caller.id } } },
    select: { id: true, name: true, subscription: { select: { currentPeriodStart: true, currentPeriodEnd: true, plan: { select: { inviteLimit: true } } } } },
  });
  if (!company) throw new AppError("not_found", { message: "No such company." });
  const [use, invitationsSent, freePlan] = await Promise.all([
    readActiveJobUse(db, companyId),
    countInvitationsInPeriod(db, companyId, invitationPeriodStart(company.subscription, now)),
    db.plan.findUnique({ where: { name: "FREE" }, select: { inviteLimit: true } }),
  ]);
  if (!use) throw new AppError("not_found", { message: "No such company." });
  const inviteLimit = use.planName === "FREE" ? (freePlan?.inviteLimit ?? 0) : (company.subscription?.plan.inviteLimit ?? null);
  return {
    _id: company.id,
    name: company.name,
    plan: use.plan,
    planName: use.planName,
    isPlanExpired: use.isPlanExpired,
    current_period_end: company.subscription?.currentPeriodEnd.toISOString() ?? null,
    jobs_active: { current: use.current, limit: use.known ? use.limit : 0, list: use.activeJobIds.map((id) => ({ _id: id })) },
    invitations: { current: invitationsSent, limit: inviteLimit },
  };
}

export type CompanyPlanUsage = Awaited<ReturnType<typeof getCompanyPlanUsage>>;
