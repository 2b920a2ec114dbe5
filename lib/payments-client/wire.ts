/**
 * The payments API's answers as the browser receives them (the contract of issue 16: integer
 * cents, ISO currency and dates, the product's wire names). The server owns these shapes, so they
 * are its types (type-only imports: nothing of the server reaches the bundle).
 */
import type { PlanName } from "@/lib/generated/prisma/enums";
import type { CompanyPlanWire } from "@/lib/payments/company-plan-wire";
import type { TransactionWire } from "@/lib/payments/transaction-wire";

export type { BillingInterval as PlanInterval, PlanName } from "@/lib/generated/prisma/enums";
export type { ProrationPreview as ProrationWire } from "@/lib/payments/change-subscription";
export type { CompanyPlanWire } from "@/lib/payments/company-plan-wire";
export type { CouponEvaluation as CouponWire } from "@/lib/payments/evaluate-coupon";
export type { PlanWire } from "@/lib/payments/list-plan-offers";
export type { PaymentMethodWire } from "@/lib/payments/payment-method-wire";
export type { TransactionWire } from "@/lib/payments/transaction-wire";

export type PaidPlanName = Exclude<PlanName, "FREE">;

export const cardBrands = ["visa", "mastercard", "amex", "discover", "diners_club", "jcb", "unionpay"] as const;
export type CardBrand = (typeof cardBrands)[number];

export type HistoryPage = { items: TransactionWire[]; total: number; page: number; take: number };

export type PlanChange = { plan: CompanyPlanWire; transaction: TransactionWire };
