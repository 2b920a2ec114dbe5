"use client";

import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";

import { FormAlert } from "@/components/forms/form-alert";
import { useCalendarFormat } from "@/components/i18n/use-calendar-format";
import { usePayments } from "@/components/payments/use-payments";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { PendingLabel } from "@/components/ui/pending-label";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { formatMoney, isUpgrade } from "@/lib/payments-client/money";
import type { PlanChange, PlanWire, ProrationWire } from "@/lib/payments-client/wire";

type ChangePlanDialogProps = {
  company: { id: string; name: string };
  currentPlan: string;
  plan: PlanWire;
  onClose: () => void;
  onChanged: (change: PlanChange) => void;
};

/**
 * Moving a paid company to another paid plan: first the proration Stripe will invoice (asked
 * with preview: true, which changes nothing), line by line with the amount due now, and only
 * then the confirmation that charges it.
 */
export function ChangePlanDialog({ company, currentPlan, plan, onClose, onChanged }: ChangePlanDialogProps) {
  const t = useTranslations("Payments.change");
  const tPlans = useTranslations("Payments.plans");
  const locale = useLocale();
  const calendar = useCalendarFormat();
  const { payments, failure } = usePayments();
  const [proration, setProration] = useState<ProrationWire | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [isChanging, setIsChanging] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    let isCurrent = true;
    payments.previewChange({ company_id: company.id, plan_id: plan._id }).then(
      (preview) => isCurrent && setProration(preview),
      () => isCurrent && setPreviewFailed(true),
    );
    return () => {
      isCurrent = false;
    };
    // One preview per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function confirm() {
    if (inFlight.current || !proration) return;
    inFlight.current = true;
    setIsChanging(true);
    try {
      const { proration_date } = proration;
      onChanged(await payments.changePlan({ company_id: company.id, plan_id: plan._id, ...(proration_date === undefined ? {} : { proration_date }) }));
    } catch {
      // The reason shows in the dialog.
    } finally {
      inFlight.current = false;
      setIsChanging(false);
    }
  }

  const from = tPlans(currentPlan as "PRO");
  const to = tPlans(plan.plan_name);
  const isUp = isUpgrade(currentPlan, plan.plan_name);
  const due = proration ? formatMoney(Math.max(0, proration.amount_due_cents), proration.currency, locale) : null;

  return (
    <Dialog open onClose={isChanging ? () => {} : onClose} title={t("title", { from, to })} description={t("lead", { company: company.name })}>
      <div className="flex flex-col gap-4 overflow-y-auto px-5 py-4">
        {proration === null ? (
          previewFailed ? (
            <FormAlert>{failure ?? t("previewFailed")}</FormAlert>
          ) : (
            <div aria-busy="true" className="flex flex-col gap-2">
              <span className="sr-only">{t("loadingPreview")}</span>
              <SkeletonBlock className="h-5 w-3/4 rounded" />
              <SkeletonBlock className="h-5 w-2/3 rounded" />
              <SkeletonBlock className="h-8 w-1/2 rounded" />
            </div>
          )
        ) : (
          <>
            <table className="w-full text-sm">
              <caption className="sr-only">{t("linesCaption")}</caption>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {proration.lines.map((line, index) => (
                  <tr key={index}>
                    <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-700 dark:text-slate-300">
                      {line.plan_name ? t(`lineKinds.${line.kind}`, { plan: tPlans(line.plan_name) }) : (line.description ?? t("line"))}
                    </th>
                    <td className={`py-2 text-right tabular-nums ${line.amount_cents < 0 ? "text-emerald-700 dark:text-emerald-300" : ""}`}>{formatMoney(line.amount_cents, proration.currency, locale)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t-2 border-slate-300 dark:border-slate-600">
                  <th scope="row" className="pt-3 pr-3 text-left font-semibold">
                    {t("dueNow")}
                  </th>
                  <td className="pt-3 text-right text-lg font-bold tabular-nums" data-testid="proration-due">
                    {due}
                  </td>
                </tr>
              </tfoot>
            </table>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {isUp ? t("upgradeNote", { to }) : t("downgradeNote", { to })}{" "}
              {proration.next_payment_at ? t("nextPayment", { date: calendar.date(proration.next_payment_at) }) : null}
            </p>
            <FormAlert>{failure}</FormAlert>
          </>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end dark:border-slate-700">
        <Button variant="ghost" onClick={onClose} disabled={isChanging}>
          {t("cancel")}
        </Button>
        <Button onClick={confirm} disabled={isChanging || proration === null}>
          <PendingLabel isPending={isChanging} label={due && proration && proration.amount_due_cents > 0 ? t("confirmAndPay", { price: due, to }) : t("confirm", { to })} pendingLabel={t("changing")} />
        </Button>
      </div>
    </Dialog>
  );
}
