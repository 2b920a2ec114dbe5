import { getFormatter, getTranslations } from "next-intl/server";

import { AdminOverviewChart } from "@/components/admin/admin-overview-chart";
import { parseAdminQuery, type AdminQuery } from "@/components/admin/admin-list";
import { Link } from "@/i18n/navigation";
import { getOverview } from "@/lib/admin/get-overview";
import { overviewQuerySchema } from "@/lib/admin/schemas";

const series = ["candidate_signups", "employer_signups", "jobs_opened", "applications", "hires", "revenue_cents"] as const;
const periods = ["30d", "90d", "12m"] as const;

export async function AdminOverviewTab({ raw }: { raw: AdminQuery }) {
  const query = parseAdminQuery(overviewQuerySchema, raw);
  const [t, format, overview] = await Promise.all([getTranslations("Admin.overview"), getFormatter(), getOverview(query)]);
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t("periodLabel")} className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold">{t("periodLabel")}:</span>
        {periods.map((period) => (
          <Link
            key={period}
            href={`/admin?tab=overview&period=${period}`}
            prefetch={false}
            aria-current={period === overview.period ? "page" : undefined}
            className={`inline-flex h-9 items-center rounded-full border px-3 text-sm font-semibold ${
              period === overview.period ? "border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-500" : "border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            }`}
          >
            {t(`periods.${period}`)}
          </Link>
        ))}
      </nav>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {series.map((key) => {
          const formatValue = (value: number) => (key === "revenue_cents" ? format.number(value / 100, { style: "currency", currency: "USD" }) : format.number(value));
          const label = t(`series.${key}`);
          const values = overview.points.map((point) => point[key]);
          return (
            <AdminOverviewChart
              key={key}
              points={overview.points}
              series={key}
              label={label}
              format={formatValue}
              summary={t("chartSummary", { label, total: formatValue(overview.totals[key]), max: formatValue(Math.max(0, ...values)), bucket: overview.bucket })}
              caption={t("tableCaption", { label, bucket: overview.bucket })}
            />
          );
        })}
      </div>
    </div>
  );
}
