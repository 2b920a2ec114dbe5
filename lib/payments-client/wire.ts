/**
 * The payments API's answers as the browser receives them (the contract of issue 16: integer
 * cents, ISO currency and dates, the product's wire names). The server owns these shapes; the
 * browser only reads them.
 */
export type PaidPlanName = "PRO" | "PREMIUM";
export type PlanName = "FREE" | PaidPlanName;
export type PlanInterval = "MONTH" | "YEAR";

export type PlanWire = {
  _id: number;
  name: string;
  plan_name: PlanName;
  price_cents: number;
  currency: string;
  interval: PlanInterval;
  active_job_limit: number | null;
  invite_limit: number | null;
};

export const cardBrands = ["visa", "mastercard", "amex", "discover", "diners_club", "jcb", "unionpay"] as const;
export type CardBrand = (typeof cardBrands)[number];

export type PaymentMethodWire = { _id: string; is_default: boolean; brand: CardBrand | string; last4: string; exp_month: number; exp_year: number };

export type CouponWire = {
  code: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  price_cents: number;
  discounted_price_cents: number;
  currency: string;
  duration: "once" | "repeating" | "forever";
  duration_in_months: number | null;
};

export type CompanyPlanWire = {
  company_id: string;
  planName: PlanName;
  name: string;
  isPlanExpired: boolean;
  status: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  jobs_active: { current: number; limit: number | null };
  invites: { used: number; limit: number | null };
  is_owner: boolean;
};

export type TransactionWire = {
  _id: string;
  created_at: string;
  description: string | null;
  plan_name: string | null;
  amount_cents: number;
  currency: string;
  status: string;
  invoice_number: string | null;
  invoice_url: string | null;
};

export type HistoryPage = { items: TransactionWire[]; total: number; page: number; take: number };

export type ProrationWire = {
  amount_due_cents: number;
  currency: string;
  lines: { description: string | null; amount_cents: number }[];
  current_plan: string;
  new_plan: string;
  next_payment_at: string | null;
  /** Stripe's proration date of the preview: sent back with the change, the charge equals the preview. */
  proration_date?: number;
};

export type PlanChange = { plan: CompanyPlanWire; transaction: TransactionWire };
