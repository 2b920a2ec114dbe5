import { getTranslations } from "next-intl/server";

import { AdminActionButton } from "@/components/admin/admin-action-button";
import { AdminBadge } from "@/components/admin/admin-badge";
import { AdminFilterForm } from "@/components/admin/admin-filter-form";
import { AdminList, AdminRow, pageHref, parseAdminQuery, type AdminQuery } from "@/components/admin/admin-list";
import { ResolveReportButton } from "@/components/admin/resolve-report-button";
import { listFlaggedMessages, type FlaggedMessageRow } from "@/lib/admin/list-flagged-messages";
import { listChatReports } from "@/lib/admin/list-reports";
import { reportsQuerySchema } from "@/lib/admin/schemas";
import { isAppError } from "@/lib/errors";
import { formatCalendarDate } from "@/lib/format/date";

const reasons = ["scam", "off_platform_payment", "harassment", "spam", "other"] as const;
const resolutions = ["dismissed", "banned_user", "archived_room"] as const;

/** Members' reports of chats (ours) and messages flagged in the chat service, each with what can be done. */
export async function AdminReportsTab({ raw }: { raw: AdminQuery }) {
  const query = parseAdminQuery(reportsQuerySchema, raw);
  const [t, list, flagged] = await Promise.all([
    getTranslations("Admin"),
    listChatReports(query),
    listFlaggedMessages({ take: 20 }).catch((error: unknown): FlaggedMessageRow[] | null => {
      if (isAppError(error) && error.code === "chat_unavailable") return null;
      throw error;
    }),
  ]);
  const personName = (person: { first_name: string | null; last_name: string | null; email: string }) => [person.first_name, person.last_name].filter(Boolean).join(" ") || person.email;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="room-reports" className="flex flex-col gap-4">
        <h2 id="room-reports" className="text-lg font-semibold">
          {t("reports.roomReports")}
        </h2>
        <AdminFilterForm tab="reports" values={raw} fields={[{ kind: "select", name: "status", label: t("filters.status"), hasAny: false, options: (["open", "resolved"] as const).map((value) => ({ value, label: t(`reportStatus.${value}`) })) }]} />
        <AdminList label={t("reports.roomReports")} count={t("count", { total: list.total, capped: String(list.total_capped) })} empty={t("empty")} page={query.page} pages={Math.ceil(list.total / query.take)} hrefFor={pageHref("reports", raw)}>
          {list.result.map((report) => {
            const accused = report.room.members.filter((member) => member._id !== report.reporter._id);
            const resolution = resolutions.find((value) => value === report.resolution);
            return (
              <AdminRow key={report._id} actions={report.resolved_at ? null : <ResolveReportButton reportId={report._id} members={accused.map((member) => ({ id: member._id, label: `${personName(member)} (${member.email})` }))} />}>
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {reasons.find((value) => value === report.reason) ? t(`reportReasons.${report.reason as (typeof reasons)[number]}`) : report.reason}
                  <span className="font-normal text-slate-600 dark:text-slate-300">{report.room.job_title ? t("fields.roomJob", { title: report.room.job_title }) : t("fields.roomDirect")}</span>
                </p>
                {report.details && <p className="text-sm">“{report.details}”</p>}
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {t("fields.reportedBy", { email: report.reporter.email })} · {t("fields.reportedOn", { date: formatCalendarDate(report.created_at) })}
                </p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
                  {t("fields.members2")}:
                  {accused.map((member) => (
                    <span key={member._id} className="inline-flex items-center gap-1">
                      {personName(member)}
                      {member.is_banned && <AdminBadge tone="danger">{t("badges.banned")}</AdminBadge>}
                    </span>
                  ))}
                </p>
                {resolution && <p className="text-sm text-emerald-700 dark:text-emerald-300">{t("fields.resolution", { resolution: t(`resolutions.${resolution}`) })}</p>}
              </AdminRow>
            );
          })}
        </AdminList>
      </section>

      <section aria-labelledby="flagged-messages" className="flex flex-col gap-4">
        <h2 id="flagged-messages" className="text-lg font-semibold">
          {t("reports.flagged")}
        </h2>
        {flagged === null ? (
          <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            {t("reports.flaggedUnavailable")}
          </p>
        ) : flagged.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-6 py-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">{t("reports.flaggedEmpty")}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {flagged.map((flag) => (
              <AdminRow
                key={`${flag.message_id}-${flag.flagged_by?._id ?? ""}`}
                actions={flag.author && !flag.author.is_banned ? <AdminActionButton kind="banUser" id={flag.author._id} name={flag.author.email} /> : null}
              >
                <p className="text-sm">“{flag.text}”</p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
                  {flag.author && t("fields.author", { email: flag.author.email })}
                  {flag.author?.is_banned && <AdminBadge tone="danger">{t("badges.banned")}</AdminBadge>}
                  {flag.flagged_by && <span>· {t("fields.flaggedBy", { email: flag.flagged_by.email })}</span>}
                </p>
                {flag.reason && <p className="text-sm text-slate-500 dark:text-slate-400">{t("fields.reason", { reason: flag.reason })}</p>}
              </AdminRow>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
