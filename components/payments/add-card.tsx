"use client";

import { useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";

import { CardBrandBadge, useCardName } from "@/components/payments/card-brand";
import { ElementsCardForm } from "@/components/payments/elements-card-form";
import { Button } from "@/components/ui/button";
import { InfoIcon } from "@/components/ui/icons";
import { PendingLabel } from "@/components/ui/pending-label";
import { useToast } from "@/components/ui/toast";
import type { PaymentsClient } from "@/lib/payments-client/payments-client";
import { testCards } from "@/lib/payments-client/test-cards";
import type { PaymentMethodWire } from "@/lib/payments-client/wire";

import type { PaymentsMode } from "@/lib/payments-client/payments-mode";

export type { PaymentsMode };

type AddCardProps = {
  mode: PaymentsMode;
  publishableKey: string | null;
  payments: PaymentsClient;
  onAdded: (card: PaymentMethodWire) => void;
  onCancel?: () => void;
};

/**
 * Adds a card to the employer's saved cards. With Stripe keys the card is typed into Stripe
 * Elements; against the local payment server, which Stripe.js cannot reach, a picker of Stripe's
 * test cards takes its place. Both end in the same POST users/payment-method/create.
 */
export function AddCard({ mode, publishableKey, payments, onAdded, onCancel }: AddCardProps) {
  const t = useTranslations("Payments.addCard");
  const toast = useToast();
  const cardName = useCardName();
  const [isPending, setIsPending] = useState(false);
  const inFlight = useRef(false);

  async function add(paymentMethod: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsPending(true);
    try {
      const card = await payments.addCard(paymentMethod);
      toast.success(t("added", { card: cardName(card) }));
      onAdded(card);
    } catch {
      // The client has put the reason on the page.
    } finally {
      inFlight.current = false;
      setIsPending(false);
    }
  }

  if (mode === "elements" && publishableKey) {
    return <ElementsCardForm publishableKey={publishableKey} isPending={isPending} onPaymentMethod={add} onCancel={onCancel} />;
  }
  return <TestCardPicker isPending={isPending} onPick={add} onCancel={onCancel} />;
}

function TestCardPicker({ isPending, onPick, onCancel }: { isPending: boolean; onPick: (id: string) => void; onCancel?: () => void }) {
  const t = useTranslations("Payments.addCard");
  const tBrands = useTranslations("Payments.brands");
  const groupName = useId();
  const noteId = useId();
  const [picked, setPicked] = useState(testCards[0]!.id);

  return (
    <form
      className="flex flex-col gap-3"
      aria-describedby={noteId}
      onSubmit={(event) => {
        event.preventDefault();
        onPick(picked);
      }}
    >
      <p id={noteId} className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100">
        <InfoIcon className="mt-0.5 size-4 shrink-0" />
        <span>{t("testCardsNote")}</span>
      </p>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-semibold">{t("testCardsLegend")}</legend>
        {testCards.map((card) => (
          <label key={card.id} className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm ${picked === card.id ? "border-brand-500 bg-brand-50/60 dark:border-brand-400 dark:bg-brand-900/20" : "border-slate-200 dark:border-slate-700"}`}>
            <input type="radio" name={groupName} value={card.id} checked={picked === card.id} onChange={() => setPicked(card.id)} className="size-4 accent-brand-600" />
            <CardBrandBadge brand={card.brand} />
            <span className="min-w-0 flex-1">
              <span className="font-medium">{t("testCardName", { brand: tBrands(card.brand), last4: card.last4 })}</span>
              <span className={`block text-xs ${card.outcome === "succeeds" ? "text-slate-600 dark:text-slate-400" : "text-red-700 dark:text-red-300"}`}>{t(`outcome.${card.outcome}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={isPending}>
            {t("cancel")}
          </Button>
        ) : null}
        <Button type="submit" variant="secondary" size="sm" disabled={isPending}>
          <PendingLabel isPending={isPending} label={t("addTestCard")} pendingLabel={t("adding")} spinnerClassName="size-4" />
        </Button>
      </div>
    </form>
  );
}
