import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { companySummarySelect, toCompanySummaryWire, type CompanySummaryWire } from "@/lib/companies/company-wire";
import { db } from "@/lib/db";
import { getCompanyPlanUsage } from "@/lib/plans/company-plan-usage";

/** One card of the companies page: the summary, how many people are in it and its active-job quota. */
export type CompanyCard = CompanySummaryWire & { memberCount: number; openJobs: { current: number; limit: number | null } };

/**
 * The caller's companies for /home/companies, by name. The quota comes from the same reading as
 * GET /api/companies/limit/plan/{id}, so the card and the limit dialogs never disagree.
 */
export async function listCompanyCards(caller: CurrentUser): Promise<CompanyCard[]> {
  const memberships = await db.companyMember.findMany({
    where: { userId: caller.id },
    orderBy: [{ company: { name: "asc" } }, { companyId: "asc" }],
    select: { role: true, company: { select: { ...companySummarySelect, _count: { select: { members: { where: { user: { deletedAt: null } } } } } } } },
  });
  return Promise.all(
    memberships.map(async ({ role, company }) => {
      const usage = await getCompanyPlanUsage(caller, company.id);
      return { ...toCompanySummaryWire(company, role), memberCount: company._count.members, openJobs: { current: usage.jobs_active.current, limit: usage.jobs_active.limit } };
    }),
  );
}
