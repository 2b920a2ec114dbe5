import "server-only";

import type Stripe from "stripe";

import type { CurrentUser } from "@/lib/auth/current-user";
import { getMembershipOrThrow } from "@/lib/companies/get-membership-or-throw";
import { db } from "@/lib/db";
import { runTransaction } from "@/lib/db/run-transaction";
import { AppError } from "@/lib/errors";
import { ensurePlanPrice, ensurePromotionCode } from "@/lib/payments/catalogue";
import { getCompanyPlan, type CompanyPlanWire } from "@/lib/payments/company-plan-wire";
import { getRedeemableCouponOrThrow, redeemCoupon } from "@/lib/payments/coupons";
import { BILLING_TRANSACTION, lockFor } from "@/lib/payments/db-lock";
import { getPaidPlanOrThrow } from "@/lib/payments/paid-plan";
import { setDefaultPaymentMethod } from "@/lib/payments/payment-methods";
import { deliverInvoiceOutcome, recordInvoice } from "@/lib/payments/record-invoice";
import { ensureStripeCustomer } from "@/lib/payments/stripe-customer";
import { callStripe } from "@/lib/payments/stripe-errors";
import { getStripe } from "@/lib/payments/stripe-client";
import { writeSubscriptionFromStripe } from "@/lib/payments/sync-subscription";
import { getTransactionWire, type TransactionWire } from "@/lib/payments/transaction-wire-read";

export type SubscribeInput = { company_id: string; plan_id: number; payment_method_id: string; coupon?: string };

/** A company is subscribed while its row is active, trialing or past due (a past-due plan is changed, not bought again). */
export const subscribedStatuses = ["ACTIVE", "TRIALING", "PAST_DUE"] as const;

/**
 * POST transactions: an owner buys Pro or Premium for the company with one of their cards (which
 * becomes their default, so renewals charge it). The subscription is created with
 * error_if_incomplete, so a refused charge answers 402 PAYMENT_DECLINED and nothing is written;
 * a paid one is written to the Subscription row and the history in the same request (the
 * webhooks confirm the same state later). Under a per-company lock a second subscribe, however
 * close, sees the first and answers 409 ALREADY_SUBSCRIBED; the Idempotency-Key (from the
 * client's key or the request id) makes Stripe answer a retried request with the first result.
 */
export async function subscribe(caller: CurrentUser, input: SubscribeInput, requestKey: string): Promise<{ plan: CompanyPlanWire; transaction: TransactionWire | null }> {
  await getMembershipOrThrow(caller, input.company_id, { ownerOnly: true });
  const plan = await getPaidPlanOrThrow(input.plan_id);
  const card = await db.paymentMethod.findFirst({ where: { id: input.payment_method_id, userId: caller.id } });
  if (!card) throw new AppError("not_found", { message: "No such card." });
  const coupon = input.coupon ? await getRedeemableCouponOrThrow(db, input.coupon) : null;
  await assertNotSubscribed(input.company_id);

  const stripe = getStripe();
  const [customer, priceId, promotionCode] = await callStripe(() =>
    Promise.all([ensureStripeCustomer(stripe, caller.id), ensurePlanPrice(stripe, plan), coupon ? ensurePromotionCode(stripe, coupon) : null]),
  );
  if (!card.isDefault) await setDefaultPaymentMethod(caller, card.id);

  const outcome = await runTransaction(async (tx) => {
    await lockFor(tx, `billing:${input.company_id}`);
    await assertNotSubscribed(input.company_id, tx);
    if (coupon) await redeemCoupon(tx, coupon);
    const subscription = await callStripe(() =>
      stripe.subscriptions.create(
        {
          customer,
          items: [{ price: priceId }],
          payment_behavior: "error_if_incomplete",
          ...(promotionCode ? { discounts: [{ promotion_code: promotionCode }] } : {}),
          metadata: { company_id: input.company_id, user_id: caller.id },
          expand: ["latest_invoice"],
        },
        { idempotencyKey: `subscribe-${input.company_id}-${plan.id}-${requestKey}` },
      ),
    );
    const row = await writeSubscriptionFromStripe(tx, subscription);
    if (row && coupon) await tx.subscription.update({ where: { id: row.id }, data: { couponId: coupon.id } });
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const recorded = invoice && typeof invoice === "object" ? await recordInvoice(tx, invoice) : null;
    if (recorded?.transactionId && coupon) await tx.transaction.update({ where: { id: recorded.transactionId }, data: { couponId: coupon.id } });
    return recorded;
  }, BILLING_TRANSACTION);

  if (outcome) await deliverInvoiceOutcome(outcome);
  const [planWire, transaction] = await Promise.all([getCompanyPlan(caller, input.company_id), outcome?.transactionId ? getTransactionWire(outcome.transactionId) : null]);
  return { plan: planWire, transaction };
}

async function assertNotSubscribed(companyId: string, client: Pick<typeof db, "subscription"> = db) {
  const current = await client.subscription.findUnique({ where: { companyId }, select: { status: true } });
  if (current && (subscribedStatuses as readonly string[]).includes(current.status)) {
    throw new AppError("ALREADY_SUBSCRIBED", { message: "This company already has a paid plan: change it instead.", details: { status: current.status } });
  }
}
