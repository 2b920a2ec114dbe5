import type { CardBrand, PaymentMethod } from "@/lib/generated/prisma/client";

/** A saved card as the API sends it (spec 3, Payment method). */
export type PaymentMethodWire = { _id: string; is_default: boolean; brand: string; last4: string; exp_month: number; exp_year: number };

const brands: Record<string, CardBrand> = {
  visa: "VISA",
  mastercard: "MASTERCARD",
  amex: "AMEX",
  discover: "DISCOVER",
  diners: "DINERS_CLUB",
  diners_club: "DINERS_CLUB",
  jcb: "JCB",
  unionpay: "UNIONPAY",
};

/** Stripe's card.brand (visa, diners, …) as our enum. */
export function cardBrandOf(stripeBrand: string | null | undefined): CardBrand {
  return brands[stripeBrand ?? ""] ?? "UNKNOWN";
}

export function toPaymentMethodWire(method: Pick<PaymentMethod, "id" | "isDefault" | "brand" | "last4" | "expMonth" | "expYear">): PaymentMethodWire {
  return { _id: method.id, is_default: method.isDefault, brand: method.brand.toLowerCase(), last4: method.last4, exp_month: method.expMonth, exp_year: method.expYear };
}
