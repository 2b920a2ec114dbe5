import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";

import { GET as history } from "@/app/api/transactions/historial/[companyId]/route";
import { GET as companyPlan } from "@/app/api/transactions/plan/[companyId]/route";
import { POST as cancelSubscription } from "@/app/api/transactions/cancel-suscription/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import { DEMO_EMPLOYER_EMAIL } from "@/prisma/seed/demo-data";
import { seedDemoData } from "@/scripts/db/seed";
import { seedDemoPayments } from "@/scripts/db/seed-demo-payments";
import { callRoute } from "@/tests/support/api";
import { startPayments, type PaymentsHarness } from "@/tests/support/payments";

jest.setTimeout(120_000);

let payments: PaymentsHarness;

beforeAll(async () => {
  await seedDemoData(process.env.DATABASE_URL!);
  payments = await startPayments();
});
afterAll(async () => {
  await payments.stop();
});

describe("seedDemoPayments", () => {
  it("puts the demo employer's Premium company on a subscription the emulator bills, leaves her other company on Free, and does nothing on a second run", async () => {
    expect(await seedDemoPayments(process.env.DATABASE_URL!, process.env)).toEqual({ seeded: true });
    expect(await seedDemoPayments(process.env.DATABASE_URL!, process.env)).toEqual({ seeded: false });

    const employer = await db.user.findUniqueOrThrow({ where: { email: DEMO_EMPLOYER_EMAIL } });
    const token = signAccessToken({ id: employer.id, role: employer.role, side: "EMPLOYER" });
    const [northwind, colibri] = await Promise.all(["northwind-labs", "colibri-studio"].map((slug) => db.company.findUniqueOrThrow({ where: { slug } })));
    const plan = async (companyId: string) => (await callRoute(companyPlan, { method: "GET", token, params: { companyId } })).body.data;
    expect(await plan(northwind!.id)).toMatchObject({ planName: "PREMIUM", status: "ACTIVE", is_owner: true });
    expect(await plan(colibri!.id)).toMatchObject({ planName: "FREE", status: null });

    const row = await db.subscription.findUniqueOrThrow({ where: { companyId: northwind!.id } });
    expect((await payments.stripe.subscriptions.retrieve(row.stripeSubscriptionId!)).status).toBe("active");
    const list = await callRoute(history, { method: "GET", token, params: { companyId: northwind!.id }, path: "/api/x?take=25&page=1" });
    expect(list.body.data.items.map((item: { plan_name: string; status: string }) => [item.plan_name, item.status])).toEqual([["PREMIUM", "PAID"], ["PRO", "PAID"]]);
    expect(list.body.data.items.every((item: { invoice_number: string | null; invoice_url: string | null }) => item.invoice_number && item.invoice_url)).toBe(true);
    // A real subscription: the owner can manage it.
    expect((await callRoute(cancelSubscription, { token, body: { company_id: northwind!.id } })).body.data.plan).toMatchObject({ planName: "PREMIUM", cancel_at_period_end: true });
  });
});
