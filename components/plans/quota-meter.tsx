import { getTranslations } from "next-intl/server";

import type { PlanName } from "@/lib/generated/prisma/enums";

/** "1 of 1 open jobs" for one company, with a bar that fills as the plan's limit nears (null: no limit). */
export async function QuotaMeter({ companyName, planName, current, limit }: { companyName: string; planName: PlanName; current: number; limit: number | null }) {
  const t = await getTranslations("PlanLimit");
  const share = limit === null ? 0 : limit === 0 ? 1 : Math.min(1, current / limit);
  const isFull = limit !== null && current >= limit;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-2">
        <p className="truncate font-semibold">{companyName}</p>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-900/40 dark:text-brand-200">{planName.charAt(0) + planName.slice(1).toLowerCase()}</span>
      </div>
      <p className={`text-sm ${isFull ? "font-semibold text-amber-700 dark:text-amber-300" : "text-slate-600 dark:text-slate-300"}`}>
        {limit === null ? t("meterUnlimited", { current }) : t("meter", { current, limit })}
      </p>
      {limit === null ? null : (
        <div className="h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
          <div className={`h-full rounded-full ${isFull ? "bg-amber-500" : "bg-brand-600"}`} style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
      )}
    </div>
  );
}
