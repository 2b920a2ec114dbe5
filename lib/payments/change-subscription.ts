import "server-only";

import type Stripe from "stripe";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { runTransaction } from "@/lib/db/run-transaction";
import { AppError } from "@/lib/errors";
import type { PlanName } from "@/lib/generated/prisma/enums";
import { ensurePlanPrice } from "@/lib/payments/catalogue";
import { displayNameOf } from "@/lib/payments/plan-lookup-keys";
import { cancelSubscription } from "@/lib/payments/cancel-subscription";
import { getCompanyPlan, type CompanyPlanWire } from "@/lib/payments/company-plan-wire";
import { getOwnedSubscriptionOrThrow, type OwnedSubscription } from "@/lib/payments/company-subscription";
import { BILLING_TRANSACTION, lockFor } from "@/lib/payments/db-lock";
import { deliverInvoiceOutcome, recordInvoice } from "@/lib/payments/record-invoice";
import { callStripe } from "@/lib/payments/stripe-errors";
import { getStripe } from "@/lib/payments/stripe-client";
import { writeSubscriptionFromStripe } from "@/lib/payments/sync-subscription";
import { getTransactionWire, type TransactionWire } from "@/lib/payments/transaction-wire-read";

export type ChangeInput = { company_id: string; plan_id: number; preview?: boolean; proration_date?: number };

export type ProrationPreview = {
  amount_due_cents: number;
  currency: string;
  /**
   * Each invoice line, with what it is so that clients word it in their language: "unused" (the
   * credit for the rest of the current plan's period), "remaining" (the new plan for that rest),
   * "period" (anything else); plan_name is the plan of the line's price. Stripe's own English
   * description is kept for lines we cannot name.
   */
  lines: { description: string | null; amount_cents: number; kind: "unused" | "remaining" | "period"; plan_name: PlanName | null }[];
  current_plan: string;
  new_plan: string;
  next_payment_at: string;
  /** Pass it back with the change so the charge equals this preview (Stripe's proration_date). */
  proration_date: number;
};

export type ChangeResult = { proration: ProrationPreview } | { plan: CompanyPlanWire; transaction: TransactionWire | null };

/**
 * POST transactions/change-suscription. Changing to Free is a cancel at the period's end. Between
 * paid plans, `preview` shows the proration Stripe will charge now (invoices.createPreview) and
 * changes nothing; otherwise the change is invoiced and charged at once (always_invoice,
 * error_if_incomplete: a refused charge is 402 PAYMENT_DECLINED and the plan stays). The
 * proration date of the preview, passed back, makes the charge equal the preview.
 */
export async function changeSubscription(caller: CurrentUser, input: ChangeInput): Promise<ChangeResult> {
  const plan = await db.plan.findUnique({ where: { id: input.plan_id } });
  if (!plan || !plan.isActive) throw new AppError("not_found", { message: "No such plan." });
  if (plan.name === "FREE" && !input.preview) return { ...(await cancelSubscription(caller, { company_id: input.company_id })), transaction: null };
  const stripe = getStripe();
  const owned = await getOwnedSubscriptionOrThrow(stripe, caller, input.company_id);
  if (plan.name === "FREE") return { proration: freePreview(owned) };
  if (owned.row.planId === plan.id) throw new AppError("validation_failed", { message: "The company is on this plan already.", details: { fields: { plan_id: "Choose another plan." } } });
  const priceId = await callStripe(() => ensurePlanPrice(stripe, plan));
  const items = [{ id: owned.item.id, price: priceId }];

  if (input.preview) {
    const preview = await previewChange(stripe, owned, items, input.proration_date);
    return { proration: preview };
  }
  const outcome = await runTransaction(async (tx) => {
    await lockFor(tx, `billing:${input.company_id}`);
    const updated = await callStripe(() =>
      stripe.subscriptions.update(owned.stripeSubscription.id, {
        items,
        proration_behavior: "always_invoice",
        payment_behavior: "error_if_incomplete",
        cancel_at_period_end: false,
        ...(input.proration_date ? { proration_date: input.proration_date } : {}),
        expand: ["latest_invoice"],
      }),
    );
    await writeSubscriptionFromStripe(tx, updated);
    const invoice = updated.latest_invoice as Stripe.Invoice | null;
    return invoice && typeof invoice === "object" && invoice.billing_reason === "subscription_update" ? recordInvoice(tx, invoice) : null;
  }, BILLING_TRANSACTION);
  if (outcome) await deliverInvoiceOutcome(outcome);
  const [planWire, transaction] = await Promise.all([getCompanyPlan(caller, input.company_id), outcome?.transactionId ? getTransactionWire(outcome.transactionId) : null]);
  return { plan: planWire, transaction };
}

async function previewChange(stripe: Stripe, owned: OwnedSubscription, items: { id: string; price: string }[], prorationDate: number | undefined): Promise<ProrationPreview> {
  const customer = typeof owned.stripeSubscription.customer === "string" ? owned.stripeSubscription.customer : owned.stripeSubscription.customer.id;
  const preview = (date?: number) =>
    callStripe(() =>
      stripe.invoices.createPreview({
        customer,
        subscription: owned.stripeSubscription.id,
        subscription_details: { items, proration_behavior: "always_invoice", ...(date ? { proration_date: date } : {}) },
      }),
    );
  let invoice = await preview(prorationDate);
  // Stripe's "now" (the emulator's clock may run ahead of ours) is where the proration lines start.
  const date = prorationDate ?? invoice.lines.data.find((line) => line.parent?.subscription_item_details?.proration)?.period.start;
  if (!prorationDate && date) invoice = await preview(date);
  const plans = await db.plan.findMany({ where: { stripePriceId: { not: null } }, select: { name: true, stripePriceId: true } });
  const planByPrice = new Map(plans.map((plan) => [plan.stripePriceId, plan.name]));
  const newPlanName = planByPrice.get(items[0]?.price ?? "");
  return {
    amount_due_cents: invoice.amount_due,
    currency: invoice.currency.toUpperCase(),
    lines: invoice.lines.data.map((line) => {
      const price = line.pricing?.price_details?.price;
      const isProration = line.parent?.subscription_item_details?.proration === true;
      return {
        description: line.description,
        amount_cents: line.amount,
        kind: isProration ? (line.amount < 0 ? "unused" : "remaining") : "period",
        plan_name: planByPrice.get(typeof price === "string" ? price : (price?.id ?? "")) ?? null,
      };
    }),
    current_plan: displayNameOf(owned.row.plan.name),
    new_plan: newPlanName ? displayNameOf(newPlanName) : "",
    next_payment_at: new Date(owned.item.current_period_end * 1000).toISOString(),
    proration_date: date ?? Math.floor(Date.now() / 1000),
  };
}

/** Going to Free charges nothing: the plan runs to the period's end, then no more payments. */
function freePreview(owned: OwnedSubscription): ProrationPreview {
  return {
    amount_due_cents: 0,
    currency: owned.row.plan.currency,
    lines: [],
    current_plan: displayNameOf(owned.row.plan.name),
    new_plan: displayNameOf("FREE"),
    next_payment_at: new Date(owned.item.current_period_end * 1000).toISOString(),
    proration_date: owned.item.current_period_end,
  };
}
