"use client";

import { useCallback, useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";

import { FormAlert } from "@/components/forms/form-alert";
import { useCalendarFormat } from "@/components/i18n/use-calendar-format";
import type { PaymentsMode } from "@/components/payments/add-card";
import { CancelPlanDialog } from "@/components/payments/cancel-plan-dialog";
import { ChangePlanDialog } from "@/components/payments/change-plan-dialog";
import { CheckoutDialog } from "@/components/payments/checkout-dialog";
import { PaymentHistory } from "@/components/payments/payment-history";
import { PlanGrid, PlanGridSkeleton } from "@/components/payments/plan-grid";
import { usePayments } from "@/components/payments/use-payments";
import { Button } from "@/components/ui/button";
import { PendingLabel } from "@/components/ui/pending-label";
import { SkeletonBlock, SkeletonCard } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { usageOf } from "@/lib/payments-client/money";
import type { CompanyPlanWire, PlanChange, PlanWire } from "@/lib/payments-client/wire";

export type PremiumPageProps = {
  company: { id: string; name: string };
  /** Whether the viewer owns the company (only owners pay, change and cancel). */
  isOwner: boolean;
  mode: PaymentsMode;
  publishableKey: string | null;
};

type Action = { kind: "checkout"; plan: PlanWire } | { kind: "change"; plan: PlanWire } | { kind: "cancel" } | null;

/**
 * The premium page of one company: its plan and what it uses of it, the three plans side by side,
 * and for owners buying, changing, cancelling and resuming; then its payments. Every change is
 * shown at once from the server's answer, and the server components (navbar, limits) are refreshed.
 */
export function PremiumPageClient({ company, isOwner, mode, publishableKey }: PremiumPageProps) {
  const t = useTranslations("Payments");
  const toast = useToast();
  const router = useRouter();
  const { payments, failure } = usePayments();
  const [plans, setPlans] = useState<PlanWire[] | null>(null);
  const [plan, setPlan] = useState<CompanyPlanWire | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [action, setAction] = useState<Action>(null);
  const [historyVersion, setHistoryVersion] = useState(0);
  const [isResuming, setIsResuming] = useState(false);

  const fetchPage = useCallback(() => {
    Promise.all([payments.listPlans(), payments.companyPlan(company.id)]).then(
      ([planList, companyPlan]) => {
        // Monthly prices side by side; yearly ones only if there are no monthly ones.
        const monthly = planList.filter((offer) => offer.interval === "MONTH");
        setPlans(monthly.length > 0 ? monthly : planList);
        setPlan(companyPlan);
      },
      () => setLoadFailed(true),
    );
  }, [payments, company.id]);

  useEffect(fetchPage, [fetchPage]);

  function retry() {
    setLoadFailed(false);
    fetchPage();
  }

  const canManage = isOwner && (plan?.is_owner ?? true);
  const planName = (name: string) => t(`plans.${name as "PRO"}`);

  function applied(next: CompanyPlanWire, message: string) {
    setPlan(next);
    setAction(null);
    setHistoryVersion((version) => version + 1);
    toast.success(message);
    // The navbar's Upgrade button and the plan checks are server-rendered: read them again.
    router.refresh();
  }

  function choose(offer: PlanWire) {
    if (!plan) return;
    if (offer.plan_name === "FREE") setAction({ kind: "cancel" });
    else if (plan.planName === "FREE") setAction({ kind: "checkout", plan: offer });
    else setAction({ kind: "change", plan: offer });
  }

  async function resume() {
    setIsResuming(true);
    try {
      const next = await payments.resume(company.id);
      applied(next, t("toasts.resumed", { company: company.name, plan: planName(next.planName) }));
    } catch {
      // Shown in the page's alert.
    } finally {
      setIsResuming(false);
    }
  }

  if (loadFailed && (!plans || !plan)) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert>{failure ?? t("loadFailed")}</FormAlert>
        <Button variant="outline" onClick={retry}>
          {t("retry")}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      {plan ? <CurrentPlan plan={plan} companyName={company.name} canManage={canManage} isResuming={isResuming} onCancel={() => setAction({ kind: "cancel" })} onResume={resume} /> : <CurrentPlanSkeleton />}
      {canManage ? <FormAlert>{action === null ? failure : null}</FormAlert> : <FormAlert kind="info">{t("readOnly")}</FormAlert>}

      <section aria-labelledby="plans-title" className="flex flex-col gap-4">
        <h2 id="plans-title" className="text-lg font-semibold">
          {t("plansTitle")}
        </h2>
        {plans && plan ? <PlanGrid plans={plans} plan={plan} canManage={canManage} onChoose={choose} /> : <PlanGridSkeleton />}
      </section>

      {/* A new key after each change reads the history again from its first page. */}
      <PaymentHistory key={historyVersion} companyId={company.id} />

      {action?.kind === "checkout" ? (
        <CheckoutDialog
          company={company}
          plan={action.plan}
          mode={mode}
          publishableKey={publishableKey}
          onClose={() => setAction(null)}
          onPaid={(change: PlanChange) => applied(change.plan, t("toasts.subscribed", { company: company.name, plan: planName(change.plan.planName) }))}
        />
      ) : null}
      {action?.kind === "change" && plan ? (
        <ChangePlanDialog
          company={company}
          currentPlan={plan.planName}
          plan={action.plan}
          onClose={() => setAction(null)}
          onChanged={(change) => applied(change.plan, t("toasts.changed", { company: company.name, plan: planName(change.plan.planName) }))}
        />
      ) : null}
      {action?.kind === "cancel" && plan ? (
        <CancelPlanDialog company={company} plan={plan} freePlan={plans?.find((offer) => offer.plan_name === "FREE")} onClose={() => setAction(null)} onCancelled={(next) => applied(next, t("toasts.cancelled", { company: company.name }))} />
      ) : null}
    </div>
  );
}

type CurrentPlanProps = { plan: CompanyPlanWire; companyName: string; canManage: boolean; isResuming: boolean; onCancel: () => void; onResume: () => void };

function CurrentPlan({ plan, companyName, canManage, isResuming, onCancel, onResume }: CurrentPlanProps) {
  const t = useTranslations("Payments");
  const calendar = useCalendarFormat();
  const name = t(`plans.${plan.planName}`);
  const periodEnd = plan.current_period_end ? calendar.date(plan.current_period_end) : null;
  const isPaid = plan.planName !== "FREE";
  const status = !isPaid
    ? plan.isPlanExpired
      ? t("current.expired")
      : t("current.free")
    : plan.cancel_at_period_end
      ? periodEnd
        ? t("current.until", { plan: name, date: periodEnd })
        : t("current.endsSoon", { plan: name })
      : plan.status === "PAST_DUE"
        ? t("current.pastDue")
        : periodEnd
          ? t("current.renews", { date: periodEnd })
          : null;

  return (
    <section aria-labelledby="current-plan" className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{t("current.label")}</p>
          <h2 id="current-plan" className="mt-1 text-2xl font-bold" data-testid="current-plan-name">
            {t("current.heading", { plan: name })}
          </h2>
          {status ? (
            <p className={`mt-1 text-sm ${plan.cancel_at_period_end || plan.status === "PAST_DUE" ? "font-semibold text-amber-700 dark:text-amber-300" : "text-slate-600 dark:text-slate-400"}`} data-testid="current-plan-status">
              {status}
            </p>
          ) : null}
        </div>
        {canManage && isPaid ? (
          plan.cancel_at_period_end ? (
            <Button onClick={onResume} disabled={isResuming} aria-label={t("current.resumeLabel", { plan: name, company: companyName })}>
              <PendingLabel isPending={isResuming} label={t("current.resume", { plan: name })} pendingLabel={t("current.resuming")} />
            </Button>
          ) : (
            <Button variant="outline" onClick={onCancel}>
              {t("current.cancel")}
            </Button>
          )
        ) : null}
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <UsageMeter label={t("usage.activeJobs")} {...usageOf(plan.jobs_active.current, plan.jobs_active.limit)} />
        <UsageMeter label={t("usage.invitations")} {...usageOf(plan.invites.used, plan.invites.limit)} />
      </dl>
    </section>
  );
}

function UsageMeter({ label, current, limit, ratio }: { label: string; current: number; limit: number | null; ratio: number }) {
  const t = useTranslations("Payments.usage");
  const locale = useLocale();
  // A limit of 0 is something the plan does not include (Free's invitations), not a quota used up.
  const isExcluded = limit === 0 && current === 0;
  const isFull = limit !== null && current >= limit && !isExcluded;
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={`text-lg font-semibold tabular-nums ${isFull ? "text-amber-700 dark:text-amber-300" : isExcluded ? "text-slate-600 dark:text-slate-400" : ""}`}>
        {isExcluded ? t("notIncluded") : limit === null ? t("ofUnlimited", { current: current.toLocaleString(locale) }) : t("of", { current, limit })}
      </dd>
      {limit === null || isExcluded ? null : (
        <div className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
          <div className={`h-full rounded-full ${isFull ? "bg-amber-500" : "bg-brand-600"}`} style={{ width: `${Math.round(ratio * 100)}%` }} />
        </div>
      )}
    </div>
  );
}

function CurrentPlanSkeleton() {
  const t = useTranslations("Payments");
  return (
    <div aria-busy="true">
      <span className="sr-only">{t("loading")}</span>
      <SkeletonCard className="flex flex-col gap-5 rounded-2xl p-5 sm:p-6">
        <SkeletonBlock className="h-4 w-28 rounded" />
        <SkeletonBlock className="h-7 w-48 rounded" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SkeletonBlock className="h-20 rounded-xl" />
          <SkeletonBlock className="h-20 rounded-xl" />
        </div>
      </SkeletonCard>
    </div>
  );
}
