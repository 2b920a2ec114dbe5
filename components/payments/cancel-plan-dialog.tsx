"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";

import { FormAlert } from "@/components/forms/form-alert";
import { useCalendarFormat } from "@/components/i18n/use-calendar-format";
import { usePlanFeatures } from "@/components/payments/plan-grid";
import { usePayments } from "@/components/payments/use-payments";
import { ConfirmDialogActions } from "@/components/ui/confirm-dialog-actions";
import { Dialog } from "@/components/ui/dialog";
import type { CompanyPlanWire, PlanWire } from "@/lib/payments-client/wire";

type CancelPlanDialogProps = {
  company: { id: string; name: string };
  plan: CompanyPlanWire;
  /** The Free plan as the plans list gives it, to say what the company has after the period. */
  freePlan: PlanWire | undefined;
  onClose: () => void;
  onCancelled: (plan: CompanyPlanWire) => void;
};

/**
 * Cancelling a paid plan: it ends with the period already paid for, and the dialog says what the
 * company keeps until which date and what Free allows after it, before anything is changed.
 */
export function CancelPlanDialog({ company, plan, freePlan, onClose, onCancelled }: CancelPlanDialogProps) {
  const t = useTranslations("Payments.cancel");
  const tPlans = useTranslations("Payments.plans");
  const calendar = useCalendarFormat();
  const featuresOf = usePlanFeatures();
  const { payments, failure } = usePayments();
  const [isPending, setIsPending] = useState(false);
  const inFlight = useRef(false);
  const planName = tPlans(plan.planName);
  const until = plan.current_period_end ? calendar.date(plan.current_period_end) : null;

  async function confirm() {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsPending(true);
    try {
      onCancelled(await payments.cancel(company.id));
    } catch {
      // The reason shows below.
    } finally {
      inFlight.current = false;
      setIsPending(false);
    }
  }

  return (
    <Dialog open onClose={isPending ? () => {} : onClose} title={t("title", { plan: planName })}>
      <div className="flex flex-col gap-3 px-5 py-4 text-sm">
        <p>{until ? t("keepsUntil", { company: company.name, plan: planName, date: until }) : t("keepsUntilPeriodEnd", { company: company.name, plan: planName })}</p>
        <p>{freePlan ? t("afterwardsFree", { features: featuresOf(freePlan).map((feature) => feature.text).join(" · ") }) : t("afterwards")}</p>
        <p>{t("openJobsStay")}</p>
        <p className="text-slate-600 dark:text-slate-400">{t("resumeNote")}</p>
        <FormAlert>{failure}</FormAlert>
      </div>
      <ConfirmDialogActions onCancel={onClose} onConfirm={confirm} isPending={isPending} cancelLabel={t("keep", { plan: planName })} confirmLabel={t("confirm")} pendingLabel={t("cancelling")} />
    </Dialog>
  );
}
