import type Stripe from "stripe";

import type { Prisma, TransactionStatus } from "@/lib/generated/prisma/client";
import type { PlanName } from "@/lib/generated/prisma/enums";
import { lockFor } from "@/lib/payments/db-lock";
import { displayNameOf } from "@/lib/payments/plan-lookup-keys";

// No "server-only": the demo seed (scripts/db/seed-demo-payments.ts) writes its invoices with this too.

type Tx = Prisma.TransactionClient;

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

export type WrittenInvoice = {
  transactionId: string;
  previousStatus: TransactionStatus | null;
  status: TransactionStatus;
  amountCents: number;
  currency: string;
  planLabel: string;
  company: { id: string; name: string };
  payer: { id: string; email: string; locale: string; deletedAt: Date | null } | null;
};

/**
 * Writes the transactions row of a Stripe invoice (one per invoice, found by its id), as Stripe has
 * it now: paid is SUCCEEDED, a refused attempt FAILED. The company comes from the subscription's
 * metadata, the payer from the customer. A per-invoice lock serialises two writers (the subscribe
 * request and the webhook), so the caller can tell the first write that made it SUCCEEDED.
 */
export async function writeInvoiceTransaction(tx: Tx, invoice: Stripe.Invoice): Promise<WrittenInvoice | null> {
  const companyId = invoice.parent?.subscription_details?.metadata?.company_id;
  const customerId = typeof invoice.customer === "string" ? invoice.customer : invoice.customer?.id;
  if (!companyId || !invoice.id) return null;
  await lockFor(tx, `invoice:${invoice.id}`);
  const [company, payer, plans, existing] = await Promise.all([
    tx.company.findUnique({ where: { id: companyId }, select: { id: true, name: true, subscription: { select: { id: true, plan: { select: { name: true } } } } } }),
    customerId ? tx.user.findUnique({ where: { stripeCustomerId: customerId }, select: { id: true, email: true, locale: true, deletedAt: true } }) : null,
    tx.plan.findMany({ select: { id: true, name: true, stripePriceId: true } }),
    tx.transaction.findUnique({ where: { stripeInvoiceId: invoice.id }, select: { id: true, status: true } }),
  ]);
  if (!company) return null;
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
  const row = existing
    ? await tx.transaction.update({ where: { id: existing.id }, data, select: { id: true } })
    : await tx.transaction.create({ data: { ...data, stripeInvoiceId: invoice.id, createdAt: new Date(invoice.created * 1000) }, select: { id: true } });
  return { transactionId: row.id, previousStatus: existing?.status ?? null, status, amountCents, currency: data.currency, planLabel, company: { id: company.id, name: company.name }, payer };
}
