"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";

import { CardBrandBadge, useCardName } from "@/components/payments/card-brand";
import { Button } from "@/components/ui/button";
import { PendingLabel } from "@/components/ui/pending-label";
import { useToast } from "@/components/ui/toast";
import type { PaymentsClient } from "@/lib/payments-client/payments-client";
import type { PaymentMethodWire } from "@/lib/payments-client/wire";

type CardListProps = {
  cards: PaymentMethodWire[];
  /** The card the payment will use. */
  selectedId: string | null;
  onSelect: (id: string) => void;
  payments: PaymentsClient;
  /** The list after a change: a new default, a card removed. */
  onCardsChange: (cards: PaymentMethodWire[]) => void;
};

/** Cards with the default first, newest next (the server's order otherwise). */
export function orderCards(cards: PaymentMethodWire[]): PaymentMethodWire[] {
  return [...cards].sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/**
 * The employer's saved cards as a radio group (the one to pay with), each with its expiry, a
 * Default badge, Make default, and Delete behind an inline confirmation that names the card.
 */
export function CardList({ cards, selectedId, onSelect, payments, onCardsChange }: CardListProps) {
  const t = useTranslations("Payments.cards");
  const cardName = useCardName();
  const toast = useToast();
  const groupName = useId();
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function makeDefault(card: PaymentMethodWire) {
    setPendingId(card._id);
    try {
      await payments.makeDefaultCard(card._id);
      onCardsChange(cards.map((other) => ({ ...other, is_default: other._id === card._id })));
      toast.success(t("defaultChanged", { card: cardName(card) }));
    } catch {
      // The client has already said why (spec 8: failures reject with null).
    } finally {
      setPendingId(null);
    }
  }

  async function remove(card: PaymentMethodWire) {
    setPendingId(card._id);
    try {
      await payments.deleteCard(card._id);
      // The server makes the newest remaining card the default when the default goes: read it back.
      const remaining = await payments.listCards().catch(() => cards.filter((other) => other._id !== card._id));
      onCardsChange(remaining);
      setConfirmingId(null);
      toast.success(t("deleted", { card: cardName(card) }));
    } catch {
      // Reported by the client.
    } finally {
      setPendingId(null);
    }
  }

  if (cards.length === 0) return <p className="rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">{t("empty")}</p>;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{t("choose")}</legend>
      {orderCards(cards).map((card) => {
        const name = cardName(card);
        const isConfirming = confirmingId === card._id;
        const isPending = pendingId === card._id;
        return (
          <div key={card._id} className={`rounded-xl border px-3 py-3 ${selectedId === card._id ? "border-brand-500 bg-brand-50/60 dark:border-brand-400 dark:bg-brand-900/20" : "border-slate-200 dark:border-slate-700"}`}>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <label className="flex min-w-52 flex-1 cursor-pointer items-center gap-3">
                <input type="radio" name={groupName} value={card._id} checked={selectedId === card._id} onChange={() => onSelect(card._id)} className="size-4 accent-brand-600" aria-label={name} />
                <CardBrandBadge brand={card.brand} />
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium whitespace-nowrap">•••• {card.last4}</span>
                    {card.is_default ? <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-800">{t("default")}</span> : null}
                  </span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">{t("expires", { month: String(card.exp_month).padStart(2, "0"), year: String(card.exp_year).slice(-2) })}</span>
                </span>
              </label>
              {isConfirming ? null : (
                <div className="ml-auto flex gap-1">
                  {card.is_default ? null : (
                    <Button variant="ghost" size="sm" onClick={() => makeDefault(card)} disabled={pendingId !== null} aria-label={t("makeDefaultCard", { card: name })}>
                      {t("makeDefault")}
                    </Button>
                  )}
                  <Button variant="dangerGhost" size="sm" onClick={() => setConfirmingId(card._id)} disabled={pendingId !== null} aria-label={t("deleteCard", { card: name })}>
                    {t("delete")}
                  </Button>
                </div>
              )}
            </div>
            {isConfirming ? (
              <div role="group" aria-label={t("confirmDeleteLabel", { card: name })} className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3 sm:flex-row sm:items-center dark:border-slate-700">
                <p className="flex-1 text-sm">{card.is_default && cards.length > 1 ? t("confirmDeleteDefault", { card: name }) : t("confirmDelete", { card: name })}</p>
                <div className="flex gap-2">
                  <Button variant="ghost" size="sm" onClick={() => setConfirmingId(null)} disabled={isPending}>
                    {t("keep")}
                  </Button>
                  <Button variant="danger" size="sm" onClick={() => remove(card)} disabled={isPending}>
                    <PendingLabel isPending={isPending} label={t("confirmDeleteAction")} pendingLabel={t("deleting")} spinnerClassName="size-4" />
                  </Button>
                </div>
              </div>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
