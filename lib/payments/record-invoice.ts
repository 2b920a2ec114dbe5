import "server-only";

import type Stripe from "stripe";

import { isLocale } from "@/i18n/config";
import { appUrl } from "@/lib/auth/app-url";
import type { Prisma, TransactionStatus } from "@/lib/generated/prisma/client";
import type { PlanName } from "@/lib/generated/prisma/enums";
import { deliverRecordedEmail, recordEmail, type Email } from "@/lib/mail/send-email";
import { paymentFailedEmail, paymentReceiptEmail } from "@/lib/mail/templates";
import { companyPremiumPath } from "@/lib/navigation/paths";
import { publishNewNotifications } from "@/lib/notifications/publish-new-notifications";
import { recordNotification, type NewNotification } from "@/lib/notifications/record-notification";
import { displayNameOf } from "@/lib/payments/catalogue";
import { lockFor } from "@/lib/payments/db-lock";

type Tx = Prisma.TransactionClient;

/** What recording an invoice left to do after the commit: mails to hand to SMTP, notifications to publish. */
export type InvoiceOutcome = { transactionId: string | null; emails: { id: string; email: Email }[]; notifications: NewNotification[] };

const descriptions: Record<string, (plan: string) => string> = {
  subscription_create: (plan) => `${plan} plan, monthly`,
  subscription_cycle: (plan) => `${plan} plan, monthly renewal`,
  subscription_update: (plan) => `Change to the ${plan} plan (prorated)`,
};

function statusOf(invoice: Stripe.Invoice): TransactionStatus {
  if (invoice.status === "paid") return "SUCCEEDED";
  if (invoice.status === "void" || invoice.status === "uncollectible" || invoice.attempted) return "FAILED";
  return "PENDING";
}

/** The plan an invoice is for: its last line with a price of ours (after a change, the new plan). */
function planNameOfInvoice(invoice: Stripe.Invoice, planByPrice: Map<string, PlanName>): PlanName | null {
  const lines = [...invoice.lines.data].filter((line) => line.amount >= 0).reverse();
  for (const line of lines) {
    const price = line.pricing?.price_details?.price;
    const priceId = typeof price === "string" ? price : price?.id;
    const name = priceId ? planByPrice.get(priceId) : null;
    if (name) return name;
  }
  return null;
}

/**
 * Writes the transactions row of a Stripe invoice (one per invoice, found by its id), as Stripe has
 * it now: paid is SUCCEEDED, a refused attempt FAILED. The first time a row becomes SUCCEEDED the
 * payer's receipt goes into the outbox; `failedAttempt` (invoice.payment_failed) also records the
 * failed-payment mail and a notification. A per-invoice lock keeps two writers (the subscribe
 * request and the webhook) from both sending the receipt.
 */
export async function recordInvoice(tx: Tx, invoice: Stripe.Invoice, options: { failedAttempt?: boolean } = {}): Promise<InvoiceOutcome> {
  const none: InvoiceOutcome = { transactionId: null, emails: [], notifications: [] };
  const details = invoice.parent?.subscription_details;
  const companyId = details?.metadata?.company_id;
  const customerId = typeof invoice.customer === "string" ? invoice.customer : invoice.customer?.id;
  if (!companyId || !invoice.id) return none;
  await lockFor(tx, `invoice:${invoice.id}`);
  const [company, payer, plans, existing] = await Promise.all([
    tx.company.findUnique({ where: { id: companyId }, select: { id: true, name: true, subscription: { select: { id: true, plan: { select: { name: true } } } } } }),
    customerId ? tx.user.findUnique({ where: { stripeCustomerId: customerId }, select: { id: true, email: true, locale: true, deletedAt: true } }) : null,
    tx.plan.findMany({ select: { id: true, name: true, stripePriceId: true } }),
    tx.transaction.findUnique({ where: { stripeInvoiceId: invoice.id }, select: { id: true, status: true } }),
  ]);
  if (!company) return none;
  const planByPrice = new Map(plans.flatMap((plan) => (plan.stripePriceId ? [[plan.stripePriceId, plan.name] as const] : [])));
  const planName = planNameOfInvoice(invoice, planByPrice) ?? company.subscription?.plan.name ?? null;
  const plan = plans.find((candidate) => candidate.name === planName) ?? null;
  const planLabel = displayNameOf(planName ?? "FREE");
  const status = statusOf(invoice);
  const amountCents = status === "SUCCEEDED" ? invoice.amount_paid : invoice.amount_due;
  const data = {
    companyId: company.id,
    userId: payer?.id ?? null,
    planId: plan?.id ?? null,
    subscriptionId: company.subscription?.id ?? null,
    amountCents,
    currency: invoice.currency.toUpperCase(),
    status,
    description: (descriptions[invoice.billing_reason ?? ""] ?? descriptions.subscription_create!)(planLabel),
    invoiceNumber: invoice.number,
    invoiceUrl: invoice.hosted_invoice_url ?? null,
  };
  // A paid invoice stays paid: a late payment_failed delivery re-reads it as paid anyway.
  const row = existing
    ? await tx.transaction.update({ where: { id: existing.id }, data, select: { id: true, createdAt: true } })
    : await tx.transaction.create({ data: { ...data, stripeInvoiceId: invoice.id, createdAt: new Date(invoice.created * 1000) }, select: { id: true, createdAt: true } });

  const outcome: InvoiceOutcome = { transactionId: row.id, emails: [], notifications: [] };
  if (!payer || payer.deletedAt) return outcome;
  const locale = isLocale(payer.locale) ? payer.locale : "en";
  const mail = { locale, companyName: company.name, planName: planLabel, amountCents, currency: data.currency };
  if (status === "SUCCEEDED" && existing?.status !== "SUCCEEDED" && amountCents > 0) {
    const email: Email = { to: payer.email, userId: payer.id, template: "payment_receipt", locale, ...paymentReceiptEmail({ ...mail, invoiceNumber: invoice.number, url: invoice.hosted_invoice_url ?? `${appUrl()}/${locale}${companyPremiumPath(company)}` }) };
    outcome.emails.push({ id: (await recordEmail(tx, email)).id, email });
  }
  if (options.failedAttempt && status !== "SUCCEEDED") {
    const url = `${appUrl()}/${locale}${companyPremiumPath(company)}`;
    const email: Email = { to: payer.email, userId: payer.id, template: "payment_failed", locale, ...paymentFailedEmail({ ...mail, url }) };
    outcome.emails.push({ id: (await recordEmail(tx, email)).id, email });
    outcome.notifications.push(
      await recordNotification(tx, { userId: payer.id, side: "EMPLOYER", type: "PAYMENT_FAILED", data: { companyId: company.id, companyName: company.name, planName: planLabel, invoiceId: invoice.id } }),
    );
  }
  return outcome;
}

/** After the commit: mails to SMTP (when configured) and the live notification events. */
export async function deliverInvoiceOutcome(outcome: InvoiceOutcome): Promise<void> {
  for (const { id, email } of outcome.emails) await deliverRecordedEmail(id, email);
  await publishNewNotifications(outcome.notifications);
}
