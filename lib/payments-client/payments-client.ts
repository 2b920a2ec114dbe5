import { apiRequest, isApiError } from "@/lib/api/client";
import { errorMessageOf, type ErrorMessage } from "@/lib/api/error-message";
import type {
  CompanyPlanWire,
  CouponWire,
  HistoryPage,
  PaymentMethodWire,
  PlanChange,
  PlanInterval,
  PlanWire,
  ProrationWire,
} from "@/lib/payments-client/wire";

/** Texts of Payments.errors: why a payment call failed, in the user's words. */
export type PaymentErrorKey =
  | "cardDeclined"
  | "insufficientFunds"
  | "expiredCard"
  | "incorrectCvc"
  | "processingError"
  | "paymentDeclined"
  | "couponInvalid"
  | "alreadySubscribed"
  | "ownersOnly";

/** A failure as the page shows it: a payments text, or the product's general text for the code. */
export type PaymentFailure = { scope: "payments"; key: PaymentErrorKey } | { scope: "errors"; message: ErrorMessage };

const declineKeys: Record<string, PaymentErrorKey> = {
  insufficient_funds: "insufficientFunds",
  expired_card: "expiredCard",
  incorrect_cvc: "incorrectCvc",
  processing_error: "processingError",
};

/** Which text a failed payment call gets: the payment codes of the contract first, the product's codes after. */
export function paymentFailureOf(error: unknown): PaymentFailure {
  if (isApiError(error)) {
    const code = String(error.code);
    const detail = error.details?.decline_code ?? error.details?.reason ?? error.details?.stripe_code;
    const declineKey = typeof detail === "string" ? declineKeys[detail] : undefined;
    switch (code) {
      case "CARD_DECLINED":
        return { scope: "payments", key: declineKey ?? "cardDeclined" };
      case "PAYMENT_DECLINED":
        return { scope: "payments", key: declineKey ?? "paymentDeclined" };
      case "COUPON_INVALID":
        return { scope: "payments", key: "couponInvalid" };
      case "ALREADY_SUBSCRIBED":
        return { scope: "payments", key: "alreadySubscribed" };
      case "FORBIDDEN":
      case "forbidden":
        return { scope: "payments", key: "ownersOnly" };
    }
  }
  return { scope: "errors", message: errorMessageOf(error) };
}

/**
 * The browser's calls to the payments API (spec 7, Payments). Spec 8: a failed payment call
 * rejects with null. The reason is not lost: it goes to `onFailure` first, so that the page tells
 * the user what happened (a declined card, an unknown coupon) while callers only stop waiting.
 */
export function createPaymentsClient({ onFailure }: { onFailure: (failure: PaymentFailure) => void }) {
  async function call<T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T> {
    try {
      return await apiRequest<T>(method, path, body);
    } catch (error) {
      onFailure(paymentFailureOf(error));
      throw null;
    }
  }

  return {
    listPlans: (interval?: PlanInterval) => call<PlanWire[]>("GET", interval ? `plans?type_plan=${interval}` : "plans"),
    companyPlan: (companyId: string) => call<CompanyPlanWire>("GET", `transactions/plan/${encodeURIComponent(companyId)}`),
    listCards: () => call<PaymentMethodWire[]>("GET", "users/payment-method/list"),
    addCard: (paymentMethod: string, setDefault?: boolean) =>
      call<PaymentMethodWire>("POST", "users/payment-method/create", setDefault === undefined ? { payment_method: paymentMethod } : { payment_method: paymentMethod, set_default: setDefault }),
    makeDefaultCard: (id: string) => call<PaymentMethodWire>("PUT", `users/payment-method/default/${encodeURIComponent(id)}`),
    deleteCard: (id: string) => call<{ _id: string }>("DELETE", `users/payment-method/delete/${encodeURIComponent(id)}`),
    evaluateCoupon: (body: { code: string; plan_id: number; company_id: string }) => call<CouponWire>("POST", "transactions/evalutate-cupon", body),
    subscribe: (body: { company_id: string; plan_id: number; payment_method_id: string; coupon?: string }) => call<PlanChange>("POST", "transactions", body),
    previewChange: (body: { company_id: string; plan_id: number }) =>
      call<{ proration: ProrationWire }>("POST", "transactions/change-suscription", { ...body, preview: true }).then((answer) => answer.proration),
    changePlan: (body: { company_id: string; plan_id: number; proration_date?: number }) => call<PlanChange>("POST", "transactions/change-suscription", body),
    cancel: (companyId: string) => call<{ plan: CompanyPlanWire }>("POST", "transactions/cancel-suscription", { company_id: companyId }).then((answer) => answer.plan),
    resume: (companyId: string) => call<{ plan: CompanyPlanWire }>("POST", "transactions/cancel-suscription", { company_id: companyId, resume: true }).then((answer) => answer.plan),
    history: (companyId: string, page: number, take = HISTORY_PAGE_SIZE) =>
      call<HistoryPage>("GET", `transactions/historial/${encodeURIComponent(companyId)}?${new URLSearchParams({ take: String(take), page: String(page) })}`),
  };
}

export type PaymentsClient = ReturnType<typeof createPaymentsClient>;

/** Spec 9: payment history defaults, take 25, page 1. */
export const HISTORY_PAGE_SIZE = 25;
