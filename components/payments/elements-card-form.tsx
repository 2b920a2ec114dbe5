"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";

import { Button } from "@/components/ui/button";
import { PendingLabel } from "@/components/ui/pending-label";
import { FormAlert } from "@/components/forms/form-alert";

type ElementsCardFormProps = { publishableKey: string; isPending: boolean; onPaymentMethod: (id: string) => void; onCancel?: () => void };

/**
 * Card entry with Stripe Elements, for hosted Stripe only. Stripe.js is loaded when this form
 * first shows (spec 7: the card payment provider's script is loaded on demand): the /pure entry
 * injects nothing until loadStripe is called, so pages without this form never fetch it.
 */
export function ElementsCardForm({ publishableKey, isPending, onPaymentMethod, onCancel }: ElementsCardFormProps) {
  const t = useTranslations("Payments.addCard");
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "unavailable">("loading");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let isCancelled = false;
    let mounted: StripeCardElement | null = null;
    (async () => {
      try {
        const { loadStripe } = await import("@stripe/stripe-js/pure");
        const stripe = await loadStripe(publishableKey);
        if (!stripe || isCancelled || !mountRef.current) {
          if (!isCancelled) setState("unavailable");
          return;
        }
        // The theme is the `dark` class on <html> (components/ui/theme-toggle.tsx).
        const dark = document.documentElement.classList.contains("dark");
        mounted = stripe.elements().create("card", { style: { base: { color: dark ? "#f1f5f9" : "#0f172a", fontSize: "16px", "::placeholder": { color: dark ? "#94a3b8" : "#64748b" } } } });
        mounted.mount(mountRef.current);
        mounted.on("change", (event) => setError(event.error?.message ?? null));
        stripeRef.current = { stripe, card: mounted };
        setState("ready");
      } catch {
        if (!isCancelled) setState("unavailable");
      }
    })();
    return () => {
      isCancelled = true;
      mounted?.destroy();
      stripeRef.current = null;
    };
  }, [publishableKey]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const loaded = stripeRef.current;
    if (!loaded || isPending) return;
    const result = await loaded.stripe.createPaymentMethod({ type: "card", card: loaded.card });
    if (result.error) setError(result.error.message ?? t("cardInvalid"));
    else onPaymentMethod(result.paymentMethod.id);
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <label className="text-sm font-semibold" htmlFor="card-element">
        {t("cardDetails")}
      </label>
      <div id="card-element" ref={mountRef} className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-3 dark:border-slate-700 dark:bg-slate-950" aria-busy={state === "loading"} />
      {state === "loading" ? <p className="text-sm text-slate-600 dark:text-slate-400">{t("loadingElements")}</p> : null}
      {state === "unavailable" ? <FormAlert>{t("elementsUnavailable")}</FormAlert> : <FormAlert>{error}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={isPending}>
            {t("cancel")}
          </Button>
        ) : null}
        <Button type="submit" variant="secondary" size="sm" disabled={isPending || state !== "ready"}>
          <PendingLabel isPending={isPending} label={t("saveCard")} pendingLabel={t("adding")} spinnerClassName="size-4" />
        </Button>
      </div>
    </form>
  );
}
