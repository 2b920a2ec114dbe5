import { getTranslations } from "next-intl/server";

import { AdminActionButton } from "@/components/admin/admin-action-button";
import { AdminBadge } from "@/components/admin/admin-badge";
import { AdminFilterForm } from "@/components/admin/admin-filter-form";
import { AdminList, AdminRow, pageHref, parseAdminQuery, type AdminQuery } from "@/components/admin/admin-list";
import { listAdminUsers } from "@/lib/admin/list-admin-users";
import { adminUsersQuerySchema } from "@/lib/admin/schemas";
import { formatCalendarDate } from "@/lib/format/date";

export async function AdminUsersTab({ raw, viewerId }: { raw: AdminQuery; viewerId: string }) {
  const query = parseAdminQuery(adminUsersQuerySchema, raw);
  const [t, list] = await Promise.all([getTranslations("Admin"), listAdminUsers(query)]);
  const yesNo = [{ value: "true", label: t("filters.yes") }, { value: "false", label: t("filters.no") }];
  return (
    <div className="flex flex-col gap-4">
      <AdminFilterForm
        tab="users"
        values={raw}
        fields={[
          { kind: "search", name: "search", label: t("filters.search"), placeholder: t("filters.searchUsers") },
          { kind: "select", name: "side", label: t("filters.side"), options: [{ value: "candidate", label: t("sides.candidate") }, { value: "employer", label: t("sides.employer") }] },
          { kind: "select", name: "role", label: t("filters.role"), options: [{ value: "user", label: t("roles.user") }, { value: "administrator", label: t("roles.administrator") }] },
          { kind: "select", name: "banned", label: t("filters.banned"), options: yesNo },
          { kind: "select", name: "verified", label: t("filters.verified"), options: yesNo },
          { kind: "date", name: "startDate", label: t("filters.startDate") },
          { kind: "date", name: "endDate", label: t("filters.endDate") },
          { kind: "select", name: "sort", label: t("filters.sort"), hasAny: false, options: ["created_at:desc", "created_at:asc", "email:asc", "last_name:asc", "banned_at:desc"].map((value) => ({ value, label: t(`sorts.${value}` as "sorts.email:asc") })) },
        ]}
      />
      <AdminList label={t("tabs.users")} count={t("count", { total: list.total, capped: String(list.total_capped) })} empty={t("empty")} page={query.page} pages={Math.ceil(list.total / query.take)} hrefFor={pageHref("users", raw)}>
        {list.result.map((user) => {
          const name = [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email;
          const isAdministrator = user.role === "administrator";
          return (
            <AdminRow
              key={user._id}
              actions={
                isAdministrator || user._id === viewerId ? null : user.is_banned ? <AdminActionButton kind="unbanUser" id={user._id} name={name} /> : <AdminActionButton kind="banUser" id={user._id} name={name} />
              }
            >
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                <span className="truncate">{name}</span>
                {user.is_banned && <AdminBadge tone="danger">{t("badges.banned")}</AdminBadge>}
                {isAdministrator && <AdminBadge tone="neutral">{t("badges.administrator")}</AdminBadge>}
                {user.is_verified && <AdminBadge tone="success">{t("badges.verified")}</AdminBadge>}
              </p>
              <p className="truncate text-sm text-slate-600 dark:text-slate-300">{user.email}</p>
              <p className="text-sm text-slate-500 dark:text-slate-400">
                {t(`sides.${user.logged_as}`)} · {t("fields.signedUp", { date: formatCalendarDate(user.created_at) })}
              </p>
              {user.banned_reason && <p className="text-sm text-red-700 dark:text-red-300">{t("fields.bannedBecause", { reason: user.banned_reason })}</p>}
            </AdminRow>
          );
        })}
      </AdminList>
    </div>
  );
}
