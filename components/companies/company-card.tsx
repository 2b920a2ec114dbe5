import { getTranslations } from "next-intl/server";

import { CompanyLogo } from "@/components/marketplace/company-logo";
import { ChevronDownIcon } from "@/components/ui/icons";
import { Link } from "@/i18n/navigation";
import type { CompanyCard as CompanyCardData } from "@/lib/companies/list-company-cards";

const planLooks = {
  Free: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
  Pro: "bg-sky-50 text-sky-800 dark:bg-sky-950/60 dark:text-sky-200",
  Premium: "bg-amber-50 text-amber-800 dark:bg-amber-950/60 dark:text-amber-200",
} as const;

const pillClasses = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold";

/** The share of the active-job quota in use, for the meter; a full quota (or none at all) is 100%. */
function quotaPercent({ current, limit }: CompanyCardData["openJobs"]): number | null {
  if (limit === null) return null;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((current / limit) * 100));
}

/** One of the employer's companies: logo, name, plan, role, people and the open-jobs quota, linking to its page. */
export async function CompanyCard({ company }: { company: CompanyCardData }) {
  const t = await getTranslations("Companies");
  const percent = quotaPercent(company.openJobs);
  const isFull = percent !== null && percent >= 100;
  const quotaText =
    company.openJobs.limit === null ? t("openJobsUnlimited", { current: company.openJobs.current }) : t("openJobs", { current: company.openJobs.current, limit: company.openJobs.limit });
  return (
    <li className="min-w-0">
      <Link
        href={`/home/companies/${company._id}`}
        className="group flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/30 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700 dark:hover:bg-slate-800/60"
      >
        <div className="flex items-start gap-4">
          <CompanyLogo name={company.name} logoUrl={company.logo} size={56} />
          <div className="min-w-0 flex-1">
            <h2 className="truncate text-lg font-semibold group-hover:text-brand-700 dark:group-hover:text-brand-200">{company.name}</h2>
            <p className="mt-1.5 flex flex-wrap items-center gap-1.5">
              <span className={`${pillClasses} ${planLooks[company.plan.planName]}`}>{t(`planNames.${company.plan.planName}`)}</span>
              {company.plan.isPlanExpired ? <span className={`${pillClasses} bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300`}>{t("planExpired")}</span> : null}
              <span className={`${pillClasses} border border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300`}>{t(`roles.${company.role}`)}</span>
            </p>
          </div>
          <ChevronDownIcon className="mt-1 size-5 shrink-0 -rotate-90 text-slate-400 transition-transform group-hover:translate-x-0.5" />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("members", { count: company.memberCount })}</p>
        <div className="mt-auto flex flex-col gap-1.5">
          <p className="flex items-center justify-between gap-2 text-sm">
            <span className="font-medium text-slate-700 dark:text-slate-300">{t("openJobsLabel")}</span>
            <span className={isFull ? "font-semibold text-amber-700 dark:text-amber-300" : "text-slate-600 dark:text-slate-400"}>{quotaText}</span>
          </p>
          {percent !== null ? (
            <div
              role="meter"
              aria-label={t("openJobsLabel")}
              aria-valuemin={0}
              aria-valuemax={company.openJobs.limit ?? 0}
              aria-valuenow={Math.min(company.openJobs.current, company.openJobs.limit ?? 0)}
              aria-valuetext={quotaText}
              className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
            >
              <div className={`h-full rounded-full ${isFull ? "bg-amber-500" : "bg-brand-600 dark:bg-brand-400"}`} style={{ width: `${percent}%` }} />
            </div>
          ) : null}
        </div>
      </Link>
    </li>
  );
}
