"use client";

import { useLocale, useTranslations } from "next-intl";

import { PlanFeatureItem, type PlanFeature } from "@/components/payments/plan-feature";
import { Button } from "@/components/ui/button";
import { SkeletonBlock, SkeletonCard } from "@/components/ui/skeleton";
import { formatMoney } from "@/lib/payments-client/money";
import { planActionFor } from "@/lib/payments-client/plan-action";
import type { CompanyPlanWire, PlanWire } from "@/lib/payments-client/wire";

type PlanGridProps = { plans: PlanWire[]; plan: CompanyPlanWire; canManage: boolean; onChoose: (plan: PlanWire) => void };

/** Free, Pro and Premium side by side (stacked on phones), the company's plan marked as current. */
export function PlanGrid({ plans, plan, canManage, onChoose }: PlanGridProps) {
  const t = useTranslations("Payments");
  const locale = useLocale();
  const featuresOf = usePlanFeatures();
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {plans.map((offer) => {
        const action = planActionFor(plan, offer.plan_name);
        const isCurrent = action === "current";
        const name = t(`plans.${offer.plan_name}`);
        const headingId = `plan-card-${offer.plan_name.toLowerCase()}`;
        const features = featuresOf(offer);
        return (
          <li
            key={offer._id}
            aria-labelledby={headingId}
            aria-current={isCurrent ? "true" : undefined}
            className={[
              "relative flex flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm dark:bg-slate-900",
              isCurrent ? "border-brand-500 ring-2 ring-brand-500 dark:border-brand-400 dark:ring-brand-400" : "border-slate-200 dark:border-slate-800",
            ].join(" ")}
          >
            <div className="flex items-start justify-between gap-2">
              <div>
                <h3 id={headingId} className="text-lg font-semibold">
                  {name}
                </h3>
                <p className="text-sm text-slate-600 dark:text-slate-400">{t(`taglines.${offer.plan_name}`)}</p>
              </div>
              {isCurrent ? <span className="shrink-0 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-brand-500">{t("currentBadge")}</span> : null}
            </div>
            <p className="flex items-baseline gap-1">
              <span className="text-3xl font-bold tracking-tight">{formatMoney(offer.price_cents, offer.currency, locale)}</span>
              <span className="text-sm text-slate-600 dark:text-slate-400">{t("per", { interval: offer.interval })}</span>
            </p>
            <ul className="flex flex-1 flex-col gap-2.5 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
              {features.map((feature) => (
                <PlanFeatureItem key={feature.text} feature={feature} />
              ))}
            </ul>
            {canManage && action !== "none" && action !== "current" ? (
              <Button variant={action === "cancel" || action === "downgrade" ? "outline" : "primary"} onClick={() => onChoose(offer)} aria-label={t(`choose.${action}Label`, { plan: name })} className="w-full">
                {t(`choose.${action}`, { plan: name })}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** What a plan gives, in the words of its card: open jobs, invitations, applicants' names (null limits: unlimited), each marked included or not. */
export function usePlanFeatures() {
  const t = useTranslations("Payments.features");
  return (offer: Pick<PlanWire, "plan_name" | "active_job_limit" | "invite_limit">): PlanFeature[] => [
    { text: offer.active_job_limit === null ? t("unlimitedJobs") : t("activeJobs", { count: offer.active_job_limit }), isIncluded: true },
    offer.invite_limit === null
      ? { text: t("unlimitedInvites"), isIncluded: true }
      : { text: offer.invite_limit === 0 ? t("noInvites") : t("invites", { count: offer.invite_limit }), isIncluded: offer.invite_limit > 0 },
    offer.plan_name === "FREE" ? { text: t("namesHidden"), isIncluded: false } : { text: t("names"), isIncluded: true },
  ];
}

export function PlanGridSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-3" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <SkeletonCard key={index} className="flex flex-col gap-4 rounded-2xl p-5">
          <SkeletonBlock className="h-6 w-24 rounded" />
          <SkeletonBlock className="h-9 w-32 rounded" />
          <SkeletonBlock className="h-4 w-full rounded" />
          <SkeletonBlock className="h-4 w-5/6 rounded" />
          <SkeletonBlock className="h-11 w-full rounded-lg" />
        </SkeletonCard>
      ))}
    </div>
  );
}
