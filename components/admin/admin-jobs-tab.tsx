import { getTranslations } from "next-intl/server";

import { AdminActionButton } from "@/components/admin/admin-action-button";
import { AdminBadge } from "@/components/admin/admin-badge";
import { AdminFilterForm } from "@/components/admin/admin-filter-form";
import { AdminList, AdminRow, pageHref, parseAdminQuery, type AdminQuery } from "@/components/admin/admin-list";
import { listAdminJobs } from "@/lib/admin/list-admin-jobs";
import { adminJobsQuerySchema } from "@/lib/admin/schemas";
import { formatCalendarDate } from "@/lib/format/date";

export async function AdminJobsTab({ raw }: { raw: AdminQuery }) {
  const query = parseAdminQuery(adminJobsQuerySchema, raw);
  const [t, list] = await Promise.all([getTranslations("Admin"), listAdminJobs(query)]);
  return (
    <div className="flex flex-col gap-4">
      <AdminFilterForm
        tab="jobs"
        values={raw}
        fields={[
          { kind: "search", name: "search", label: t("filters.search"), placeholder: t("filters.searchJobs") },
          { kind: "select", name: "status", label: t("filters.status"), options: (["draft", "open", "paused", "closed"] as const).map((value) => ({ value, label: t(`jobStatus.${value}`) })) },
          { kind: "select", name: "banned", label: t("filters.banned"), options: [{ value: "true", label: t("filters.yes") }, { value: "false", label: t("filters.no") }] },
          { kind: "date", name: "startDate", label: t("filters.startDate") },
          { kind: "date", name: "endDate", label: t("filters.endDate") },
          { kind: "select", name: "sort", label: t("filters.sort"), hasAny: false, options: ["created_at:desc", "created_at:asc", "published_at:desc", "title:asc"].map((value) => ({ value, label: t(`sorts.${value}` as "sorts.title:asc") })) },
        ]}
      />
      <AdminList label={t("tabs.jobs")} count={t("count", { total: list.total, capped: String(list.total_capped) })} empty={t("empty")} page={query.page} pages={Math.ceil(list.total / query.take)} hrefFor={pageHref("jobs", raw)}>
        {list.result.map((job) => (
          <AdminRow key={job._id} actions={job.is_banned ? <AdminActionButton kind="unbanJob" id={job._id} name={job.title} /> : <AdminActionButton kind="banJob" id={job._id} name={job.title} />}>
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              <span className="truncate">{job.title}</span>
              <AdminBadge tone="neutral">{t(`jobStatus.${job.status}`)}</AdminBadge>
              {job.is_banned && <AdminBadge tone="danger">{t("badges.banned")}</AdminBadge>}
              {!job.is_public && <AdminBadge tone="neutral">{t("badges.private")}</AdminBadge>}
            </p>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
              {job.company.name}
              {job.company.is_banned && <AdminBadge tone="danger">{t("badges.banned")}</AdminBadge>}
              {job.company.is_disabled && <AdminBadge tone="warning">{t("badges.disabled")}</AdminBadge>}
            </p>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {t("fields.created", { date: formatCalendarDate(job.created_at) })} · {t("fields.applications", { count: job.applications_count })}
            </p>
          </AdminRow>
        ))}
      </AdminList>
    </div>
  );
}
