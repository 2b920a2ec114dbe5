import { createHash } from "node:crypto";

import { cardError, testCardForAlias, testCardForNumber, testCardOfPaymentMethod, type TestCard } from "../billing/test-cards.ts";
import type { EmulatorContext } from "../context.ts";
import { changedAttributes } from "../events/changed-attributes.ts";
import type { Params } from "../http/form-params.ts";
import { mergeMetadata, optionalInteger, optionalObject, optionalString, requiredString } from "../http/params.ts";
import type { Route } from "../http/route.ts";
import { invalidRequest, resourceMissing } from "../http/stripe-error.ts";
import { newId } from "../ids.ts";
import type { Customer, PaymentMethod } from "../model.ts";
import { listObjects, type ObjectFilter } from "../store/list-objects.ts";
import { findObject, getObjectOrThrow, saveObject } from "../store/objects.ts";
import { LIST_PARAMS, pageOf } from "./list-params.ts";

const EMPTY_ADDRESS = { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };

function billingDetailsOf(params: Params) {
  const details = optionalObject(params, "billing_details") ?? {};
  const text = (key: string) => (typeof details[key] === "string" && details[key] !== "" ? details[key] : null);
  return { address: { ...EMPTY_ADDRESS, ...(optionalObject(details, "address") ?? {}) }, email: text("email"), name: text("name"), phone: text("phone"), tax_id: null };
}

function newPaymentMethod(ctx: EmulatorContext, card: TestCard, options: { params?: Params; expMonth?: number; expYear?: number } = {}): PaymentMethod {
  const now = new Date(ctx.now * 1000);
  return {
    id: newId("pm"),
    object: "payment_method",
    allow_redisplay: "unspecified",
    billing_details: billingDetailsOf(options.params ?? {}),
    card: {
      brand: card.brand,
      display_brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
      country: "US",
      exp_month: options.expMonth ?? now.getUTCMonth() + 1,
      exp_year: options.expYear ?? now.getUTCFullYear() + 3,
      fingerprint: createHash("sha256").update(card.number).digest("base64url").slice(0, 16),
      funding: card.funding,
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [card.brand], preferred: null },
      regulated_status: "unregulated",
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: ctx.now,
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: mergeMetadata({}, options.params ?? {}),
    type: "card",
  };
}

/** A payment method by id, or a new one minted from a magic test id such as `pm_card_visa` (Stripe mints a new one each time). */
export async function resolvePaymentMethod(ctx: EmulatorContext, id: string, param: string): Promise<PaymentMethod> {
  const card = testCardForAlias(id);
  if (card) return saveObject(ctx.db, newPaymentMethod(ctx, card));
  return getObjectOrThrow<PaymentMethod>(ctx.db, "payment_method", id, param);
}

/** Attaching validates the card: declining test cards fail here with a 402, as in Stripe. */
export async function attachPaymentMethod(ctx: EmulatorContext, paymentMethod: PaymentMethod, customerId: string): Promise<PaymentMethod> {
  if (paymentMethod.customer === customerId) return paymentMethod;
  if (paymentMethod.customer) throw invalidRequest("The payment method you provided has already been attached to a customer.", { code: "payment_method_unexpected_state" });
  const decline = testCardOfPaymentMethod(paymentMethod.card).decline;
  if (decline) throw cardError(decline);
  const attached = await saveObject(ctx.db, { ...paymentMethod, customer: customerId });
  await ctx.emit("payment_method.attached", attached);
  return attached;
}

/** The customer's own payment method, as default payment methods must be. */
export async function getCustomerPaymentMethodOrThrow(ctx: EmulatorContext, id: string, customerId: string, param: string): Promise<PaymentMethod> {
  const found = await findObject<PaymentMethod>(ctx.db, id);
  if (!found || found.object !== "payment_method" || found.customer !== customerId) {
    throw invalidRequest(`The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`, { code: "resource_missing", param });
  }
  return found;
}

async function detachPaymentMethod(ctx: EmulatorContext, paymentMethod: PaymentMethod): Promise<PaymentMethod> {
  if (!paymentMethod.customer) throw invalidRequest("The payment method you provided is not attached to a customer so detachment is impossible.", { code: "payment_method_unexpected_state" });
  const customer = await findObject<Customer>(ctx.db, paymentMethod.customer);
  const detached = await saveObject(ctx.db, { ...paymentMethod, customer: null });
  // A default that points at a detached card would charge nothing: clear it rather than leave it dangling.
  if (customer && customer.invoice_settings.default_payment_method === paymentMethod.id) {
    const updated = await saveObject(ctx.db, { ...customer, invoice_settings: { ...customer.invoice_settings, default_payment_method: null } });
    await ctx.emit("customer.updated", updated, changedAttributes(customer, updated));
  }
  await ctx.emit("payment_method.detached", detached, { customer: paymentMethod.customer });
  return detached;
}

function cardFromParams(params: Params): { card: TestCard; expMonth?: number; expYear?: number } {
  const card = optionalObject(params, "card");
  if (!card) throw invalidRequest("Missing required param: card.", { code: "parameter_missing", param: "card" });
  const token = optionalString(card, "token");
  if (token) {
    const fromToken = testCardForAlias(token);
    if (!fromToken) throw resourceMissing("token", token, "card[token]");
    return { card: fromToken };
  }
  const number = requiredString(card, "number");
  return { card: testCardForNumber(number), expMonth: optionalInteger(card, "exp_month") ?? undefined, expYear: optionalInteger(card, "exp_year") ?? undefined };
}

export function listPaymentMethods(ctx: EmulatorContext, params: Params, customer: string | null, url: string) {
  const filters: ObjectFilter[] = [{ path: ["type"], equals: optionalString(params, "type") ?? "card" }];
  if (customer) filters.push({ path: ["customer"], equals: customer });
  return listObjects<PaymentMethod>(ctx.db, { object: "payment_method", url, filters, ...pageOf(params) });
}

export const paymentMethodRoutes: Route[] = [
  {
    method: "POST",
    path: "/v1/payment_methods",
    params: ["type", "card", "billing_details", "metadata", "allow_redisplay"],
    async handle({ params, ctx }) {
      if (requiredString(params, "type") !== "card") throw invalidRequest("The emulator supports card payment methods only.", { param: "type" });
      const { card, expMonth, expYear } = cardFromParams(params);
      return saveObject(ctx.db, newPaymentMethod(ctx, card, { params, expMonth, expYear }));
    },
  },
  {
    method: "GET",
    path: "/v1/payment_methods/:id",
    params: [],
    handle: ({ path, ctx }) => getObjectOrThrow<PaymentMethod>(ctx.db, "payment_method", path.id ?? ""),
  },
  {
    method: "POST",
    path: "/v1/payment_methods/:id",
    params: ["metadata", "billing_details", "card", "allow_redisplay"],
    async handle({ params, path, ctx }) {
      const current = await getObjectOrThrow<PaymentMethod>(ctx.db, "payment_method", path.id ?? "");
      const card = optionalObject(params, "card") ?? {};
      const updated: PaymentMethod = {
        ...current,
        metadata: mergeMetadata(current.metadata, params),
        billing_details: params.billing_details === undefined ? current.billing_details : billingDetailsOf(params),
        card: { ...current.card, exp_month: optionalInteger(card, "exp_month") ?? current.card.exp_month, exp_year: optionalInteger(card, "exp_year") ?? current.card.exp_year },
        allow_redisplay: optionalString(params, "allow_redisplay") ?? current.allow_redisplay,
      };
      await saveObject(ctx.db, updated);
      await ctx.emit("payment_method.updated", updated, changedAttributes(current, updated));
      return updated;
    },
  },
  {
    method: "POST",
    path: "/v1/payment_methods/:id/attach",
    params: ["customer"],
    async handle({ params, path, ctx }) {
      const customer = await getObjectOrThrow<Customer>(ctx.db, "customer", requiredString(params, "customer"), "customer");
      const paymentMethod = await resolvePaymentMethod(ctx, path.id ?? "", "payment_method");
      return attachPaymentMethod(ctx, paymentMethod, customer.id);
    },
  },
  {
    method: "POST",
    path: "/v1/payment_methods/:id/detach",
    params: [],
    async handle({ path, ctx }) {
      return detachPaymentMethod(ctx, await getObjectOrThrow<PaymentMethod>(ctx.db, "payment_method", path.id ?? ""));
    },
  },
  {
    method: "GET",
    path: "/v1/payment_methods",
    params: ["customer", "type", ...LIST_PARAMS],
    handle: ({ params, ctx }) => listPaymentMethods(ctx, params, optionalString(params, "customer") ?? null, "/v1/payment_methods"),
  },
];
