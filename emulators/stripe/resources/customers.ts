import type { EmulatorContext } from "../context.ts";
import { changedAttributes } from "../events/changed-attributes.ts";
import type { Params } from "../http/form-params.ts";
import { mergeMetadata, optionalInteger, optionalObject, optionalString } from "../http/params.ts";
import type { Route } from "../http/route.ts";
import { newId, randomToken } from "../ids.ts";
import type { Customer } from "../model.ts";
import { listObjects, type ObjectFilter } from "../store/list-objects.ts";
import { deleteObject, findObject, getObjectOrThrow, saveObject } from "../store/objects.ts";
import { LIST_PARAMS, pageOf } from "./list-params.ts";
import { attachPaymentMethod, getCustomerPaymentMethodOrThrow, listPaymentMethods, resolvePaymentMethod } from "./payment-methods.ts";
import { cancelCustomerSubscriptions } from "./subscriptions.ts";

const EDITABLE = ["email", "name", "description", "phone", "metadata", "invoice_settings", "balance", "address", "shipping", "preferred_locales", "tax_exempt"] as const;

function applyEditableFields(current: Customer, params: Params): Customer {
  const text = (key: string) => (params[key] === undefined ? current[key] : (optionalString(params, key) ?? null));
  return {
    ...current,
    email: text("email") as string | null,
    name: text("name") as string | null,
    description: text("description"),
    phone: text("phone"),
    address: params.address === undefined ? current.address : (optionalObject(params, "address") ?? null),
    shipping: params.shipping === undefined ? current.shipping : (optionalObject(params, "shipping") ?? null),
    balance: optionalInteger(params, "balance") ?? current.balance,
    tax_exempt: optionalString(params, "tax_exempt") ?? current.tax_exempt,
    preferred_locales: params.preferred_locales === undefined ? current.preferred_locales : params.preferred_locales,
    metadata: mergeMetadata(current.metadata, params),
  };
}

async function defaultPaymentMethodOf(ctx: EmulatorContext, customer: Customer, params: Params): Promise<string | null> {
  const settings = optionalObject(params, "invoice_settings");
  if (!settings || settings.default_payment_method === undefined) return customer.invoice_settings.default_payment_method;
  const id = optionalString(settings, "default_payment_method");
  if (!id) return null;
  return (await getCustomerPaymentMethodOrThrow(ctx, id, customer.id, "invoice_settings[default_payment_method]")).id;
}

function newCustomer(ctx: EmulatorContext): Customer {
  return {
    id: newId("cus"),
    object: "customer",
    address: null,
    balance: 0,
    created: ctx.now,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: null,
    invoice_prefix: randomToken(8).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: {},
    name: null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
}

export const customerRoutes: Route[] = [
  {
    method: "POST",
    path: "/v1/customers",
    params: [...EDITABLE, "payment_method", "test_clock"],
    async handle({ params, ctx }) {
      let customer = applyEditableFields(newCustomer(ctx), params);
      customer.test_clock = optionalString(params, "test_clock") ?? null;
      await saveObject(ctx.db, customer);
      const paymentMethodId = optionalString(params, "payment_method");
      if (paymentMethodId) await attachPaymentMethod(ctx, await resolvePaymentMethod(ctx, paymentMethodId, "payment_method"), customer.id);
      customer = { ...customer, invoice_settings: { ...customer.invoice_settings, default_payment_method: await defaultPaymentMethodOf(ctx, customer, params) } };
      await saveObject(ctx.db, customer);
      await ctx.emit("customer.created", customer);
      return customer;
    },
  },
  {
    method: "GET",
    path: "/v1/customers/:id",
    params: [],
    async handle({ path, ctx }) {
      // A deleted customer is still answered, as its stub.
      const found = await findObject(ctx.db, path.id ?? "");
      if (found?.object === "customer") return found;
      return getObjectOrThrow<Customer>(ctx.db, "customer", path.id ?? "");
    },
  },
  {
    method: "POST",
    path: "/v1/customers/:id",
    params: [...EDITABLE, "default_source"],
    async handle({ params, path, ctx }) {
      const current = await getObjectOrThrow<Customer>(ctx.db, "customer", path.id ?? "");
      const edited = applyEditableFields(current, params);
      const settings = optionalObject(params, "invoice_settings") ?? {};
      const updated: Customer = {
        ...edited,
        invoice_settings: {
          ...current.invoice_settings,
          footer: settings.footer === undefined ? current.invoice_settings.footer : (optionalString(settings, "footer") ?? null),
          default_payment_method: await defaultPaymentMethodOf(ctx, current, params),
        },
      };
      await saveObject(ctx.db, updated);
      const previous = changedAttributes(current, updated);
      if (Object.keys(previous).length > 0) await ctx.emit("customer.updated", updated, previous);
      return updated;
    },
  },
  {
    method: "DELETE",
    path: "/v1/customers/:id",
    params: [],
    async handle({ path, ctx }) {
      const customer = await getObjectOrThrow<Customer>(ctx.db, "customer", path.id ?? "");
      await cancelCustomerSubscriptions(ctx, customer.id);
      const stub = await deleteObject(ctx.db, customer);
      await ctx.emit("customer.deleted", customer);
      return stub;
    },
  },
  {
    method: "GET",
    path: "/v1/customers",
    params: ["email", "test_clock", ...LIST_PARAMS],
    async handle({ params, ctx }) {
      const filters: ObjectFilter[] = [];
      const email = optionalString(params, "email");
      if (email) filters.push({ path: ["email"], equals: email });
      return listObjects<Customer>(ctx.db, { object: "customer", url: "/v1/customers", filters, ...pageOf(params) });
    },
  },
  {
    method: "GET",
    path: "/v1/customers/:id/payment_methods",
    params: ["type", "allow_redisplay", ...LIST_PARAMS],
    async handle({ params, path, ctx }) {
      const customer = await getObjectOrThrow<Customer>(ctx.db, "customer", path.id ?? "");
      return listPaymentMethods(ctx, params, customer.id, `/v1/customers/${customer.id}/payment_methods`);
    },
  },
  {
    method: "GET",
    path: "/v1/customers/:id/payment_methods/:payment_method",
    params: [],
    async handle({ path, ctx }) {
      return getCustomerPaymentMethodOrThrow(ctx, path.payment_method ?? "", path.id ?? "", "payment_method");
    },
  },
];
