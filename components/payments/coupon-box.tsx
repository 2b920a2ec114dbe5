"use client";

import { useId, useState } from "react";
import { useLocale, useTranslations } from "next-intl";

import { usePayments } from "@/components/payments/use-payments";
import { Button } from "@/components/ui/button";
import { PendingLabel } from "@/components/ui/pending-label";
import { couponSaving, formatMoney } from "@/lib/payments-client/money";
import type { CouponWire } from "@/lib/payments-client/wire";

type CouponBoxProps = {
  companyId: string;
  planId: number;
  coupon: CouponWire | null;
  onCouponChange: (coupon: CouponWire | null) => void;
  isDisabled?: boolean;
};

/**
 * A coupon code for the plan being bought: checked with POST transactions/evalutate-cupon, which
 * answers the lowered price. An applied code shows what it takes off and for how long; a refused
 * one says so beside the field.
 */
export function CouponBox({ companyId, planId, coupon, onCouponChange, isDisabled = false }: CouponBoxProps) {
  const t = useTranslations("Payments.coupon");
  const locale = useLocale();
  const inputId = useId();
  const errorId = useId();
  const { payments, failure, clearFailure } = usePayments();
  const [code, setCode] = useState("");
  const [isChecking, setIsChecking] = useState(false);

  async function apply(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || isChecking) return;
    setIsChecking(true);
    try {
      onCouponChange(await payments.evaluateCoupon({ code: trimmed, plan_id: planId, company_id: companyId }));
      setCode("");
    } catch {
      onCouponChange(null);
    } finally {
      setIsChecking(false);
    }
  }

  if (coupon) {
    return (
      <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100">
        <p className="min-w-0 flex-1">
          <span className="font-semibold">{t("applied", { code: coupon.code, saving: couponSaving(coupon, locale) })}</span>{" "}
          <span>{t(`duration.${coupon.duration}`, { months: coupon.duration_in_months ?? 0 })}</span>
          <span className="block">
            {t("newPrice", { before: formatMoney(coupon.price_cents, coupon.currency, locale), after: formatMoney(coupon.discounted_price_cents, coupon.currency, locale) })}
          </span>
        </p>
        <Button variant="ghost" size="sm" onClick={() => onCouponChange(null)} disabled={isDisabled} aria-label={t("removeCode", { code: coupon.code })}>
          {t("remove")}
        </Button>
      </div>
    );
  }

  return (
    <form className="flex flex-col gap-1.5" onSubmit={apply} noValidate>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {t("label")}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (failure) clearFailure();
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={isDisabled}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? errorId : undefined}
          placeholder={t("placeholder")}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm uppercase placeholder:normal-case focus-visible:outline-2 focus-visible:outline-brand-500 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-950"
        />
        <Button type="submit" variant="outline" size="sm" className="h-10" disabled={isDisabled || isChecking || code.trim() === ""}>
          <PendingLabel isPending={isChecking} label={t("apply")} pendingLabel={t("checking")} spinnerClassName="size-4" />
        </Button>
      </div>
      <p id={errorId} role="alert" className="text-sm text-red-700 empty:hidden dark:text-red-300">
        {failure}
      </p>
    </form>
  );
}
