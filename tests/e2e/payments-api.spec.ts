import { expect, test, type APIRequestContext } from "@playwright/test";

import { signUp } from "./support/two-sides";

// The payments back end as the running app serves it: the Stripe emulator that scripts/test.ts
// starts, its webhooks reaching the app's route, and its clock, advanced from here
// (STRIPE_API_URL and STRIPE_SECRET_KEY are handed to the specs). The premium page has its own specs.

type Envelope<T> = { success: boolean; data: T; error?: { code: string } };

async function data<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

async function advanceEmulatorClock(days: number) {
  const answer = await fetch(`${process.env.STRIPE_API_URL}/_emulator/clock/advance`, {
    method: "POST",
    headers: { authorization: `Bearer ${process.env.STRIPE_SECRET_KEY}`, "content-type": "application/x-www-form-urlencoded" },
    body: `days=${days}`,
  });
  expect(answer.ok).toBe(true);
}

const openJob = (request: APIRequestContext, companyId: string, title: string) =>
  request.post("/api/posts?locale=en", { data: { company: companyId, job_title: title, description: "<p>Work with us from anywhere.</p>", job_type: "full_time", status: "open", questions: [] } });

test("an employer on Free pays for Premium with the 4242 card, opens a second job at once, and is back on Free after cancelling and the period's end @stripe-clock", async ({ request, isMobile }) => {
  test.skip(isMobile || !process.env.STRIPE_API_URL, "API only, once, against the local payments emulator (its clock)");
  test.setTimeout(120_000);
  await signUp(request, "employer", "Paula", "en");
  const company = await data<{ _id: string }>(await request.post("/api/companies", { data: { name: `Paying Co ${Date.now()}` } }));
  const companyId = company.data._id;
  expect((await openJob(request, companyId, "First job")).status()).toBe(201);
  expect((await data(await openJob(request, companyId, "Second job"))).error?.code).toBe("plan_limit_reached");

  const plans = await data<{ _id: number; plan_name: string }[]>(await request.get("/api/plans?type_plan=MONTH"));
  const premium = plans.data.find((plan) => plan.plan_name === "PREMIUM")!;
  const card = await request.post("/api/users/payment-method/create", { data: { payment_method: "pm_card_visa" } });
  expect(card.status()).toBe(201);
  const cardId = (await data<{ _id: string }>(card)).data._id;
  const paid = await request.post("/api/transactions", { data: { company_id: companyId, plan_id: premium._id, payment_method_id: cardId } });
  expect(paid.status()).toBe(201);
  expect((await data<{ plan: { planName: string } }>(paid)).data.plan.planName).toBe("PREMIUM");
  expect((await openJob(request, companyId, "Second job")).status()).toBe(201);

  const cancelled = await data<{ plan: { planName: string; cancel_at_period_end: boolean } }>(await request.post("/api/transactions/cancel-suscription", { data: { company_id: companyId } }));
  expect(cancelled.data.plan).toMatchObject({ planName: "PREMIUM", cancel_at_period_end: true });
  await advanceEmulatorClock(32);
  await expect
    .poll(async () => (await data<{ planName: string }>(await request.get(`/api/transactions/plan/${companyId}`))).data.planName, { timeout: 60_000 })
    .toBe("FREE");
  const history = await data<{ items: { status: string; invoice_url: string }[] }>(await request.get(`/api/transactions/historial/${companyId}?take=25&page=1`));
  expect(history.data.items).toEqual([expect.objectContaining({ status: "PAID", invoice_url: expect.stringContaining("/invoices/in_") })]);
});
