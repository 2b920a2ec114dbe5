import "server-only";

import { recordAdminAction, type AdminActionName } from "@/lib/admin/record-admin-action";
import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { forgetPublicJobs } from "@/lib/jobs/public-job-cache";

export type CompanyState = { _id: string; name: string; is_banned: boolean; is_disabled: boolean; banned_at: Date | null; disabled_at: Date | null; changed: boolean };

/**
 * What an administrator does to a company (PUT companies/{id}/banned, un-banned, enable):
 *
 * - ban: banned_at is set. The company's public page, and every one of its jobs, leave the public
 *   side at once (publicJobWhere requires a company neither banned nor disabled); job pages answer
 *   410. The jobs themselves are not touched, so unbanning brings back exactly those that are
 *   still open, unexpired and not banned on their own.
 * - unban: banned_at is cleared; a company that is also disabled stays off the public side.
 * - enable: the company is made fully active again, whatever turned it off: disabled_at and
 *   banned_at are both cleared. "Disabled" is the state a company is put in outside an
 *   administrator's ban (a company pending review, or one turned off by its plan); enabling is the
 *   administrator's "this company is fine" and so also lifts a ban.
 *
 * The row is locked for the change and its audit row; a call that changes nothing writes nothing.
 */
export async function setCompanyState(admin: CurrentUser, companyId: string, change: "ban" | "unban" | "enable", reason?: string, now = new Date()): Promise<CompanyState> {
  const state = await db.$transaction(async (tx) => {
    const [company] = await tx.$queryRaw<{ id: string; name: string; banned_at: Date | null; disabled_at: Date | null }[]>`
      SELECT id, name, banned_at, disabled_at FROM companies WHERE id = ${companyId}::uuid FOR UPDATE`;
    if (!company) throw new AppError("not_found", { message: "No such company." });
    let bannedAt = company.banned_at;
    let disabledAt = company.disabled_at;
    if (change === "ban") bannedAt ??= now;
    if (change === "unban") bannedAt = null;
    if (change === "enable") [bannedAt, disabledAt] = [null, null];
    const changed = bannedAt !== company.banned_at || disabledAt !== company.disabled_at;
    if (changed) {
      await tx.company.update({ where: { id: companyId }, data: { bannedAt, disabledAt } });
      const action: AdminActionName = change === "ban" ? "company_banned" : change === "unban" ? "company_unbanned" : "company_enabled";
      await recordAdminAction(tx, admin.id, action, { type: "company", id: companyId, label: company.name }, reason);
    }
    return { _id: company.id, name: company.name, is_banned: bannedAt !== null, is_disabled: disabledAt !== null, banned_at: bannedAt, disabled_at: disabledAt, changed };
  });
  if (state.changed) forgetPublicJobs();
  return state;
}
