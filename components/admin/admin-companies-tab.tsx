import { getTranslations } from "next-intl/server";

import { AdminActionButton } from "@/components/admin/admin-action-button";
import { AdminBadge } from "@/components/admin/admin-badge";
import { AdminFilterForm } from "@/components/admin/admin-filter-form";
import { AdminList, AdminRow, pageHref, parseAdminQuery, type AdminQuery } from "@/components/admin/admin-list";
import { listAdminCompanies } from "@/lib/admin/list-admin-companies";
import { adminCompaniesQuerySchema } from "@/lib/admin/schemas";
import { formatCalendarDate } from "@/lib/format/date";

export async function AdminCompaniesTab({ raw }: { raw: AdminQuery }) {
  const query = parseAdminQuery(adminCompaniesQuerySchema, raw);
  const [t, list] = await Promise.all([getTranslations("Admin"), listAdminCompanies(query)]);
  const yesNo = [{ value: "true", label: t("filters.yes") }, { value: "false", label: t("filters.no") }];
  return (
    <div className="flex flex-col gap-4">
      <AdminFilterForm
        tab="companies"
        values={raw}
        fields={[
          { kind: "search", name: "search", label: t("filters.search"), placeholder: t("filters.searchCompanies") },
          { kind: "select", name: "banned", label: t("filters.banned"), options: yesNo },
          { kind: "select", name: "disabled", label: t("filters.disabled"), options: yesNo },
          { kind: "select", name: "sort", label: t("filters.sort"), hasAny: false, options: ["created_at:desc", "created_at:asc", "name:asc"].map((value) => ({ value, label: t(`sorts.${value}` as "sorts.name:asc") })) },
        ]}
      />
      <AdminList label={t("tabs.companies")} count={t("count", { total: list.total, capped: String(list.total_capped) })} empty={t("empty")} page={query.page} pages={Math.ceil(list.total / query.take)} hrefFor={pageHref("companies", raw)}>
        {list.result.map((company) => (
          <AdminRow
            key={company._id}
            actions={
              <>
                {company.is_banned ? <AdminActionButton kind="unbanCompany" id={company._id} name={company.name} /> : <AdminActionButton kind="banCompany" id={company._id} name={company.name} />}
                {company.is_disabled && <AdminActionButton kind="enableCompany" id={company._id} name={company.name} />}
              </>
            }
          >
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              <span className="truncate">{company.name}</span>
              {company.is_banned && <AdminBadge tone="danger">{t("badges.banned")}</AdminBadge>}
              {company.is_disabled && <AdminBadge tone="warning">{t("badges.disabled")}</AdminBadge>}
            </p>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {t("fields.created", { date: formatCalendarDate(company.created_at) })} · {t("fields.jobs", { count: company.jobs_count })} · {t("fields.members", { count: company.members_count })}
            </p>
          </AdminRow>
        ))}
      </AdminList>
    </div>
  );
}
