"use client";

import { useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";

import { buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Link, usePathname, useRouter } from "@/i18n/navigation";
import { companyPremiumPath } from "@/lib/navigation/paths";
import { isPremiumPlan, type PlanStatus } from "@/lib/plans/plan-status";

const subscribeToNothing = () => () => {};


/**
 * The go-premium prompt that /home/profile?goPremium=true opens for employers (the navbar's
 * Upgrade button): each company with its plan and a way to upgrade it. Closing it stays on the
 * profile and drops the parameter, so that a reload does not open it again.
 */
export function PremiumPrompt({ plans }: { plans: PlanStatus }) {
  const t = useTranslations("Profile.premium");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // The dialog renders into document.body, which the server does not have: open it once hydrated.
  const isHydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);

  function close() {
    const query = new URLSearchParams(searchParams?.toString());
    query.delete("goPremium");
    const search = query.toString();
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
  }

  return (
    <Dialog open={isHydrated} onClose={close} title={t("title")} description={t("lead")}>
      <div className="flex flex-col gap-4 overflow-y-auto px-5 py-4">
        {plans.companies.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t("noCompanies")}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
            {plans.companies.map((company) => (
              <li key={company.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{company.name}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t(`planNames.${company.planName}`)}
                    {company.isPlanExpired ? ` · ${t("expired")}` : null}
                  </p>
                </div>
                {isPremiumPlan(company.planName) ? null : (
                  <Link href={companyPremiumPath(company)} aria-label={t("upgradeCompany", { company: company.name })} className={buttonClasses({ size: "sm" })}>
                    {t("upgrade")}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
        {plans.areAllPremium ? <p className="text-sm text-slate-600 dark:text-slate-400">{t("allPremium")}</p> : null}
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end dark:border-slate-700">
        <button type="button" onClick={close} className={buttonClasses({ variant: "ghost", size: "sm" })}>
          {t("notNow")}
        </button>
        {plans.companies.length === 0 ? (
          <Link href="/employers/post-job" className={buttonClasses({ size: "sm" })}>
            {t("postJob")}
          </Link>
        ) : null}
      </div>
    </Dialog>
  );
}
