import { readFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import Stripe from "stripe";

import { againstStripe, CONTRACT_TIMEOUT_MS, latestInvoiceOf, startContractTarget, uniqueCode, type ContractTarget } from "./stripe-harness";

jest.setTimeout(CONTRACT_TIMEOUT_MS);

/**
 * Every object is checked against the interface the `stripe` package declares for its API
 * version: each field the type requires is present, and (on the emulator) there is no field the
 * type does not know. The SDK's types are the contract the app is compiled against.
 */
const RESOURCES = join(process.cwd(), "node_modules/stripe/cjs/resources");

function declaredFields(file: string, name: string, nested = false) {
  const text = readFileSync(join(RESOURCES, file), "utf8");
  const indent = nested ? "    " : "";
  const header = `${nested ? indent : "export "}interface ${name} {`;
  const start = text.indexOf(header);
  if (start < 0) throw new Error(`interface ${name} is not in ${file}`);
  const required: string[] = [];
  const optional: string[] = [];
  for (const line of text.slice(start + header.length).split("\n")) {
    if (line.startsWith(`${indent}}`)) break;
    const field = new RegExp(`^${indent}    ([a-z_0-9]+)(\\??):`).exec(line);
    if (field?.[1]) (field[2] ? optional : required).push(field[1]);
  }
  return { required, optional };
}

type Shape = { label: string; file: string; name: string; nested?: boolean; value: () => unknown };

function expectShape(shape: Shape) {
  const value = shape.value() as Record<string, unknown>;
  expect(value).toBeDefined();
  const { required, optional } = declaredFields(shape.file, shape.name, shape.nested);
  const present = Object.keys(value).filter((key) => key !== "lastResponse");
  const missing = required.filter((key) => !present.includes(key));
  // Stripe itself may send fields newer than the package's types; the emulator must not invent any.
  const unknown = againstStripe ? [] : present.filter((key) => !required.includes(key) && !optional.includes(key));
  expect({ [shape.label]: { missing, unknown } }).toEqual({ [shape.label]: { missing: [], unknown: [] } });
}

// Hooks inside a describe run before the setup file's afterAll, which drops the database under the emulator.
describe("Stripe contract: object shapes", () => {
  let target: ContractTarget;
  let stripe: Stripe;
  const objects: Record<string, unknown> = {};

  beforeAll(async () => {
    target = await startContractTarget();
    stripe = target.stripe;
    const clock = await target.startClock();
    const { customer, paymentMethod } = await target.customerWithCard({ clock });
    const price = await target.monthlyPrice("Shaped", 1500);
    const coupon = await stripe.coupons.create({ percent_off: 10, duration: "repeating", duration_in_months: 3 });
    const promotionCode = await stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: uniqueCode("SHAPE") });
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], discounts: [{ promotion_code: promotionCode.id }], expand: ["latest_invoice", "discounts"] });
    const setupIntent = await stripe.setupIntents.create({ customer: customer.id, payment_method: "pm_card_visa", confirm: true, automatic_payment_methods: { enabled: true, allow_redirects: "never" } });
    const invoice = latestInvoiceOf(subscription);
    const events = await stripe.events.list({ limit: 1, type: "customer.subscription.created" });
    const declinedIntent = await stripe.setupIntents.create({ customer: customer.id, automatic_payment_methods: { enabled: true, allow_redirects: "never" } });
    await stripe.setupIntents.confirm(declinedIntent.id, { payment_method: "pm_card_visa_chargeDeclined" }).catch(() => undefined);
    const endpoint = await stripe.webhookEndpoints.create({ url: "https://example.com/stripe/webhook", enabled_events: ["customer.subscription.updated"] });
    await stripe.webhookEndpoints.del(endpoint.id);
    Object.assign(objects, {
      customer: await stripe.customers.retrieve(customer.id),
      paymentMethod,
      setupIntent,
      product: await stripe.products.retrieve(price.product as string),
      price,
      coupon,
      promotionCode,
      subscription,
      item: subscription.items.data[0],
      discount: subscription.discounts[0],
      invoice,
      line: invoice.lines.data[0],
      preview: await stripe.invoices.createPreview({ customer: customer.id, subscription: subscription.id }),
      event: events.data[0],
      clock: await stripe.testHelpers.testClocks.retrieve(clock.id),
      declinedIntent: await stripe.setupIntents.retrieve(declinedIntent.id),
      endpoint,
      deletedCoupon: await stripe.coupons.del((await stripe.coupons.create({ percent_off: 5, duration: "once" })).id),
      deletedCustomer: await stripe.customers.del((await stripe.customers.create({})).id),
    });
  });

  afterAll(async () => {
    await target?.close();
  });

  const shapes: Shape[] = [
    { label: "customer", file: "Customers.d.ts", name: "Customer", value: () => objects.customer },
    { label: "customer.invoice_settings", file: "Customers.d.ts", name: "InvoiceSettings", nested: true, value: () => (objects.customer as Stripe.Customer).invoice_settings },
    { label: "deleted customer", file: "Customers.d.ts", name: "DeletedCustomer", value: () => objects.deletedCustomer },
    { label: "payment_method", file: "PaymentMethods.d.ts", name: "PaymentMethod", value: () => objects.paymentMethod },
    { label: "payment_method.card", file: "PaymentMethods.d.ts", name: "Card", nested: true, value: () => (objects.paymentMethod as Stripe.PaymentMethod).card },
    { label: "payment_method.billing_details", file: "PaymentMethods.d.ts", name: "BillingDetails", nested: true, value: () => (objects.paymentMethod as Stripe.PaymentMethod).billing_details },
    { label: "setup_intent", file: "SetupIntents.d.ts", name: "SetupIntent", value: () => objects.setupIntent },
    { label: "setup_intent.last_setup_error", file: "SetupIntents.d.ts", name: "LastSetupError", nested: true, value: () => (objects.declinedIntent as Stripe.SetupIntent).last_setup_error },
    { label: "webhook_endpoint", file: "WebhookEndpoints.d.ts", name: "WebhookEndpoint", value: () => objects.endpoint },
    { label: "deleted coupon", file: "Coupons.d.ts", name: "DeletedCoupon", value: () => objects.deletedCoupon },
    { label: "product", file: "Products.d.ts", name: "Product", value: () => objects.product },
    { label: "price", file: "Prices.d.ts", name: "Price", value: () => objects.price },
    { label: "price.recurring", file: "Prices.d.ts", name: "Recurring", nested: true, value: () => (objects.price as Stripe.Price).recurring },
    { label: "coupon", file: "Coupons.d.ts", name: "Coupon", value: () => objects.coupon },
    { label: "promotion_code", file: "PromotionCodes.d.ts", name: "PromotionCode", value: () => objects.promotionCode },
    { label: "promotion_code.restrictions", file: "PromotionCodes.d.ts", name: "Restrictions", nested: true, value: () => (objects.promotionCode as Stripe.PromotionCode).restrictions },
    { label: "subscription", file: "Subscriptions.d.ts", name: "Subscription", value: () => objects.subscription },
    { label: "subscription_item", file: "SubscriptionItems.d.ts", name: "SubscriptionItem", value: () => objects.item },
    { label: "discount", file: "Discounts.d.ts", name: "Discount", value: () => objects.discount },
    { label: "invoice", file: "Invoices.d.ts", name: "Invoice", value: () => objects.invoice },
    { label: "invoice.status_transitions", file: "Invoices.d.ts", name: "StatusTransitions", nested: true, value: () => (objects.invoice as Stripe.Invoice).status_transitions },
    { label: "invoice preview", file: "Invoices.d.ts", name: "Invoice", value: () => objects.preview },
    { label: "invoice line", file: "InvoiceLineItems.d.ts", name: "InvoiceLineItem", value: () => objects.line },
    { label: "invoice line.parent", file: "InvoiceLineItems.d.ts", name: "Parent", nested: true, value: () => (objects.line as Stripe.InvoiceLineItem).parent },
    { label: "invoice line.pricing", file: "InvoiceLineItems.d.ts", name: "Pricing", nested: true, value: () => (objects.line as Stripe.InvoiceLineItem).pricing },
    { label: "event", file: "Events.d.ts", name: "EventBase", value: () => objects.event },
    { label: "event.request", file: "Events.d.ts", name: "Request", nested: true, value: () => (objects.event as Stripe.Event).request },
    { label: "test clock", file: "TestHelpers/TestClocks.d.ts", name: "TestClock", value: () => objects.clock },
  ];

  describe("object shapes match the stripe package's types", () => {
    it.each(shapes.map((shape) => [shape.label, shape]))("%s", (_label, shape) => {
      expectShape(shape as Shape);
    });
  });
});
