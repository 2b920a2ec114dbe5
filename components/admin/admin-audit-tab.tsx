import { getLocale, getTranslations } from "next-intl/server";

import { AdminFilterForm } from "@/components/admin/admin-filter-form";
import { AdminList, AdminRow, pageHref, parseAdminQuery, type AdminQuery } from "@/components/admin/admin-list";
import { listAuditLog } from "@/lib/admin/list-audit-log";
import { auditLogQuerySchema } from "@/lib/admin/schemas";
import { formatCalendarDateTime } from "@/lib/format/date";

const actions = ["user_banned", "user_unbanned", "job_banned", "job_unbanned", "company_banned", "company_unbanned", "company_enabled", "report_dismissed", "report_user_banned", "report_room_archived"] as const;
const targets = ["user", "job", "company", "chat_report"] as const;

export async function AdminAuditTab({ raw }: { raw: AdminQuery }) {
  const query = parseAdminQuery(auditLogQuerySchema, raw);
  const [t, locale, list] = await Promise.all([getTranslations("Admin"), getLocale(), listAuditLog(query)]);
  const known = (action: string): action is (typeof actions)[number] => (actions as readonly string[]).includes(action);
  const knownTarget = (type: string): type is (typeof targets)[number] => (targets as readonly string[]).includes(type);
  return (
    <div className="flex flex-col gap-4">
      <AdminFilterForm
        tab="audit"
        values={raw}
        fields={[
          { kind: "search", name: "search", label: t("filters.search"), placeholder: t("filters.searchAudit") },
          { kind: "select", name: "action", label: t("filters.action"), options: actions.map((value) => ({ value, label: t(`auditActions.${value}`) })) },
          { kind: "select", name: "target_type", label: t("filters.targetType"), options: targets.map((value) => ({ value, label: t(`targetTypes.${value}`) })) },
          { kind: "date", name: "startDate", label: t("filters.startDate") },
          { kind: "date", name: "endDate", label: t("filters.endDate") },
        ]}
      />
      <AdminList label={t("tabs.audit")} count={t("count", { total: list.total, capped: String(list.total_capped) })} empty={t("empty")} page={query.page} pages={Math.ceil(list.total / query.take)} hrefFor={pageHref("audit", raw)}>
        {list.result.map((entry) => (
          <AdminRow key={entry._id}>
            <p className="font-semibold">
              {known(entry.action) ? t(`auditActions.${entry.action}`) : entry.action}: <span className="font-normal">{entry.target_label ?? entry.target_id}</span>
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {knownTarget(entry.target_type) ? t(`targetTypes.${entry.target_type}`) : entry.target_type} · {t("fields.by", { email: entry.actor?.email ?? t("fields.unknownActor") })} ·{" "}
              <time dateTime={entry.created_at.toISOString()}>{formatCalendarDateTime(entry.created_at, locale)}</time>
            </p>
            {entry.reason && <p className="text-sm text-slate-500 dark:text-slate-400">{t("fields.reason", { reason: entry.reason })}</p>}
          </AdminRow>
        ))}
      </AdminList>
    </div>
  );
}
