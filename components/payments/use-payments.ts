"use client";

import { useMemo, useState } from "react";

import { usePaymentFailureText } from "@/components/payments/payment-failure-text";
import { createPaymentsClient, type PaymentsClient } from "@/lib/payments-client/payments-client";

/**
 * A payments client whose failures land in this component's own message (a coupon box says why
 * its code was refused, the checkout why the card was declined). The calls reject with null.
 */
export function usePayments(): { payments: PaymentsClient; failure: string | null; clearFailure: () => void } {
  const failureText = usePaymentFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  // failureText changes with the language only; the client is rebuilt then, which is harmless.
  const payments = useMemo(() => {
    const client = createPaymentsClient({ onFailure: (reason) => setFailure(failureText(reason)) });
    return Object.fromEntries(
      Object.entries(client).map(([name, call]) => [
        name,
        (...args: unknown[]) => {
          setFailure(null);
          return (call as (...callArgs: unknown[]) => Promise<unknown>)(...args);
        },
      ]),
    ) as PaymentsClient;
  }, [failureText]);
  return { payments, failure, clearFailure: () => setFailure(null) };
}
