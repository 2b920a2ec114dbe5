import { getTranslations } from "next-intl/server";

import { AdminBadge } from "@/components/admin/admin-badge";
import { AdminFilterForm } from "@/components/admin/admin-filter-form";
import { AdminList, AdminRow, pageHref, parseAdminQuery, type AdminQuery } from "@/components/admin/admin-list";
import { listHired } from "@/lib/admin/list-hired";
import { hiredQuerySchema, hiredRangeParamsSchema } from "@/lib/admin/schemas";
import { formatCalendarDate } from "@/lib/format/date";

/** The hired list; with From and To it reads the hires of that range (GET users/admin/hired/{a}/{b}). */
export async function AdminHiredTab({ raw }: { raw: AdminQuery }) {
  const query = parseAdminQuery(hiredQuerySchema, raw);
  const range = hiredRangeParamsSchema.safeParse({ a: raw.startDate, b: raw.endDate });
  const [t, list] = await Promise.all([getTranslations("Admin"), listHired(query, range.success ? range.data : undefined)]);
  return (
    <div className="flex flex-col gap-4">
      <AdminFilterForm
        tab="hired"
        values={raw}
        fields={[
          { kind: "search", name: "search", label: t("filters.search"), placeholder: t("filters.searchHired") },
          { kind: "date", name: "startDate", label: t("filters.startDate") },
          { kind: "date", name: "endDate", label: t("filters.endDate") },
          { kind: "select", name: "sort", label: t("filters.sort"), hasAny: false, options: ["hired_at:desc", "hired_at:asc", "candidate_name:asc", "company_name:asc", "job_title:asc"].map((value) => ({ value, label: t(`sorts.${value}` as "sorts.hired_at:asc") })) },
        ]}
      />
      <AdminList label={t("tabs.hired")} count={t("count", { total: list.total, capped: String(list.total_capped) })} empty={t("empty")} page={query.page} pages={Math.ceil(list.total / query.take)} hrefFor={pageHref("hired", raw)}>
        {list.result.map((hire) => (
          <AdminRow key={hire._id}>
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {[hire.candidate.first_name, hire.candidate.last_name].filter(Boolean).join(" ") || hire.candidate.email}
              {hire.candidate.is_deleted && <AdminBadge tone="neutral">{t("badges.deleted")}</AdminBadge>}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t("fields.hiredBy", { company: hire.company.name, job: hire.job.title })}</p>
            <p className="text-sm text-slate-500 dark:text-slate-400">{t("fields.hiredOn", { date: formatCalendarDate(hire.hired_at) })}</p>
          </AdminRow>
        ))}
      </AdminList>
    </div>
  );
}
