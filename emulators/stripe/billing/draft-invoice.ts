import type { EmulatorContext } from "../context.ts";
import { newId } from "../ids.ts";
import type { Customer, Invoice, InvoiceLine, Price } from "../model.ts";
import type { AppliedDiscount } from "./discounts.ts";

export type LineInput = {
  amount: number;
  description: string;
  period: { start: number; end: number };
  quantity: number;
  price: Price;
  subscriptionItem: string;
  proration: boolean;
  invoiceItem?: string;
};

export type InvoiceDraft = {
  customer: Customer;
  subscription: { id: string; metadata: Record<string, string>; default_payment_method: string | null } | null;
  billingReason: "subscription_create" | "subscription_cycle" | "subscription_update" | "manual" | "upcoming";
  lines: LineInput[];
  discounts: AppliedDiscount[];
  period: { start: number; end: number };
};

function toLine(input: LineInput, invoiceId: string, subscriptionId: string): InvoiceLine {
  return {
    id: newId("il"),
    object: "line_item",
    amount: input.amount,
    currency: input.price.currency,
    description: input.description,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: {
      type: "subscription_item_details",
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: input.invoiceItem ?? null,
        proration: input.proration,
        proration_details: { credited_items: null },
        subscription: subscriptionId,
        subscription_item: input.subscriptionItem,
      },
    },
    period: input.period,
    pretax_credit_amounts: [],
    pricing: { type: "price_details", price_details: { price: input.price.id, product: input.price.product }, unit_amount_decimal: String(input.price.unit_amount) },
    quantity: input.quantity,
    quantity_decimal: String(input.quantity),
    subscription: subscriptionId || null,
    subtotal: input.amount,
    taxes: [],
  };
}

/** Percent coupons discount every line (credits too); fixed amounts come off the positive lines, shared in proportion. */
function applyDiscounts(lines: InvoiceLine[], discounts: AppliedDiscount[]) {
  for (const { discount, coupon } of discounts) {
    if (coupon.percent_off !== null) {
      for (const line of lines) {
        const amount = Math.round((line.amount * coupon.percent_off) / 100);
        line.discount_amounts.push({ amount, discount: discount.id });
        line.discounts.push(discount.id);
      }
      continue;
    }
    const positive = lines.filter((line) => line.amount > 0);
    const base = positive.reduce((sum, line) => sum + line.amount, 0);
    let remaining = Math.min(coupon.amount_off ?? 0, base);
    positive.forEach((line, index) => {
      const share = index === positive.length - 1 ? remaining : Math.round(((coupon.amount_off ?? 0) * line.amount) / base);
      const amount = Math.min(share, remaining);
      remaining -= amount;
      line.discount_amounts.push({ amount, discount: discount.id });
      line.discounts.push(discount.id);
    });
  }
}

/** An invoice with its totals and the customer's credit applied, not yet saved, numbered or finalized. */
export function draftInvoice(ctx: EmulatorContext, draft: InvoiceDraft, options: { preview?: boolean } = {}): Invoice {
  const id = options.preview ? `upcoming_${newId("in")}` : newId("in");
  const subscriptionId = draft.subscription?.id ?? "";
  const lines = draft.lines.map((line) => toLine(line, id, subscriptionId));
  applyDiscounts(lines, draft.discounts);
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const totalDiscountAmounts = draft.discounts.map(({ discount }) => ({
    discount: discount.id,
    amount: lines.flatMap((line) => line.discount_amounts).filter((entry) => entry.discount === discount.id).reduce((sum, entry) => sum + entry.amount, 0),
  }));
  const total = subtotal - totalDiscountAmounts.reduce((sum, entry) => sum + entry.amount, 0);
  // A negative balance is credit: it pays invoices first, and a negative total adds to it.
  const startingBalance = draft.customer.balance;
  const amountDue = Math.max(0, total + startingBalance);
  const currency = draft.lines[0]?.price.currency ?? "usd";
  return {
    id,
    object: "invoice",
    account_country: "US",
    account_name: "Stripe emulator",
    account_tax_ids: null,
    amount_due: amountDue,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: amountDue,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatically_finalizes_at: null,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_reason: draft.billingReason,
    collection_method: "charge_automatically",
    created: ctx.now,
    currency,
    custom_fields: null,
    customer: draft.customer.id,
    customer_account: null,
    customer_address: draft.customer.address ?? null,
    customer_email: draft.customer.email,
    customer_name: draft.customer.name,
    customer_phone: draft.customer.phone ?? null,
    customer_shipping: draft.customer.shipping ?? null,
    customer_tax_exempt: draft.customer.tax_exempt ?? "none",
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: draft.discounts.map(({ discount }) => discount.id),
    due_date: null,
    effective_at: null,
    ending_balance: null,
    footer: null,
    from_invoice: null,
    // Stripe gives an invoice its page when it is finalized (invoice-lifecycle.ts).
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: "self" },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: "list", data: lines, has_more: false, total_count: lines.length, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: draft.subscription
      ? { type: "subscription_details", quote_details: null, subscription_details: { subscription: draft.subscription.id, metadata: draft.subscription.metadata } }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: draft.period.end,
    period_start: draft.period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: startingBalance,
    statement_descriptor: null,
    status: "draft",
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal,
    subtotal_excluding_tax: subtotal,
    test_clock: null,
    total,
    total_discount_amounts: totalDiscountAmounts,
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
}
