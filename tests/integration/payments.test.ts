import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";

import { POST as createPost } from "@/app/api/posts/route";
import { GET as listPlans } from "@/app/api/plans/route";
import { POST as cancelSubscription } from "@/app/api/transactions/cancel-suscription/route";
import { POST as changeSubscription } from "@/app/api/transactions/change-suscription/route";
import { POST as evaluateCoupon } from "@/app/api/transactions/evalutate-cupon/route";
import { GET as history } from "@/app/api/transactions/historial/[companyId]/route";
import { GET as companyPlan } from "@/app/api/transactions/plan/[companyId]/route";
import { POST as subscribe } from "@/app/api/transactions/route";
import { POST as addCard } from "@/app/api/users/payment-method/create/route";
import { POST as deleteAccount } from "@/app/api/users/profile/delete-account/route";
import { DELETE as deleteCard } from "@/app/api/users/payment-method/delete/[id]/route";
import { GET as listCards } from "@/app/api/users/payment-method/list/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { callRoute } from "@/tests/support/api";
import { createJobPostCatalogue, jobPostBody } from "@/tests/support/job-post-body";
import { eventually } from "@/tests/support/eventually";
import { startPayments, type PaymentsHarness } from "@/tests/support/payments";
import { addCompanyMember, createEmployerWithCompany, createUser, ensurePlan, type EmployerWithCompany } from "@/prisma/factories";

jest.setTimeout(120_000);

let payments: PaymentsHarness;
const planIds = { FREE: 0, PRO: 0, PREMIUM: 0 };

const tokenOf = (user: User) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });
const post = (handler: typeof subscribe, user: User, body: unknown) => callRoute(handler, { token: tokenOf(user), body });
const planOf = async (user: User, companyId: string) => (await callRoute(companyPlan, { method: "GET", token: tokenOf(user), params: { companyId } })).body.data;

async function addCardFor(user: User, card = "pm_card_visa") {
  const answer = await post(addCard, user, { payment_method: card });
  return answer;
}

/** An employer with a Free company and a saved card (the card's answer must be 201). */
async function payingEmployer(card = "pm_card_visa"): Promise<EmployerWithCompany & { cardId: string }> {
  const hiring = await createEmployerWithCompany(db, { plan: "FREE" });
  const added = await addCardFor(hiring.employer, card);
  expect(added.status).toBe(201);
  return { ...hiring, cardId: added.body.data._id };
}

beforeAll(async () => {
  await createJobPostCatalogue(db);
  planIds.FREE = await ensurePlan(db, "FREE");
  planIds.PRO = await ensurePlan(db, "PRO");
  planIds.PREMIUM = await ensurePlan(db, "PREMIUM");
  await db.coupon.create({ data: { code: "LAUNCH20", percentOff: 20, maxRedemptions: 500 } });
  await db.coupon.create({ data: { code: "EXPIRED10", percentOff: 10, validUntil: new Date(Date.now() - 86_400_000) } });
  payments = await startPayments();
});

afterAll(async () => {
  await payments.stop();
});

describe("plans and cards", () => {
  it("lists the plans cheapest first, for anyone", async () => {
    const answer = await callRoute(listPlans, { method: "GET", path: "/api/plans?type_plan=MONTH" });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((plan: { plan_name: string; price_cents: number }) => [plan.plan_name, plan.price_cents])).toEqual([["FREE", 0], ["PRO", 4900], ["PREMIUM", 9900]]);
  });

  it("adds a test card through a SetupIntent, makes the first one the default, and a declined card stores nothing", async () => {
    const { employer } = await createEmployerWithCompany(db);
    const visa = await addCardFor(employer);
    expect(visa.status).toBe(201);
    expect(visa.body.data).toMatchObject({ brand: "visa", last4: "4242", is_default: true });
    const declined = await addCardFor(employer, "pm_card_chargeDeclined");
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ code: "CARD_DECLINED", message: "Your card was declined." });
    const poor = await addCardFor(employer, "pm_card_chargeDeclinedInsufficientFunds");
    expect(poor.body.error).toMatchObject({ code: "CARD_DECLINED", message: "Your card has insufficient funds." });
    const amex = await addCardFor(employer, "pm_card_amex");
    expect(amex.body.data).toMatchObject({ brand: "amex", is_default: false });

    const removed = await callRoute(deleteCard, { method: "DELETE", token: tokenOf(employer), params: { id: visa.body.data._id } });
    expect(removed.status).toBe(200);
    const cards = await callRoute(listCards, { method: "GET", token: tokenOf(employer) });
    expect(cards.body.data).toEqual([expect.objectContaining({ _id: amex.body.data._id, is_default: true })]);
    const customerId = (await db.user.findUniqueOrThrow({ where: { id: employer.id } })).stripeCustomerId!;
    const customer = (await payments.stripe.customers.retrieve(customerId)) as { invoice_settings: { default_payment_method: string } };
    const amexRow = await db.paymentMethod.findUniqueOrThrow({ where: { id: amex.body.data._id } });
    expect(customer.invoice_settings.default_payment_method).toBe(amexRow.stripePaymentMethodId);
  });
});

describe("subscribing", () => {
  it("makes the company Premium at once with the 4242 card, so it can open a second job, and lists the invoice", async () => {
    const hiring = await payingEmployer();
    const first = await post(createPost, hiring.employer, jobPostBody(hiring.company.id, { status: "open" }));
    expect(first.status).toBe(201);
    expect((await post(createPost, hiring.employer, jobPostBody(hiring.company.id, { status: "open" }))).body.error?.code).toBe("plan_limit_reached");

    const answer = await post(subscribe, hiring.employer, { company_id: hiring.company.id, plan_id: planIds.PREMIUM, payment_method_id: hiring.cardId });
    expect(answer.status).toBe(201);
    expect(answer.body.data.plan).toMatchObject({ planName: "PREMIUM", status: "ACTIVE", isPlanExpired: false, cancel_at_period_end: false, is_owner: true });
    expect(answer.body.data.transaction).toMatchObject({ status: "PAID", amount_cents: 9900, currency: "USD", plan_name: "PREMIUM" });
    expect(answer.body.data.transaction.invoice_number).toMatch(/-0001$/);
    expect(answer.body.data.transaction.invoice_url).toMatch(/\/invoices\/in_/);

    expect((await post(createPost, hiring.employer, jobPostBody(hiring.company.id, { status: "open" }))).status).toBe(201);
    const list = await callRoute(history, { method: "GET", token: tokenOf(hiring.employer), params: { companyId: hiring.company.id }, path: "/api/x?take=25&page=1" });
    expect(list.body.data).toMatchObject({ total: 1, page: 1, take: 25, items: [{ status: "PAID", amount_cents: 9900 }] });
    // The receipt, once, however many times the invoice is written (the webhooks follow).
    await eventually(async () => expect(payments.deliveries.some((delivery) => delivery.type === "invoice.paid")).toBe(true));
    expect(await db.outboxEmail.count({ where: { userId: hiring.employer.id, template: "payment_receipt" } })).toBe(1);
    expect((await post(subscribe, hiring.employer, { company_id: hiring.company.id, plan_id: planIds.PRO, payment_method_id: hiring.cardId })).body.error?.code).toBe("ALREADY_SUBSCRIBED");
  });

  it("subscribes once from 12 concurrent requests: one 201, the rest 409 ALREADY_SUBSCRIBED, one charge", async () => {
    const hiring = await payingEmployer();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post(subscribe, hiring.employer, { company_id: hiring.company.id, plan_id: planIds.PRO, payment_method_id: hiring.cardId })),
    );
    const outcomes = answers.map((answer) => `${answer.status}${answer.body.error ? ` ${answer.body.error.code}` : ""}`);
    expect(outcomes.filter((outcome) => outcome === "201")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== "201")).toEqual(Array(11).fill("409 ALREADY_SUBSCRIBED"));
    expect(await db.subscription.count({ where: { companyId: hiring.company.id } })).toBe(1);
    expect(await db.transaction.count({ where: { companyId: hiring.company.id, status: "SUCCEEDED" } })).toBe(1);
    const customerId = (await db.user.findUniqueOrThrow({ where: { id: hiring.employer.id } })).stripeCustomerId!;
    expect((await payments.stripe.subscriptions.list({ customer: customerId })).data).toHaveLength(1);
  });

  it("refuses a card that fails its charge with 402 PAYMENT_DECLINED and changes nothing", async () => {
    const hiring = await payingEmployer("pm_card_chargeCustomerFail");
    const answer = await post(subscribe, hiring.employer, { company_id: hiring.company.id, plan_id: planIds.PREMIUM, payment_method_id: hiring.cardId });
    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({ code: "PAYMENT_DECLINED", message: "Your card was declined." });
    expect(await db.subscription.count({ where: { companyId: hiring.company.id } })).toBe(0);
    expect(await db.transaction.count({ where: { companyId: hiring.company.id } })).toBe(0);
    expect(await planOf(hiring.employer, hiring.company.id)).toMatchObject({ planName: "FREE", status: null });
    const customer = (await db.user.findUniqueOrThrow({ where: { id: hiring.employer.id } })).stripeCustomerId!;
    expect((await payments.stripe.subscriptions.list({ customer, status: "all" })).data).toEqual([]);
  });

  it("evaluates a coupon and charges the discounted first invoice", async () => {
    const hiring = await payingEmployer();
    const evaluated = await post(evaluateCoupon, hiring.employer, { code: "launch20", plan_id: planIds.PREMIUM, company_id: hiring.company.id });
    expect(evaluated.body.data).toEqual({ code: "LAUNCH20", percent_off: 20, amount_off_cents: null, price_cents: 9900, discounted_price_cents: 7920, currency: "USD", duration: "once", duration_in_months: null });
    for (const code of ["NOPE", "EXPIRED10"]) {
      const refused = await post(evaluateCoupon, hiring.employer, { code, plan_id: planIds.PREMIUM, company_id: hiring.company.id });
      expect({ status: refused.status, code: refused.body.error?.code }).toEqual({ status: 400, code: "COUPON_INVALID" });
    }
    const answer = await post(subscribe, hiring.employer, { company_id: hiring.company.id, plan_id: planIds.PREMIUM, payment_method_id: hiring.cardId, coupon: "LAUNCH20" });
    expect(answer.status).toBe(201);
    expect(answer.body.data.transaction).toMatchObject({ amount_cents: 7920, status: "PAID" });
    expect((await db.coupon.findUniqueOrThrow({ where: { code: "LAUNCH20" } })).timesRedeemed).toBe(1);
  });

  it("charges exactly the previewed proration from Pro to Premium", async () => {
    const hiring = await payingEmployer();
    expect((await post(subscribe, hiring.employer, { company_id: hiring.company.id, plan_id: planIds.PRO, payment_method_id: hiring.cardId })).status).toBe(201);
    await payments.advanceDays(10);
    const preview = await post(changeSubscription, hiring.employer, { company_id: hiring.company.id, plan_id: planIds.PREMIUM, preview: true });
    expect(preview.status).toBe(200);
    const { proration } = preview.body.data;
    expect(proration).toMatchObject({ currency: "USD", current_plan: "Pro", new_plan: "Premium" });
    // About two thirds of the month left: more than nothing, less than the whole difference.
    expect(proration.amount_due_cents).toBeGreaterThan(2000);
    expect(proration.amount_due_cents).toBeLessThan(5000);
    // Lines say what they are, so the dialog words them in the payer's language.
    expect(proration.lines).toEqual([
      expect.objectContaining({ kind: "unused", plan_name: "PRO", amount_cents: expect.any(Number) }),
      expect.objectContaining({ kind: "remaining", plan_name: "PREMIUM", amount_cents: expect.any(Number) }),
    ]);
    expect(proration.lines[0].amount_cents).toBeLessThan(0);
    expect(await planOf(hiring.employer, hiring.company.id)).toMatchObject({ planName: "PRO" });

    const changed = await post(changeSubscription, hiring.employer, { company_id: hiring.company.id, plan_id: planIds.PREMIUM, proration_date: proration.proration_date });
    expect(changed.status).toBe(200);
    expect(changed.body.data.plan).toMatchObject({ planName: "PREMIUM", status: "ACTIVE" });
    expect(changed.body.data.transaction).toMatchObject({ amount_cents: proration.amount_due_cents, status: "PAID", plan_name: "PREMIUM" });
  });

  it("keeps Premium after a cancel until the period ends, then returns the company to Free with its open jobs still open", async () => {
    const hiring = await payingEmployer();
    expect((await post(subscribe, hiring.employer, { company_id: hiring.company.id, plan_id: planIds.PREMIUM, payment_method_id: hiring.cardId })).status).toBe(201);
    for (let index = 0; index < 3; index++) expect((await post(createPost, hiring.employer, jobPostBody(hiring.company.id, { status: "open" }))).status).toBe(201);

    const cancelled = await post(cancelSubscription, hiring.employer, { company_id: hiring.company.id });
    expect(cancelled.body.data.plan).toMatchObject({ planName: "PREMIUM", cancel_at_period_end: true, status: "ACTIVE" });
    const resumed = await post(cancelSubscription, hiring.employer, { company_id: hiring.company.id, resume: true });
    expect(resumed.body.data.plan).toMatchObject({ planName: "PREMIUM", cancel_at_period_end: false });
    await post(cancelSubscription, hiring.employer, { company_id: hiring.company.id });

    await payments.advanceDays(32);
    await eventually(async () => expect(await planOf(hiring.employer, hiring.company.id)).toMatchObject({ planName: "FREE", status: "CANCELED", isPlanExpired: true }));
    expect(await db.job.count({ where: { companyId: hiring.company.id, status: "OPEN" } })).toBe(3);
    expect((await post(createPost, hiring.employer, jobPostBody(hiring.company.id, { status: "open" }))).body.error?.code).toBe("plan_limit_reached");
    // No renewal was charged.
    expect(await db.transaction.count({ where: { companyId: hiring.company.id } })).toBe(1);
  });
});

describe("deleting the paying account", () => {
  it("ends its subscriptions at the period already paid and detaches its cards, so nothing more is charged", async () => {
    const hiring = await payingEmployer();
    expect((await post(subscribe, hiring.employer, { company_id: hiring.company.id, plan_id: planIds.PRO, payment_method_id: hiring.cardId })).status).toBe(201);
    const customerId = (await db.user.findUniqueOrThrow({ where: { id: hiring.employer.id } })).stripeCustomerId!;

    const deleted = await post(deleteAccount, hiring.employer, { deleteReason: "Closing the company" });
    expect(deleted.status).toBe(200);
    const [subscription] = (await payments.stripe.subscriptions.list({ customer: customerId })).data;
    expect(subscription).toMatchObject({ status: "active", cancel_at_period_end: true });
    expect((await db.subscription.findUniqueOrThrow({ where: { companyId: hiring.company.id } })).cancelAtPeriodEnd).toBe(true);
    expect((await payments.stripe.customers.listPaymentMethods(customerId)).data).toEqual([]);

    await payments.advanceDays(32);
    await eventually(async () => expect((await db.subscription.findUniqueOrThrow({ where: { companyId: hiring.company.id } })).status).toBe("CANCELED"));
    expect(await db.transaction.count({ where: { companyId: hiring.company.id } })).toBe(1);
  });
});

describe("who manages billing", () => {
  it("lets members read the plan and history but not subscribe, change or cancel; other employers do not see the company", async () => {
    const hiring = await payingEmployer();
    const { user: member } = await addCompanyMember(db, hiring.company, { role: "MEMBER" });
    const stranger = await createUser(db, { loggedAs: "EMPLOYER", isEmployer: true });
    const body = { company_id: hiring.company.id, plan_id: planIds.PREMIUM, payment_method_id: hiring.cardId };

    expect(await planOf(member, hiring.company.id)).toMatchObject({ planName: "FREE", is_owner: false });
    for (const [handler, payload] of [[subscribe, body], [changeSubscription, body], [cancelSubscription, body]] as const) {
      const answer = await post(handler, member, payload);
      expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 403, code: "forbidden" });
      const other = await post(handler, stranger, payload);
      expect({ status: other.status, code: other.body.error?.code }).toEqual({ status: 404, code: "not_found" });
    }
    expect((await callRoute(companyPlan, { method: "GET", token: tokenOf(stranger), params: { companyId: hiring.company.id } })).status).toBe(404);
    expect(await db.subscription.count({ where: { companyId: hiring.company.id } })).toBe(0);
  });
});
