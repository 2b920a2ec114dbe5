import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { AdminAuditTab } from "@/components/admin/admin-audit-tab";
import { AdminCompaniesTab } from "@/components/admin/admin-companies-tab";
import { AdminHiredTab } from "@/components/admin/admin-hired-tab";
import { AdminJobsTab } from "@/components/admin/admin-jobs-tab";
import type { AdminQuery } from "@/components/admin/admin-list";
import { AdminOverviewTab } from "@/components/admin/admin-overview-tab";
import { AdminReportsTab } from "@/components/admin/admin-reports-tab";
import { AdminTabs, adminTabs, type AdminTab } from "@/components/admin/admin-tabs";
import { AdminUsersTab } from "@/components/admin/admin-users-tab";
import { ClientTexts } from "@/components/i18n/client-texts";
import { requirePageAccess } from "@/lib/guards/require-page-access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Admin");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/**
 * The admin area: administrators only (proxy.ts redirects anyone else from the session cookie;
 * requirePageAccess checks again against the database). One tab at a time, chosen by ?tab=, each
 * reading its list through lib/admin and acting through the admin REST routes.
 */
export default async function Page({ searchParams }: PageProps<"/[locale]/admin">) {
  const viewer = await requirePageAccess("/admin");
  const params = await searchParams;
  const raw: AdminQuery = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const tab: AdminTab = adminTabs.find((name) => name === raw.tab) ?? "users";
  const t = await getTranslations("Admin");

  return (
    <ClientTexts page="admin">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
          <p className="text-slate-600 dark:text-slate-300">{t("lead")}</p>
        </header>
        <AdminTabs current={tab} />
        {tab === "users" && <AdminUsersTab raw={raw} viewerId={viewer.id} />}
        {tab === "jobs" && <AdminJobsTab raw={raw} />}
        {tab === "companies" && <AdminCompaniesTab raw={raw} />}
        {tab === "hired" && <AdminHiredTab raw={raw} />}
        {tab === "reports" && <AdminReportsTab raw={raw} />}
        {tab === "audit" && <AdminAuditTab raw={raw} />}
        {tab === "overview" && <AdminOverviewTab raw={raw} />}
      </div>
    </ClientTexts>
  );
}
