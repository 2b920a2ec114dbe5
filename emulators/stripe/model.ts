/** The stored shapes this emulator reads and writes, as the pinned API version renders them (fields it never reads are omitted here). */

export type Metadata = Record<string, string>;

export type Customer = {
  id: string;
  object: "customer";
  created: number;
  email: string | null;
  name: string | null;
  balance: number;
  invoice_prefix: string;
  invoice_settings: { default_payment_method: string | null; custom_fields: null; footer: string | null; rendering_options: null };
  metadata: Metadata;
  [field: string]: unknown;
};

export type PaymentMethod = {
  id: string;
  object: "payment_method";
  created: number;
  customer: string | null;
  type: "card";
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: string; fingerprint: string; [field: string]: unknown };
  metadata: Metadata;
  [field: string]: unknown;
};

export type Product = { id: string; object: "product"; created: number; name: string; active: boolean; metadata: Metadata; [field: string]: unknown };

export type Recurring = { interval: "day" | "week" | "month" | "year"; interval_count: number; usage_type: string; meter: null; trial_period_days: number | null };

export type Price = {
  id: string;
  object: "price";
  created: number;
  product: string;
  active: boolean;
  currency: string;
  unit_amount: number;
  unit_amount_decimal: string;
  recurring: Recurring | null;
  type: "one_time" | "recurring";
  lookup_key: string | null;
  nickname: string | null;
  metadata: Metadata;
  [field: string]: unknown;
};

export type Coupon = {
  id: string;
  object: "coupon";
  created: number;
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: "once" | "repeating" | "forever";
  duration_in_months: number | null;
  max_redemptions: number | null;
  redeem_by: number | null;
  times_redeemed: number;
  valid: boolean;
  name: string | null;
  metadata: Metadata;
  [field: string]: unknown;
};

export type PromotionCode = {
  id: string;
  object: "promotion_code";
  created: number;
  code: string;
  active: boolean;
  promotion: { type: "coupon"; coupon: string };
  customer: string | null;
  expires_at: number | null;
  max_redemptions: number | null;
  times_redeemed: number;
  restrictions: { first_time_transaction: boolean; minimum_amount: number | null; minimum_amount_currency: string | null };
  metadata: Metadata;
  [field: string]: unknown;
};

export type Discount = {
  id: string;
  object: "discount";
  source: { type: "coupon"; coupon: string };
  promotion_code: string | null;
  start: number;
  end: number | null;
  customer: string;
  subscription: string | null;
  subscription_item: null;
  invoice: null;
  invoice_item: null;
  checkout_session: null;
  [field: string]: unknown;
};

export type SubscriptionItem = {
  id: string;
  object: "subscription_item";
  created: number;
  price: Price;
  plan: Record<string, unknown>;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  discounts: string[];
  subscription: string;
  metadata: Metadata;
  [field: string]: unknown;
};

export type SubscriptionStatus = "incomplete" | "incomplete_expired" | "trialing" | "active" | "past_due" | "canceled" | "unpaid" | "paused";

export type Subscription = {
  id: string;
  object: "subscription";
  created: number;
  customer: string;
  status: SubscriptionStatus;
  items: { object: "list"; data: SubscriptionItem[]; has_more: boolean; total_count: number; url: string };
  default_payment_method: string | null;
  discounts: string[];
  latest_invoice: string | null;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  ended_at: number | null;
  billing_cycle_anchor: number;
  start_date: number;
  currency: string;
  metadata: Metadata;
  pending_update: { subscription_items: { id: string; price: string; quantity: number }[]; expires_at: number; [field: string]: unknown } | null;
  trial_start: number | null;
  trial_end: number | null;
  [field: string]: unknown;
};

export type InvoiceLine = {
  id: string;
  object: "line_item";
  amount: number;
  currency: string;
  description: string;
  period: { start: number; end: number };
  quantity: number;
  pricing: { type: "price_details"; price_details: { price: string; product: string }; unit_amount_decimal: string };
  parent: {
    type: "subscription_item_details";
    subscription_item_details: { subscription: string; subscription_item: string; proration: boolean; invoice_item: string | null; proration_details: { credited_items: null } };
    invoice_item_details: null;
  };
  discount_amounts: { amount: number; discount: string }[];
  discounts: string[];
  [field: string]: unknown;
};

export type InvoiceStatus = "draft" | "open" | "paid" | "uncollectible" | "void";

export type Invoice = {
  id: string;
  object: "invoice";
  created: number;
  number: string | null;
  customer: string;
  status: InvoiceStatus;
  billing_reason: string;
  currency: string;
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  starting_balance: number;
  ending_balance: number | null;
  attempt_count: number;
  attempted: boolean;
  next_payment_attempt: number | null;
  period_start: number;
  period_end: number;
  lines: { object: "list"; data: InvoiceLine[]; has_more: boolean; total_count: number; url: string };
  parent: { type: "subscription_details"; subscription_details: { subscription: string; metadata: Metadata }; quote_details: null } | null;
  discounts: string[];
  total_discount_amounts: { amount: number; discount: string }[];
  status_transitions: { finalized_at: number | null; paid_at: number | null; voided_at: number | null; marked_uncollectible_at: number | null };
  default_payment_method: string | null;
  last_finalization_error: null;
  [field: string]: unknown;
};

/** A proration waiting for the next invoice (`create_prorations`). */
export type InvoiceItem = {
  id: string;
  object: "invoiceitem";
  created: number;
  customer: string;
  invoice: string | null;
  amount: number;
  currency: string;
  description: string;
  period: { start: number; end: number };
  proration: boolean;
  quantity: number;
  pricing: InvoiceLine["pricing"];
  parent: { type: "subscription_details"; subscription_details: { subscription: string; subscription_item: string } };
  [field: string]: unknown;
};

export type SetupIntent = {
  id: string;
  object: "setup_intent";
  created: number;
  status: "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "succeeded" | "canceled";
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  usage: string;
  last_setup_error: unknown;
  next_action: unknown;
  metadata: Metadata;
  [field: string]: unknown;
};
