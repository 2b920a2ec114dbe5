// The demo world's payments: a real subscription, card and invoices in the local Stripe emulator.
// The main seed (seed.ts) writes PostgreSQL only and gives the demo companies plan rows of their
// own; this step runs once the emulator is up (scripts/serve.ts, scripts/test.ts) and puts the demo
// employer's Premium company on a subscription that the emulator really bills.
import { PrismaPg } from "@prisma/adapter-pg";
import type Stripe from "stripe";

import { PrismaClient } from "@/lib/generated/prisma/client";
import { ensurePlanPrice } from "@/lib/payments/catalogue";
import { lockFor } from "@/lib/payments/db-lock";
import { cardBrandOf } from "@/lib/payments/payment-method-wire";
import { createStripeClient, stripeConfig } from "@/lib/payments/stripe-client";
import { ensureStripeCustomer } from "@/lib/payments/stripe-customer";
import { writeSubscriptionFromStripe } from "@/lib/payments/sync-subscription";
import { writeInvoiceTransaction } from "@/lib/payments/write-invoice-transaction";
import { DEMO_EMPLOYER_EMAIL } from "@/prisma/seed/demo-data";

type Env = Record<string, string | undefined>;

const PREMIUM_COMPANY_SLUG = "northwind-labs";

/**
 * Northwind Labs (the demo employer's Premium company) subscribes through the emulator with the
 * 4242 card: Pro first, then an upgrade to Premium charged with its proration, so its history has
 * two real invoices (numbers, hosted pages) and the premium page shows a plan Stripe renews. Her
 * other company, Colibrí Studio, stays on Free. The seed's own history rows for Northwind (older
 * months without invoices) are replaced by these.
 *
 * Idempotent: once Northwind's row names a subscription the emulator knows, it does nothing;
 * every Stripe call carries an idempotency key, so a start that stopped halfway resumes. Only for
 * the local emulator: never against a Stripe account.
 */
export async function seedDemoPayments(connectionString: string, env: Env, options: { log?: (line: string) => void } = {}): Promise<{ seeded: boolean }> {
  const config = stripeConfig(env);
  if (!config?.apiUrl) return { seeded: false };
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
  const stripe = createStripeClient(config);
  try {
    const [company, employer, pro, premium] = await Promise.all([
      db.company.findUnique({ where: { slug: PREMIUM_COMPANY_SLUG }, select: { id: true, subscription: { select: { stripeSubscriptionId: true } } } }),
      db.user.findUnique({ where: { email: DEMO_EMPLOYER_EMAIL }, select: { id: true } }),
      db.plan.findUnique({ where: { name: "PRO" } }),
      db.plan.findUnique({ where: { name: "PREMIUM" } }),
    ]);
    if (!company || !employer || !pro || !premium) return { seeded: false };
    if (await isBilled(stripe, company.subscription?.stripeSubscriptionId)) return { seeded: false };

    const customer = await ensureStripeCustomer(stripe, employer.id, db);
    await ensureDemoCard(stripe, db, employer.id, customer);
    const [proPrice, premiumPrice] = [await ensurePlanPrice(stripe, pro, db), await ensurePlanPrice(stripe, premium, db)];
    const metadata = { company_id: company.id, user_id: employer.id };
    const subscription = await stripe.subscriptions.create(
      { customer, items: [{ price: proPrice }], payment_behavior: "error_if_incomplete", metadata },
      { idempotencyKey: `demo-subscription-${company.id}` },
    );
    const item = subscription.items.data[0]!;
    const upgraded = await stripe.subscriptions.update(
      subscription.id,
      { items: [{ id: item.id, price: premiumPrice }], proration_behavior: "always_invoice", payment_behavior: "error_if_incomplete" },
      { idempotencyKey: `demo-upgrade-${subscription.id}` },
    );
    const invoices = await stripe.invoices.list({ subscription: subscription.id, limit: 10 });
    await db.$transaction(async (tx) => {
      // The company's billing lock first, as every other billing writer takes it: the emulator's
      // webhooks for these invoices, arriving meanwhile, otherwise deadlocked with this write.
      await lockFor(tx, `billing:${company.id}`);
      await tx.transaction.deleteMany({ where: { companyId: company.id, stripeInvoiceId: null } });
      await writeSubscriptionFromStripe(tx, upgraded);
      for (const invoice of [...invoices.data].reverse()) await writeInvoiceTransaction(tx, invoice);
    });
    options.log?.(`payments: Northwind Labs on Premium through the Stripe emulator (${invoices.data.length} invoices)`);
    return { seeded: true };
  } finally {
    await db.$disconnect();
  }
}

async function isBilled(stripe: Stripe, subscriptionId: string | null | undefined): Promise<boolean> {
  if (!subscriptionId) return false;
  try {
    await stripe.subscriptions.retrieve(subscriptionId);
    return true;
  } catch {
    return false;
  }
}

/** The demo employer's Visa 4242, saved and default, as the card form would save it. */
async function ensureDemoCard(stripe: Stripe, db: PrismaClient, userId: string, customer: string) {
  const existing = await db.paymentMethod.findFirst({ where: { userId, isDefault: true } });
  if (existing) return;
  const setupIntent = await stripe.setupIntents.create(
    { customer, payment_method: "pm_card_visa", confirm: true, usage: "off_session", automatic_payment_methods: { enabled: true, allow_redirects: "never" }, expand: ["payment_method"] },
    { idempotencyKey: `demo-card-${userId}` },
  );
  const method = setupIntent.payment_method as Stripe.PaymentMethod;
  await stripe.customers.update(customer, { invoice_settings: { default_payment_method: method.id } });
  await db.paymentMethod.upsert({
    where: { stripePaymentMethodId: method.id },
    create: { userId, stripePaymentMethodId: method.id, brand: cardBrandOf(method.card?.brand), last4: method.card?.last4 ?? "4242", expMonth: method.card?.exp_month ?? 12, expYear: method.card?.exp_year ?? 2030, isDefault: true },
    update: {},
  });
}
