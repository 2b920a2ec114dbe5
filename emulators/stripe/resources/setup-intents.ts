import { testCardOfPaymentMethod, cardError } from "../billing/test-cards.ts";
import type { EmulatorContext } from "../context.ts";
import { changedAttributes } from "../events/changed-attributes.ts";
import type { Params } from "../http/form-params.ts";
import { mergeMetadata, optionalBoolean, optionalObject, optionalString, optionalStringArray } from "../http/params.ts";
import type { Route } from "../http/route.ts";
import { invalidRequest, resourceMissing } from "../http/stripe-error.ts";
import { newId, randomToken } from "../ids.ts";
import type { Customer, SetupIntent } from "../model.ts";
import { listObjects, type ObjectFilter } from "../store/list-objects.ts";
import { getObjectOrThrow, saveObject } from "../store/objects.ts";
import { LIST_PARAMS, pageOf } from "./list-params.ts";
import { attachPaymentMethod, resolvePaymentMethod } from "./payment-methods.ts";

const CREATE_PARAMS = ["customer", "payment_method", "confirm", "usage", "automatic_payment_methods", "payment_method_types", "metadata", "description", "return_url", "payment_method_options", "excluded_payment_method_types", "single_use", "mandate_data", "use_stripe_sdk"];
const CONFIRM_PARAMS = ["payment_method", "return_url", "client_secret", "mandate_data", "use_stripe_sdk", "payment_method_options", "payment_method_data"];

/** Stripe.js calls with a publishable key and the intent's client secret instead of the secret key. */
function checkClientSecret(intent: SetupIntent, params: Params, isPublishable: boolean) {
  if (isPublishable && optionalString(params, "client_secret") !== intent.client_secret) throw resourceMissing("setupintent", intent.id);
}

async function saveWithEvent(ctx: EmulatorContext, before: SetupIntent, after: SetupIntent, type: string) {
  await saveObject(ctx.db, after);
  await ctx.emit(type, after, type.endsWith(".updated") ? changedAttributes(before, after) : undefined);
  return after;
}

/**
 * Confirming checks the card: declines leave the intent waiting for another card (and answer 402),
 * 3-D Secure cards wait for /_emulator/setup_intents/:id/authenticate, anything else attaches the card.
 */
async function confirmSetupIntent(ctx: EmulatorContext, intent: SetupIntent, params: Params): Promise<SetupIntent> {
  if (!["requires_payment_method", "requires_confirmation", "requires_action"].includes(intent.status)) {
    throw invalidRequest(`You cannot confirm this SetupIntent because it has a status of ${intent.status}.`, { code: "setup_intent_unexpected_state" });
  }
  const paymentMethodId = optionalString(params, "payment_method") ?? intent.payment_method;
  if (!paymentMethodId) throw invalidRequest("You cannot confirm this SetupIntent because it's missing a payment method.", { code: "setup_intent_unexpected_state" });
  const paymentMethod = await resolvePaymentMethod(ctx, paymentMethodId, "payment_method");
  const card = testCardOfPaymentMethod(paymentMethod.card);
  if (card.decline) {
    const failed: SetupIntent = { ...intent, status: "requires_payment_method", payment_method: null, last_setup_error: { type: "card_error", code: card.decline.code, decline_code: card.decline.decline_code, message: card.decline.message, payment_method: paymentMethod } };
    await saveWithEvent(ctx, intent, failed, "setup_intent.setup_failed");
    throw cardError(card.decline, { payment_method: paymentMethod, setup_intent: failed }, true);
  }
  if (card.requiresAuthentication) {
    const url = `${ctx.baseUrl}/_emulator/setup_intents/${intent.id}/authenticate`;
    const waiting: SetupIntent = { ...intent, status: "requires_action", payment_method: paymentMethod.id, next_action: { type: "redirect_to_url", redirect_to_url: { url, return_url: optionalString(params, "return_url") ?? null } } };
    return saveWithEvent(ctx, intent, waiting, "setup_intent.requires_action");
  }
  if (intent.customer) await attachPaymentMethod(ctx, paymentMethod, intent.customer);
  return completeSetupIntent(ctx, { ...intent, payment_method: paymentMethod.id });
}

export async function completeSetupIntent(ctx: EmulatorContext, intent: SetupIntent): Promise<SetupIntent> {
  return saveWithEvent(ctx, intent, { ...intent, status: "succeeded", next_action: null, last_setup_error: null }, "setup_intent.succeeded");
}

export async function getSetupIntentOrThrow(ctx: EmulatorContext, id: string) {
  return getObjectOrThrow<SetupIntent>(ctx.db, "setup_intent", id);
}

export const setupIntentRoutes: Route[] = [
  {
    method: "POST",
    path: "/v1/setup_intents",
    params: CREATE_PARAMS,
    async handle({ params, ctx }) {
      const customerId = optionalString(params, "customer");
      const customer = customerId ? await getObjectOrThrow<Customer>(ctx.db, "customer", customerId, "customer") : null;
      const id = newId("seti");
      const automatic = optionalObject(params, "automatic_payment_methods");
      const intent: SetupIntent = {
        id,
        object: "setup_intent",
        allowed_payment_method_types: null,
        application: null,
        automatic_payment_methods: automatic ? { enabled: optionalBoolean(automatic, "enabled") ?? false, allow_redirects: optionalString(automatic, "allow_redirects") ?? "always" } : null,
        cancellation_reason: null,
        client_secret: `${id}_secret_${randomToken(24)}`,
        created: ctx.now,
        customer: customer?.id ?? null,
        description: optionalString(params, "description") ?? null,
        excluded_payment_method_types: optionalStringArray(params, "excluded_payment_method_types") ?? null,
        flow_directions: null,
        last_setup_error: null,
        latest_attempt: null,
        livemode: false,
        mandate: null,
        metadata: mergeMetadata({}, params),
        next_action: null,
        on_behalf_of: null,
        payment_method: null,
        payment_method_configuration_details: null,
        payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: "automatic" } },
        payment_method_types: optionalStringArray(params, "payment_method_types") ?? ["card"],
        single_use_mandate: null,
        status: "requires_payment_method",
        usage: optionalString(params, "usage") ?? "off_session",
      };
      const paymentMethodId = optionalString(params, "payment_method");
      if (paymentMethodId) intent.payment_method = (await resolvePaymentMethod(ctx, paymentMethodId, "payment_method")).id;
      if (intent.payment_method) intent.status = "requires_confirmation";
      await saveObject(ctx.db, intent);
      await ctx.emit("setup_intent.created", intent);
      return optionalBoolean(params, "confirm") ? confirmSetupIntent(ctx, intent, {}) : intent;
    },
  },
  {
    method: "GET",
    path: "/v1/setup_intents/:id",
    params: ["client_secret"],
    acceptsPublishableKey: true,
    async handle({ params, path, ctx, isPublishable }) {
      const intent = await getSetupIntentOrThrow(ctx, path.id ?? "");
      checkClientSecret(intent, params, isPublishable);
      return intent;
    },
  },
  {
    method: "POST",
    path: "/v1/setup_intents/:id",
    params: ["metadata", "description", "payment_method", "customer"],
    async handle({ params, path, ctx }) {
      const intent = await getSetupIntentOrThrow(ctx, path.id ?? "");
      const paymentMethodId = optionalString(params, "payment_method");
      const customerId = optionalString(params, "customer");
      const updated: SetupIntent = {
        ...intent,
        metadata: mergeMetadata(intent.metadata, params),
        description: params.description === undefined ? intent.description : (optionalString(params, "description") ?? null),
        customer: customerId ? (await getObjectOrThrow<Customer>(ctx.db, "customer", customerId, "customer")).id : intent.customer,
        payment_method: paymentMethodId ? (await resolvePaymentMethod(ctx, paymentMethodId, "payment_method")).id : intent.payment_method,
      };
      if (updated.payment_method && updated.status === "requires_payment_method") updated.status = "requires_confirmation";
      await saveObject(ctx.db, updated);
      return updated;
    },
  },
  {
    method: "POST",
    path: "/v1/setup_intents/:id/confirm",
    params: CONFIRM_PARAMS,
    acceptsPublishableKey: true,
    async handle({ params, path, ctx, isPublishable }) {
      const intent = await getSetupIntentOrThrow(ctx, path.id ?? "");
      checkClientSecret(intent, params, isPublishable);
      return confirmSetupIntent(ctx, intent, params);
    },
  },
  {
    method: "POST",
    path: "/v1/setup_intents/:id/cancel",
    params: ["cancellation_reason"],
    async handle({ params, path, ctx }) {
      const intent = await getSetupIntentOrThrow(ctx, path.id ?? "");
      if (intent.status === "succeeded" || intent.status === "canceled") throw invalidRequest(`You cannot cancel this SetupIntent because it has a status of ${intent.status}.`, { code: "setup_intent_unexpected_state" });
      return saveWithEvent(ctx, intent, { ...intent, status: "canceled", cancellation_reason: optionalString(params, "cancellation_reason") ?? null }, "setup_intent.canceled");
    },
  },
  {
    method: "GET",
    path: "/v1/setup_intents",
    params: ["customer", "payment_method", "created", ...LIST_PARAMS],
    async handle({ params, ctx }) {
      const filters: ObjectFilter[] = [];
      for (const key of ["customer", "payment_method"]) {
        const value = optionalString(params, key);
        if (value) filters.push({ path: [key], equals: value });
      }
      return listObjects<SetupIntent>(ctx.db, { object: "setup_intent", url: "/v1/setup_intents", filters, ...pageOf(params) });
    },
  },
];
