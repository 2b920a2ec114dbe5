"use client";

import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";

import { FormAlert } from "@/components/forms/form-alert";
import { AddCard, type PaymentsMode } from "@/components/payments/add-card";
import { CardList } from "@/components/payments/card-list";
import { CouponBox } from "@/components/payments/coupon-box";
import { usePayments } from "@/components/payments/use-payments";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { PendingLabel } from "@/components/ui/pending-label";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { formatMoney, priceDueNow } from "@/lib/payments-client/money";
import type { CouponWire, PaymentMethodWire, PlanChange, PlanWire } from "@/lib/payments-client/wire";

type CheckoutDialogProps = {
  company: { id: string; name: string };
  plan: PlanWire;
  mode: PaymentsMode;
  publishableKey: string | null;
  onClose: () => void;
  onPaid: (change: PlanChange) => void;
};

/** The card to preselect: the one just chosen if it is still there, else the default, else the newest. */
function preferredCard(cards: PaymentMethodWire[], current: string | null): string | null {
  if (current && cards.some((card) => card._id === current)) return current;
  return (cards.find((card) => card.is_default) ?? cards[0])?._id ?? null;
}

/**
 * Buying a paid plan for a company on Free: the plan and its price, the card to pay with (saved
 * cards, or a new one), an optional coupon, and one Pay button that cannot be pressed twice.
 * A declined payment keeps the dialog open with the reason, and nothing about the plan changes.
 */
export function CheckoutDialog({ company, plan, mode, publishableKey, onClose, onPaid }: CheckoutDialogProps) {
  const t = useTranslations("Payments.checkout");
  const tPlans = useTranslations("Payments.plans");
  const locale = useLocale();
  const { payments, failure } = usePayments();
  const [cards, setCards] = useState<PaymentMethodWire[] | null>(null);
  const [cardsFailed, setCardsFailed] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const [coupon, setCoupon] = useState<CouponWire | null>(null);
  const [isPaying, setIsPaying] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    let isCurrent = true;
    payments.listCards().then(
      (list) => {
        if (!isCurrent) return;
        setCards(list);
        setSelectedId((current) => preferredCard(list, current));
        setIsAdding(list.length === 0);
      },
      () => isCurrent && setCardsFailed(true),
    );
    return () => {
      isCurrent = false;
    };
    // Once per opening: later changes come back through the card list's callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function updateCards(list: PaymentMethodWire[]) {
    setCards(list);
    setSelectedId((current) => preferredCard(list, current));
    if (list.length === 0) setIsAdding(true);
  }

  async function pay() {
    if (inFlight.current || !selectedId) return;
    inFlight.current = true;
    setIsPaying(true);
    try {
      const change = await payments.subscribe({ company_id: company.id, plan_id: plan._id, payment_method_id: selectedId, ...(coupon ? { coupon: coupon.code } : {}) });
      onPaid(change);
    } catch {
      // The reason is in the dialog (usePayments); the company's plan has not changed.
    } finally {
      inFlight.current = false;
      setIsPaying(false);
    }
  }

  const due = priceDueNow(plan, coupon);
  const price = formatMoney(due, plan.currency, locale);
  const planName = tPlans(plan.plan_name);

  return (
    <Dialog open onClose={isPaying ? () => {} : onClose} title={t("title", { plan: planName })} description={t("lead", { company: company.name })} className="sm:max-w-xl">
      <div className="flex flex-col gap-5 overflow-y-auto px-5 py-4">
        <section aria-label={t("summary")} className="flex items-baseline justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
          <div>
            <p className="font-semibold">{t("planLine", { plan: planName })}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("renews", { interval: plan.interval })}</p>
          </div>
          <p className="text-right">
            {coupon ? <span className="block text-sm text-slate-500 line-through dark:text-slate-400">{formatMoney(plan.price_cents, plan.currency, locale)}</span> : null}
            <span className="text-2xl font-bold" data-testid="checkout-price">
              {price}
            </span>
            <span className="text-sm text-slate-600 dark:text-slate-400"> {t("per", { interval: plan.interval })}</span>
          </p>
        </section>

        <section aria-labelledby="checkout-cards" className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-3">
            <h3 id="checkout-cards" className="font-semibold">
              {t("payWith")}
            </h3>
            {cards && cards.length > 0 && !isAdding ? (
              <Button variant="ghost" size="sm" onClick={() => setIsAdding(true)} disabled={isPaying}>
                {t("addCard")}
              </Button>
            ) : null}
          </div>
          {cards === null ? (
            cardsFailed ? (
              <FormAlert>{t("cardsFailed")}</FormAlert>
            ) : (
              <div aria-busy="true" className="flex flex-col gap-2">
                <span className="sr-only">{t("loadingCards")}</span>
                <SkeletonBlock className="h-14 rounded-xl" />
                <SkeletonBlock className="h-14 rounded-xl" />
              </div>
            )
          ) : (
            <>
              {cards.length > 0 ? <CardList cards={cards} selectedId={selectedId} onSelect={setSelectedId} payments={payments} onCardsChange={updateCards} /> : null}
              {isAdding ? (
                <div className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
                  <AddCard
                    mode={mode}
                    publishableKey={publishableKey}
                    payments={payments}
                    onAdded={(card) => {
                      setCards((current) => [card, ...(current ?? []).map((other) => (card.is_default ? { ...other, is_default: false } : other))]);
                      setSelectedId(card._id);
                      setIsAdding(false);
                    }}
                    onCancel={cards.length > 0 ? () => setIsAdding(false) : undefined}
                  />
                </div>
              ) : null}
            </>
          )}
        </section>

        <CouponBox companyId={company.id} planId={plan._id} coupon={coupon} onCouponChange={setCoupon} isDisabled={isPaying} />

        <FormAlert>{failure}</FormAlert>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:items-center sm:justify-end dark:border-slate-700">
        <p className="text-xs text-slate-600 sm:mr-auto sm:max-w-60 dark:text-slate-400">{t("terms")}</p>
        <Button variant="ghost" onClick={onClose} disabled={isPaying}>
          {t("cancel")}
        </Button>
        <Button onClick={pay} disabled={isPaying || !selectedId || isAdding} aria-disabled={isPaying || undefined}>
          <PendingLabel isPending={isPaying} label={t("pay", { price })} pendingLabel={t("paying")} />
        </Button>
      </div>
    </Dialog>
  );
}
