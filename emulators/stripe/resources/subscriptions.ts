import { redeemDiscounts } from "../billing/discounts.ts";
import { attemptInvoicePayment } from "../billing/invoice-lifecycle.ts";
import { periodEndAfter, periodsUntil } from "../billing/periods.ts";
import { cancelSubscriptionNow } from "../billing/subscription-lifecycle.ts";
import { itemsList, newSubscriptionItem } from "../billing/subscription-items.ts";
import { cardError } from "../billing/test-cards.ts";
import type { EmulatorContext } from "../context.ts";
import { restateEvent } from "../events/record-event.ts";
import type { Params } from "../http/form-params.ts";
import { mergeMetadata, objectArray, optionalBoolean, optionalInteger, optionalObject, optionalString } from "../http/params.ts";
import type { Route } from "../http/route.ts";
import { invalidParam, invalidRequest } from "../http/stripe-error.ts";
import { newId } from "../ids.ts";
import type { Customer, Price, Subscription } from "../model.ts";
import { allObjects, listObjects, type ObjectFilter } from "../store/list-objects.ts";
import { getObjectOrThrow, saveObject } from "../store/objects.ts";
import { invoiceSubscription } from "../billing/subscription-invoice.ts";
import { describeTrial } from "../billing/describe-line.ts";
import type { LineInput } from "../billing/draft-invoice.ts";
import { periodLines } from "../billing/subscription-items.ts";
import { LIST_PARAMS, pageOf } from "./list-params.ts";
import { getCustomerPaymentMethodOrThrow } from "./payment-methods.ts";
import { updateSubscription, UPDATE_PARAMS } from "./update-subscription.ts";

const PAYMENT_BEHAVIORS = ["allow_incomplete", "error_if_incomplete", "default_incomplete", "pending_if_incomplete"];

export function paymentBehaviorOf(params: Params, fallback: string) {
  const behavior = optionalString(params, "payment_behavior") ?? fallback;
  if (!PAYMENT_BEHAVIORS.includes(behavior)) throw invalidParam("payment_behavior", `Invalid payment_behavior: must be one of ${PAYMENT_BEHAVIORS.join(", ")}`);
  return behavior;
}

/** A recurring, active price, in the subscription's currency and interval. */
export async function getSubscribablePriceOrThrow(ctx: EmulatorContext, id: string, param: string, like?: Price): Promise<Price> {
  const price = await getObjectOrThrow<Price>(ctx.db, "price", id, param);
  if (!price.active) throw invalidRequest("The price specified is inactive. This field only accepts active prices.", { param });
  if (!price.recurring) throw invalidRequest(`The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`, { param });
  if (like && (like.currency !== price.currency || like.recurring?.interval !== price.recurring.interval || like.recurring.interval_count !== price.recurring.interval_count)) {
    throw invalidRequest("All prices on a subscription must have the same currency and billing interval in this emulator.", { param });
  }
  return price;
}

function trialEndOf(params: Params, now: number): number | null {
  const days = optionalInteger(params, "trial_period_days");
  if (days) return now + days * 86_400;
  const trialEnd = optionalString(params, "trial_end");
  if (!trialEnd || trialEnd === "now") return null;
  if (!/^\d+$/.test(trialEnd) || Number(trialEnd) <= now) throw invalidParam("trial_end", "Invalid timestamp: must be an integer Unix timestamp in the future.");
  return Number(trialEnd);
}

/** Backdated periods charged on the first invoice, at most this many (three years of months). */
const MAX_BACKDATED_PERIODS = 36;

/**
 * `backdate_start_date`: the subscription starts, and is anchored, in the past; its first invoice
 * charges every period from then up to and including the current one, as one invoice.
 */
function backdatedPeriods(params: Params, now: number, recurring: NonNullable<Price["recurring"]>, hasTrial: boolean) {
  const backdate = optionalInteger(params, "backdate_start_date");
  if (backdate === undefined || backdate === null) return null;
  if (backdate >= now) throw invalidParam("backdate_start_date", "backdate_start_date must be in the past.");
  if (hasTrial) throw invalidRequest("The emulator does not combine backdate_start_date with a trial.", { param: "backdate_start_date" });
  const periods = periodsUntil(backdate, now, recurring, MAX_BACKDATED_PERIODS);
  if (!periods) throw invalidParam("backdate_start_date", `The emulator backdates at most ${MAX_BACKDATED_PERIODS} billing periods.`);
  return periods;
}

function noPaymentMethod() {
  return invalidRequest(
    "This customer has no attached payment source or default payment method. Please consider adding a default payment method. For more information, visit https://stripe.com/docs/billing/subscriptions/payment-methods-setting#payment-method-priority.",
    { code: "resource_missing" },
  );
}

async function createSubscription(ctx: EmulatorContext, params: Params): Promise<Subscription> {
  const customer = await getObjectOrThrow<Customer>(ctx.db, "customer", optionalString(params, "customer") ?? "", "customer");
  const itemParams = objectArray(params, "items");
  if (itemParams.length === 0) throw invalidRequest("Missing required param: items.", { code: "parameter_missing", param: "items" });
  const behavior = paymentBehaviorOf(params, "allow_incomplete");
  const defaultPaymentMethodId = optionalString(params, "default_payment_method");
  const defaultPaymentMethod = defaultPaymentMethodId ? (await getCustomerPaymentMethodOrThrow(ctx, defaultPaymentMethodId, customer.id, "default_payment_method")).id : null;
  const id = newId("sub");
  const trialEnd = trialEndOf(params, ctx.now);
  const prices: Price[] = [];
  for (const [index, item] of itemParams.entries()) prices.push(await getSubscribablePriceOrThrow(ctx, optionalString(item, "price") ?? "", `items[${index}][price]`, prices[0]));
  const firstPrice = prices[0] as Price;
  const recurring = firstPrice.recurring as NonNullable<Price["recurring"]>;
  const backdated = backdatedPeriods(params, ctx.now, recurring, trialEnd !== null);
  const start = backdated?.[0]?.start ?? ctx.now;
  const anchor = trialEnd ?? start;
  const periods = backdated ?? [{ start: ctx.now, end: trialEnd ?? periodEndAfter(ctx.now, anchor, recurring) }];
  const period = periods[periods.length - 1] as { start: number; end: number };
  const items = itemParams.map((item, index) =>
    newSubscriptionItem(ctx, { price: prices[index] as Price, quantity: optionalInteger(item, "quantity") ?? 1, subscription: id, period, metadata: mergeMetadata({}, item) }),
  );
  const lines: LineInput[] = [];
  for (const charged of periods) lines.push(...(await periodLines(ctx, items, charged)));
  if (trialEnd) for (const line of lines) Object.assign(line, { amount: 0, description: await describeTrial(ctx, line.price, line.quantity) });
  const firstAmount = { amount: lines.reduce((sum, line) => sum + line.amount, 0), currency: firstPrice.currency };
  const discounts = await redeemDiscounts(ctx, objectArray(params, "discounts"), { customer: customer.id, subscription: id }, firstAmount);
  const cancelAtPeriodEnd = optionalBoolean(params, "cancel_at_period_end") ?? false;
  let subscription: Subscription = {
    id,
    object: "subscription",
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: anchor,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: "classic" },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: cancelAtPeriodEnd ? period.end : (optionalInteger(params, "cancel_at") ?? null),
    cancel_at_period_end: cancelAtPeriodEnd,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: "charge_automatically",
    created: ctx.now,
    currency: firstPrice.currency,
    customer: customer.id,
    customer_account: null,
    days_until_due: null,
    default_payment_method: defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: optionalString(params, "description") ?? null,
    discounts: discounts.map((discount) => discount.id),
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: "self" } },
    items: itemsList(id, items),
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: mergeMetadata({}, params),
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: "off" },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: start,
    status: "incomplete",
    test_clock: null,
    transfer_data: null,
    trial_end: trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: "create_invoice" } },
    trial_start: trialEnd ? ctx.now : null,
  };
  await saveObject(ctx.db, subscription);
  await ctx.emit("customer.subscription.created", subscription);
  const { invoice, discounts: discountsAfter } = await invoiceSubscription(ctx, subscription, { reason: "subscription_create", lines, period: { start: ctx.now, end: ctx.now } });
  subscription = { ...subscription, latest_invoice: invoice.id, discounts: discountsAfter, status: invoice.status === "paid" ? (trialEnd ? "trialing" : "active") : "incomplete" };
  if (invoice.status === "open" && behavior !== "default_incomplete") {
    const attempt = await attemptInvoicePayment(ctx, invoice, { offSession: optionalBoolean(params, "off_session") ?? false, scheduleRetry: false });
    if (attempt.decline?.code === "resource_missing") throw noPaymentMethod();
    if (attempt.decline && behavior === "error_if_incomplete") throw cardError(attempt.decline, { payment_method: attempt.paymentMethod });
    if (!attempt.decline) subscription = { ...subscription, status: trialEnd ? "trialing" : "active" };
  }
  await saveObject(ctx.db, subscription);
  await restateEvent(ctx, "customer.subscription.created", subscription);
  return subscription;
}

export async function cancelCustomerSubscriptions(ctx: EmulatorContext, customerId: string) {
  const subscriptions = await allObjects<Subscription>(ctx.db, "subscription", [{ path: ["customer"], equals: customerId }, { path: ["status"], noneOf: ["canceled", "incomplete_expired"] }]);
  for (const subscription of subscriptions) await cancelSubscriptionNow(ctx, subscription);
}

export const subscriptionRoutes: Route[] = [
  {
    method: "POST",
    path: "/v1/subscriptions",
    params: ["customer", "items", "backdate_start_date", "default_payment_method", "discounts", "payment_behavior", "metadata", "trial_period_days", "trial_end", "cancel_at_period_end", "cancel_at", "description", "off_session", "collection_method", "proration_behavior", "payment_settings", "currency"],
    handle: ({ params, ctx }) => createSubscription(ctx, params),
  },
  {
    method: "GET",
    path: "/v1/subscriptions/:id",
    params: [],
    handle: ({ path, ctx }) => getObjectOrThrow<Subscription>(ctx.db, "subscription", path.id ?? ""),
  },
  {
    method: "POST",
    path: "/v1/subscriptions/:id",
    params: UPDATE_PARAMS,
    handle: ({ params, path, ctx }) => updateSubscription(ctx, path.id ?? "", params),
  },
  {
    method: "DELETE",
    path: "/v1/subscriptions/:id",
    params: ["invoice_now", "prorate", "cancellation_details"],
    async handle({ params, path, ctx }) {
      const subscription = await getObjectOrThrow<Subscription>(ctx.db, "subscription", path.id ?? "");
      if (subscription.status === "canceled") throw invalidRequest(`No such subscription: '${subscription.id}'`, { code: "resource_missing", param: "id", status: 404 });
      const details = optionalObject(params, "cancellation_details") ?? {};
      return cancelSubscriptionNow(ctx, subscription, {
        reason: "cancellation_requested",
        comment: optionalString(details, "comment") ?? null,
        feedback: optionalString(details, "feedback") ?? null,
      });
    },
  },
  {
    method: "GET",
    path: "/v1/subscriptions",
    params: ["customer", "price", "status", "created", "collection_method", ...LIST_PARAMS],
    async handle({ params, ctx }) {
      const filters: ObjectFilter[] = [];
      const customer = optionalString(params, "customer");
      if (customer) filters.push({ path: ["customer"], equals: customer });
      const status = optionalString(params, "status");
      if (status === "ended") filters.push({ path: ["status"], oneOf: ["canceled", "incomplete_expired"] });
      else if (status && status !== "all") filters.push({ path: ["status"], equals: status });
      else if (!status) filters.push({ path: ["status"], noneOf: ["canceled"] });
      const page = await listObjects<Subscription>(ctx.db, { object: "subscription", url: "/v1/subscriptions", filters, ...pageOf(params) });
      const price = optionalString(params, "price");
      return price ? { ...page, data: page.data.filter((subscription) => subscription.items.data.some((item) => item.price.id === price)) } : page;
    },
  },
];
