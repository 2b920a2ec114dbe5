import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type Stripe from "stripe";

import { POST as stripeWebhook } from "@/app/api/stripe/webhook/route";
import { POST as cancelSubscription } from "@/app/api/transactions/cancel-suscription/route";
import { POST as subscribe } from "@/app/api/transactions/route";
import { POST as addCard } from "@/app/api/users/payment-method/create/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { callRoute } from "@/tests/support/api";
import { eventually } from "@/tests/support/eventually";
import { startPayments, type PaymentsHarness } from "@/tests/support/payments";
import { createEmployerWithCompany, ensurePlan, type EmployerWithCompany } from "@/prisma/factories";

jest.setTimeout(120_000);

let payments: PaymentsHarness;
let premiumId = 0;

const tokenOf = (user: User) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });
const post = (handler: typeof subscribe, user: User, body: unknown, headers: Record<string, string> = {}) => callRoute(handler, { token: tokenOf(user), body, headers });

async function payingEmployer(): Promise<EmployerWithCompany & { cardId: string; customerId: string }> {
  const hiring = await createEmployerWithCompany(db, { plan: "FREE" });
  const added = await post(addCard, hiring.employer, { payment_method: "pm_card_visa" });
  expect(added.status).toBe(201);
  const { stripeCustomerId } = await db.user.findUniqueOrThrow({ where: { id: hiring.employer.id } });
  return { ...hiring, cardId: added.body.data._id, customerId: stripeCustomerId! };
}

/** Delivers an event as Stripe would, signed for its raw body. */
function deliver(event: Stripe.Event, secret = payments.webhookSecret) {
  const payload = JSON.stringify(event);
  const signature = payments.stripe.webhooks.generateTestHeaderString({ payload, secret });
  return callRoute(stripeWebhook, { body: payload, headers: { "stripe-signature": signature } });
}

async function eventsOf(subscriptionId: string): Promise<Stripe.Event[]> {
  const events = await payments.stripe.events.list({ limit: 100 });
  const about = (event: Stripe.Event) => {
    const object = event.data.object as { id?: string; parent?: { subscription_details?: { subscription?: string } } };
    return object.id === subscriptionId || object.parent?.subscription_details?.subscription === subscriptionId;
  };
  return events.data.filter(about);
}

const rowOf = (companyId: string) => db.subscription.findUniqueOrThrow({ where: { companyId }, include: { plan: true } });

beforeAll(async () => {
  await ensurePlan(db, "FREE");
  await ensurePlan(db, "PRO");
  premiumId = await ensurePlan(db, "PREMIUM");
  payments = await startPayments();
});

afterAll(async () => {
  await payments.stop();
});

describe("POST /api/stripe/webhook", () => {
  it("refuses a body whose signature does not match with 400, and applies nothing", async () => {
    const event = { id: "evt_forged", object: "event", type: "customer.subscription.deleted", data: { object: { id: "sub_forged", metadata: {} } } } as unknown as Stripe.Event;
    const forged = await deliver(event, "whsec_not_the_secret");
    expect({ status: forged.status, code: forged.body.error?.code }).toEqual({ status: 400, code: "bad_request" });
    const unsigned = await callRoute(stripeWebhook, { body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    expect(await db.stripeEvent.count({ where: { id: "evt_forged" } })).toBe(0);
  });

  // Found by the fuzz tier (tests/fuzz): both answered 500 internal_error.
  it("refuses a signed body that is not shaped as an event (an id that is not a Stripe id) with 400, and records nothing", async () => {
    const shapes = [{ id: 42 }, { id: "evt_nul\u0000" }, { id: null }, { type: ["invoice.paid"] }, { data: "nothing" }];
    for (const shape of shapes) {
      const event = { id: "evt_fuzz_shape", object: "event", type: "invoice.paid", data: { object: { id: "in_1", object: "invoice" } }, ...shape } as unknown as Stripe.Event;
      const answer = await deliver(event);
      expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 400, code: "bad_request" });
    }
    expect(await db.stripeEvent.count({ where: { id: { startsWith: "evt_fuzz_shape" } } })).toBe(0);
  });

  it("acknowledges a signed event about an object Stripe does not have as not applied, and keeps no record of it", async () => {
    for (const [type, objectId] of [["customer.subscription.updated", "sub_nobody_has"], ["invoice.paid", "in_nobody_has"]] as const) {
      const event = { id: `evt_gone_${type}`, object: "event", type, data: { object: { id: objectId, metadata: { company_id: "not-a-company-id\u0000" } } } } as unknown as Stripe.Event;
      const answer = await deliver(event);
      expect({ status: answer.status, data: answer.body.data }).toEqual({ status: 200, data: { received: true, applied: false } });
    }
    expect(await db.stripeEvent.count({ where: { id: { startsWith: "evt_gone_" } } })).toBe(0);
  });

  it("applies the same event delivered 10 times at once exactly once: one receipt, one history row", async () => {
    const hiring = await payingEmployer();
    const answer = await post(subscribe, hiring.employer, { company_id: hiring.company.id, plan_id: premiumId, payment_method_id: hiring.cardId });
    expect(answer.status).toBe(201);
    const { stripeSubscriptionId } = await rowOf(hiring.company.id);
    const paid = (await eventsOf(stripeSubscriptionId!)).find((event) => event.type === "invoice.paid")!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(paid)));
    expect(answers.every((reply) => reply.status === 200)).toBe(true);
    // The emulator's own delivery of it may have come first: either way, applied once in all.
    await eventually(async () => expect(await db.stripeEvent.count({ where: { id: paid.id } })).toBe(1));
    expect(answers.filter((reply) => reply.body.data.applied).length).toBeLessThanOrEqual(1);
    expect(await db.transaction.count({ where: { companyId: hiring.company.id } })).toBe(1);
    expect(await db.outboxEmail.count({ where: { userId: hiring.employer.id, template: "payment_receipt" } })).toBe(1);
    expect(await rowOf(hiring.company.id)).toMatchObject({ status: "ACTIVE", plan: { name: "PREMIUM" } });
  });

  it("leaves the latest state whatever order a subscription's events arrive in", async () => {
    const hiring = await payingEmployer();
    expect((await post(subscribe, hiring.employer, { company_id: hiring.company.id, plan_id: premiumId, payment_method_id: hiring.cardId })).status).toBe(201);
    expect((await post(cancelSubscription, hiring.employer, { company_id: hiring.company.id })).status).toBe(200);
    const { stripeSubscriptionId } = await rowOf(hiring.company.id);
    await eventually(async () => expect((await eventsOf(stripeSubscriptionId!)).filter((event) => event.type === "customer.subscription.updated").length).toBeGreaterThan(0));
    // Oldest last: "created" (not cancelling) arrives after "updated" (cancelling), each with a fresh id.
    const events = (await eventsOf(stripeSubscriptionId!)).filter((event) => event.type.startsWith("customer.subscription."));
    for (const event of events) expect((await deliver({ ...event, id: `${event.id}_late` })).status).toBe(200);
    expect(await rowOf(hiring.company.id)).toMatchObject({ status: "ACTIVE", cancelAtPeriodEnd: true, plan: { name: "PREMIUM" } });
  });

  it("does not let a late event about a company's old, canceled subscription undo its new one", async () => {
    const hiring = await payingEmployer();
    expect((await post(subscribe, hiring.employer, { company_id: hiring.company.id, plan_id: premiumId, payment_method_id: hiring.cardId })).status).toBe(201);
    const old = (await rowOf(hiring.company.id)).stripeSubscriptionId!;
    await payments.stripe.subscriptions.cancel(old);
    await eventually(async () => expect(await rowOf(hiring.company.id)).toMatchObject({ status: "CANCELED" }));
    expect((await post(subscribe, hiring.employer, { company_id: hiring.company.id, plan_id: premiumId, payment_method_id: hiring.cardId })).status).toBe(201);
    const deleted = (await eventsOf(old)).find((event) => event.type === "customer.subscription.deleted")!;
    expect((await deliver({ ...deleted, id: `${deleted.id}_replayed` })).status).toBe(200);
    const row = await rowOf(hiring.company.id);
    expect(row.stripeSubscriptionId).not.toBe(old);
    expect(row).toMatchObject({ status: "ACTIVE", plan: { name: "PREMIUM" } });
  });

  it("creates one subscription when the owner subscribes twice at once", async () => {
    const hiring = await payingEmployer();
    const body = { company_id: hiring.company.id, plan_id: premiumId, payment_method_id: hiring.cardId };
    const answers = await Promise.all([post(subscribe, hiring.employer, body), post(subscribe, hiring.employer, body)]);
    expect(answers.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(answers.find((reply) => reply.status === 409)?.body.error?.code).toBe("ALREADY_SUBSCRIBED");
    const subscriptions = await payments.stripe.subscriptions.list({ customer: hiring.customerId, status: "all" });
    expect(subscriptions.data).toHaveLength(1);
    expect(await db.transaction.count({ where: { companyId: hiring.company.id } })).toBe(1);
  });

  it("records a failed renewal as FAILED with a failed-payment e-mail and a notification, and the plan lapses to past due", async () => {
    const hiring = await payingEmployer();
    expect((await post(subscribe, hiring.employer, { company_id: hiring.company.id, plan_id: premiumId, payment_method_id: hiring.cardId })).status).toBe(201);
    // The card starts failing: a failing card becomes the customer's default before the renewal.
    const failing = await post(addCard, hiring.employer, { payment_method: "pm_card_chargeCustomerFail", set_default: true });
    expect(failing.status).toBe(201);
    await payments.advanceDays(32);
    await eventually(async () => {
      expect(await db.transaction.count({ where: { companyId: hiring.company.id, status: "FAILED" } })).toBe(1);
      expect(await rowOf(hiring.company.id)).toMatchObject({ status: "PAST_DUE" });
    });
    expect(await db.outboxEmail.count({ where: { userId: hiring.employer.id, template: "payment_failed" } })).toBe(1);
    expect(await db.notification.findFirst({ where: { userId: hiring.employer.id, type: "PAYMENT_FAILED" } })).toMatchObject({ data: { companyId: hiring.company.id, planName: "Premium" } });
  });
});
