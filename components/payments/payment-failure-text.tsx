"use client";

import { useCallback } from "react";
import { useTranslations } from "next-intl";

import type { PaymentFailure } from "@/lib/payments-client/payments-client";

/** The text of a failed payment call in the user's language. */
export function usePaymentFailureText() {
  const t = useTranslations("Payments.errors");
  const tErrors = useTranslations("Errors");
  return useCallback((failure: PaymentFailure) => (failure.scope === "payments" ? t(failure.key) : tErrors(failure.message.key, failure.message.values)), [t, tErrors]);
}
