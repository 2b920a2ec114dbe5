import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { lockFor } from "@/lib/payments/db-lock";
import { cardBrandOf, toPaymentMethodWire, type PaymentMethodWire } from "@/lib/payments/payment-method-wire";
import { ensureStripeCustomer } from "@/lib/payments/stripe-customer";
import { callStripe } from "@/lib/payments/stripe-errors";
import { getStripe } from "@/lib/payments/stripe-client";

const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.PaymentMethodOrderByWithRelationInput[];

/** GET users/payment-method/list: the caller's own cards, the default first, then newest first. */
export async function listPaymentMethods(caller: CurrentUser): Promise<PaymentMethodWire[]> {
  const methods = await db.paymentMethod.findMany({ where: { userId: caller.id }, orderBy: [{ isDefault: "desc" }, ...newestFirst] });
  return methods.map(toPaymentMethodWire);
}

/**
 * POST users/payment-method/create: a SetupIntent for the caller's customer, confirmed with the
 * given PaymentMethod id (from Stripe Elements, or a test card such as pm_card_visa: the same
 * path). A refused card answers 402 CARD_DECLINED and stores nothing. The card Stripe returns is
 * the one kept (a test-card alias mints a new pm_… each time). The first card becomes the default.
 */
export async function addPaymentMethod(caller: CurrentUser, input: { payment_method: string; set_default?: boolean }): Promise<PaymentMethodWire> {
  const stripe = getStripe();
  const customer = await callStripe(() => ensureStripeCustomer(stripe, caller.id));
  const setupIntent = await callStripe(
    () =>
      stripe.setupIntents.create(
        { customer, payment_method: input.payment_method, confirm: true, usage: "off_session", automatic_payment_methods: { enabled: true, allow_redirects: "never" }, expand: ["payment_method"] },
      ),
    "CARD_DECLINED",
  );
  const card = typeof setupIntent.payment_method === "object" ? setupIntent.payment_method?.card : null;
  const paymentMethodId = typeof setupIntent.payment_method === "string" ? setupIntent.payment_method : setupIntent.payment_method?.id;
  if (setupIntent.status !== "succeeded" || !paymentMethodId || !card) {
    throw new AppError("CARD_DECLINED", { message: "Your bank asks to authenticate this card. Use another card.", details: { decline_code: "authentication_required" } });
  }
  const saved = await db.$transaction(async (tx) => {
    await lockFor(tx, `cards:${caller.id}`);
    const isFirst = (await tx.paymentMethod.count({ where: { userId: caller.id } })) === 0;
    const isDefault = isFirst || input.set_default === true;
    if (isDefault) await tx.paymentMethod.updateMany({ where: { userId: caller.id, isDefault: true }, data: { isDefault: false } });
    return tx.paymentMethod.create({
      data: { userId: caller.id, stripePaymentMethodId: paymentMethodId, brand: cardBrandOf(card.brand), last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year, isDefault },
    });
  });
  if (saved.isDefault) await callStripe(() => stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethodId } }));
  return toPaymentMethodWire(saved);
}

/** PUT users/payment-method/default/{id}: one of the caller's cards becomes the default, here and in Stripe (renewals charge it). */
export async function setDefaultPaymentMethod(caller: CurrentUser, id: string): Promise<PaymentMethodWire> {
  const method = await db.$transaction(async (tx) => {
    await lockFor(tx, `cards:${caller.id}`);
    const own = await tx.paymentMethod.findFirst({ where: { id, userId: caller.id } });
    if (!own) throw new AppError("not_found", { message: "No such card." });
    await tx.paymentMethod.updateMany({ where: { userId: caller.id, isDefault: true, id: { not: id } }, data: { isDefault: false } });
    return tx.paymentMethod.update({ where: { id }, data: { isDefault: true } });
  });
  await syncDefaultCard(caller.id, method.stripePaymentMethodId);
  return toPaymentMethodWire(method);
}

/** DELETE users/payment-method/delete/{id}: detached in Stripe and removed; the newest remaining card becomes the default. */
export async function deletePaymentMethod(caller: CurrentUser, id: string): Promise<{ _id: string }> {
  const own = await db.paymentMethod.findFirst({ where: { id, userId: caller.id } });
  if (!own) throw new AppError("not_found", { message: "No such card." });
  const stripe = getStripe();
  await callStripe(() => stripe.paymentMethods.detach(own.stripePaymentMethodId));
  const nextDefault = await db.$transaction(async (tx) => {
    await lockFor(tx, `cards:${caller.id}`);
    await tx.paymentMethod.deleteMany({ where: { id, userId: caller.id } });
    if (!own.isDefault) return null;
    const newest = await tx.paymentMethod.findFirst({ where: { userId: caller.id }, orderBy: newestFirst });
    return newest ? tx.paymentMethod.update({ where: { id: newest.id }, data: { isDefault: true } }) : null;
  });
  // Stripe's behaviour on detaching the default card has varied: the new default is set explicitly.
  if (nextDefault) await syncDefaultCard(caller.id, nextDefault.stripePaymentMethodId);
  return { _id: id };
}

async function syncDefaultCard(userId: string, stripePaymentMethodId: string) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { stripeCustomerId: true } });
  if (!user?.stripeCustomerId) return;
  const customer = user.stripeCustomerId;
  await callStripe(() => getStripe().customers.update(customer, { invoice_settings: { default_payment_method: stripePaymentMethodId } }));
}
