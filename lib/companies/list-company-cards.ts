import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { companySummarySelect, toCompanySummaryWire, type CompanySummaryWire } from "@/lib/companies/company-wire";
import { db } from "@/lib/db";
import { jobQuotasOf } from "@/lib/plans/list-job-quotas";
import { planNameOf } from "@/lib/plans/plan-status";

/** One card of the companies page: the summary, how many people are in it and its active-job quota. */
export type CompanyCard = CompanySummaryWire & { memberCount: number; openJobs: { current: number; limit: number | null } };

/**
 * The caller's companies for /home/companies, by name, in three queries whatever their number.
 * The quota is the jobs list's meter (lib/plans/list-job-quotas.ts), which applies the rule the
 * limit dialogs enforce (lib/jobs/active-job-quota.ts).
 */
export async function listCompanyCards(caller: CurrentUser): Promise<CompanyCard[]> {
  const memberships = await db.companyMember.findMany({
    where: { userId: caller.id },
    orderBy: [{ company: { name: "asc" } }, { companyId: "asc" }],
    select: { role: true, company: { select: { ...companySummarySelect, _count: { select: { members: { where: { user: { deletedAt: null } } } } } } } },
  });
  const quotas = await jobQuotasOf(memberships.map(({ company }) => ({ id: company.id, name: company.name, planName: planNameOf(company.subscription) })));
  return memberships.map(({ role, company }, index) => ({
    ...toCompanySummaryWire(company, role),
    memberCount: company._count.members,
    openJobs: { current: quotas[index]!.current, limit: quotas[index]!.limit },
  }));
}
