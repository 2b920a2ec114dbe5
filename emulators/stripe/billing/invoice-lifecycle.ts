import type { EmulatorContext } from "../context.ts";
import type { Customer, Invoice, InvoiceItem, PaymentMethod, Subscription } from "../model.ts";
import { findObject, getObjectOrThrow, saveObject } from "../store/objects.ts";
import { authenticationRequired, testCardOfPaymentMethod } from "./test-cards.ts";

type Decline = { code: string; decline_code?: string; message: string; param?: string };

export type PaymentAttempt = { invoice: Invoice; decline: Decline | null; paymentMethod: string | null };

const DAY = 86_400;
/** Days between the automatic retries of a failed renewal; after the last one the subscription is canceled. */
export const DUNNING_RETRY_DAYS = [3, 5, 7];

export async function markInvoicePaid(ctx: EmulatorContext, invoice: Invoice): Promise<Invoice> {
  const paid: Invoice = {
    ...invoice,
    status: "paid",
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    next_payment_attempt: null,
    status_transitions: { ...invoice.status_transitions, paid_at: ctx.now },
  };
  await saveObject(ctx.db, paid);
  await ctx.emit("invoice.paid", paid);
  await ctx.emit("invoice.payment_succeeded", paid);
  return paid;
}

/** Saves a draft invoice and claims the waiting invoice items it bills. */
export async function saveDraftInvoice(ctx: EmulatorContext, invoice: Invoice, invoiceItems: InvoiceItem[] = []): Promise<Invoice> {
  await saveObject(ctx.db, invoice);
  await ctx.emit("invoice.created", invoice);
  for (const item of invoiceItems) await saveObject(ctx.db, { ...item, invoice: invoice.id });
  return invoice;
}

/** Numbers a draft, applies the customer's credit as it is now, and moves it to `open` (or straight to `paid` when nothing is due). */
export async function finalizeDraftInvoice(ctx: EmulatorContext, draft: Invoice): Promise<Invoice> {
  const customer = await getObjectOrThrow<Customer>(ctx.db, "customer", draft.customer, "customer");
  const amountDue = Math.max(0, draft.total + customer.balance);
  const invoice: Invoice = { ...draft, starting_balance: customer.balance, amount_due: amountDue, amount_remaining: amountDue, automatically_finalizes_at: null };
  const sequence = Number(customer.next_invoice_sequence ?? 1);
  const endingBalance = Math.min(0, invoice.total + invoice.starting_balance);
  await saveObject(ctx.db, { ...customer, balance: endingBalance, next_invoice_sequence: sequence + 1 });
  const finalized: Invoice = {
    ...invoice,
    number: `${customer.invoice_prefix}-${String(sequence).padStart(4, "0")}`,
    hosted_invoice_url: `${ctx.baseUrl}/invoices/${invoice.id}`,
    status: "open",
    ending_balance: endingBalance,
    effective_at: ctx.now,
    status_transitions: { ...invoice.status_transitions, finalized_at: ctx.now },
  };
  await saveObject(ctx.db, finalized);
  await ctx.emit("invoice.finalized", finalized);
  return finalized.amount_due === 0 ? markInvoicePaid(ctx, finalized) : finalized;
}

/** An invoice finalized at once (subscription creates and plan changes): draft, then open or paid. */
export async function finalizeInvoice(ctx: EmulatorContext, invoice: Invoice, invoiceItems: InvoiceItem[] = []): Promise<Invoice> {
  return finalizeDraftInvoice(ctx, await saveDraftInvoice(ctx, invoice, invoiceItems));
}

/** The card an invoice is charged to: the one asked for, else the subscription's default, else the customer's. */
export async function paymentMethodForInvoice(ctx: EmulatorContext, invoice: Invoice, explicit?: string | null): Promise<PaymentMethod | null> {
  const subscriptionId = invoice.parent?.subscription_details.subscription;
  const subscription = subscriptionId ? await findObject<Subscription>(ctx.db, subscriptionId) : null;
  const customer = await findObject<Customer>(ctx.db, invoice.customer);
  const id = explicit ?? subscription?.default_payment_method ?? customer?.invoice_settings.default_payment_method ?? null;
  const paymentMethod = id ? await findObject<PaymentMethod>(ctx.db, id) : null;
  return paymentMethod?.object === "payment_method" && paymentMethod.customer === invoice.customer ? paymentMethod : null;
}

/** Charges the invoice's card as the test card behaves; a failure leaves the invoice open with its next retry scheduled. */
export async function attemptInvoicePayment(ctx: EmulatorContext, invoice: Invoice, options: { paymentMethod?: string | null; offSession: boolean; scheduleRetry: boolean }): Promise<PaymentAttempt> {
  const paymentMethod = await paymentMethodForInvoice(ctx, invoice, options.paymentMethod);
  const card = paymentMethod ? testCardOfPaymentMethod(paymentMethod.card) : null;
  let decline: Decline | null = null;
  if (!card) decline = { code: "resource_missing", message: "This customer has no attached payment source or default payment method." };
  else if (card.decline ?? card.chargeDecline) decline = (card.decline ?? card.chargeDecline) as Decline;
  else if (card.requiresAuthentication && options.offSession) decline = authenticationRequired();
  const attempted: Invoice = { ...invoice, attempted: true, attempt_count: invoice.attempt_count + 1 };
  if (!decline) return { invoice: await markInvoicePaid(ctx, { ...attempted, default_payment_method: invoice.default_payment_method }), decline: null, paymentMethod: paymentMethod?.id ?? null };
  const retryDays = options.scheduleRetry ? DUNNING_RETRY_DAYS[attempted.attempt_count - 1] : undefined;
  const failed: Invoice = { ...attempted, next_payment_attempt: retryDays === undefined ? null : ctx.now + retryDays * DAY };
  await saveObject(ctx.db, failed);
  if (decline.code === "authentication_required") await ctx.emit("invoice.payment_action_required", failed);
  await ctx.emit("invoice.payment_failed", failed);
  return { invoice: failed, decline, paymentMethod: paymentMethod?.id ?? null };
}
