import type { EmulatorContext } from "../context.ts";
import { changedAttributes } from "../events/changed-attributes.ts";
import type { Params } from "../http/form-params.ts";
import { mergeMetadata, optionalBoolean, optionalInteger, optionalObject, optionalString, optionalStringArray, requiredString } from "../http/params.ts";
import type { Route } from "../http/route.ts";
import { invalidParam, invalidRequest } from "../http/stripe-error.ts";
import { newId } from "../ids.ts";
import type { Price, Product, Recurring } from "../model.ts";
import { allObjects, listObjects, type ObjectFilter } from "../store/list-objects.ts";
import { getObjectOrThrow, saveObject } from "../store/objects.ts";
import { LIST_PARAMS, pageOf } from "./list-params.ts";
import { createProduct } from "./products.ts";

const INTERVALS = ["day", "week", "month", "year"];

function recurringOf(params: Params): Recurring | null {
  const recurring = optionalObject(params, "recurring");
  if (!recurring) return null;
  const interval = requiredString(recurring, "interval");
  if (!INTERVALS.includes(interval)) throw invalidParam("recurring[interval]", `Invalid recurring[interval]: must be one of ${INTERVALS.join(", ")}`);
  return {
    interval: interval as Recurring["interval"],
    interval_count: optionalInteger(recurring, "interval_count") ?? 1,
    meter: null,
    trial_period_days: optionalInteger(recurring, "trial_period_days") ?? null,
    usage_type: optionalString(recurring, "usage_type") ?? "licensed",
  };
}

/** Lookup keys are unique: `transfer_lookup_key` moves one from the price that holds it. */
async function claimLookupKey(ctx: EmulatorContext, lookupKey: string, priceId: string, transfer: boolean) {
  const holders = await allObjects<Price>(ctx.db, "price", [{ path: ["lookup_key"], equals: lookupKey }]);
  for (const holder of holders.filter((price) => price.id !== priceId)) {
    if (!transfer) throw invalidRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, { param: "lookup_key" });
    await saveObject(ctx.db, { ...holder, lookup_key: null });
  }
}

function unitAmountOf(params: Params): number {
  const amount = optionalInteger(params, "unit_amount");
  if (amount !== undefined && amount !== null) return amount;
  const decimal = optionalString(params, "unit_amount_decimal");
  if (decimal && /^\d+$/.test(decimal)) return Number(decimal);
  throw invalidRequest("Missing required param: unit_amount.", { code: "parameter_missing", param: "unit_amount" });
}

export async function createPrice(ctx: EmulatorContext, params: Params): Promise<Price> {
  const productData = optionalObject(params, "product_data");
  const productId = productData ? (await createProduct(ctx, productData)).id : (await getObjectOrThrow<Product>(ctx.db, "product", requiredString(params, "product"), "product")).id;
  const unitAmount = unitAmountOf(params);
  const recurring = recurringOf(params);
  const price: Price = {
    id: newId("price"),
    object: "price",
    active: optionalBoolean(params, "active") ?? true,
    billing_scheme: "per_unit",
    created: ctx.now,
    currency: requiredString(params, "currency").toLowerCase(),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: optionalString(params, "lookup_key") ?? null,
    metadata: mergeMetadata({}, params),
    nickname: optionalString(params, "nickname") ?? null,
    product: productId,
    recurring,
    tax_behavior: optionalString(params, "tax_behavior") ?? "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? "recurring" : "one_time",
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
  if (price.lookup_key) await claimLookupKey(ctx, price.lookup_key, price.id, optionalBoolean(params, "transfer_lookup_key") ?? false);
  await saveObject(ctx.db, price);
  await ctx.emit("price.created", price);
  return price;
}

export const priceRoutes: Route[] = [
  {
    method: "POST",
    path: "/v1/prices",
    params: ["product", "product_data", "currency", "unit_amount", "unit_amount_decimal", "recurring", "lookup_key", "transfer_lookup_key", "nickname", "metadata", "active", "tax_behavior", "billing_scheme"],
    handle: ({ params, ctx }) => createPrice(ctx, params),
  },
  {
    method: "GET",
    path: "/v1/prices/:id",
    params: [],
    handle: ({ path, ctx }) => getObjectOrThrow<Price>(ctx.db, "price", path.id ?? ""),
  },
  {
    method: "POST",
    path: "/v1/prices/:id",
    params: ["active", "lookup_key", "transfer_lookup_key", "metadata", "nickname", "tax_behavior"],
    async handle({ params, path, ctx }) {
      const current = await getObjectOrThrow<Price>(ctx.db, "price", path.id ?? "");
      const lookupKey = params.lookup_key === undefined ? current.lookup_key : (optionalString(params, "lookup_key") ?? null);
      if (lookupKey && lookupKey !== current.lookup_key) await claimLookupKey(ctx, lookupKey, current.id, optionalBoolean(params, "transfer_lookup_key") ?? false);
      const updated: Price = {
        ...current,
        active: optionalBoolean(params, "active") ?? current.active,
        lookup_key: lookupKey,
        nickname: params.nickname === undefined ? current.nickname : (optionalString(params, "nickname") ?? null),
        tax_behavior: optionalString(params, "tax_behavior") ?? current.tax_behavior,
        metadata: mergeMetadata(current.metadata, params),
      };
      await saveObject(ctx.db, updated);
      await ctx.emit("price.updated", updated, changedAttributes(current, updated));
      return updated;
    },
  },
  {
    method: "GET",
    path: "/v1/prices",
    params: ["active", "type", "product", "currency", "lookup_keys", "recurring", "created", ...LIST_PARAMS],
    async handle({ params, ctx }) {
      const filters: ObjectFilter[] = [];
      const active = optionalBoolean(params, "active");
      if (active !== undefined) filters.push({ path: ["active"], equals: active });
      for (const key of ["type", "product", "currency"]) {
        const value = optionalString(params, key);
        if (value) filters.push({ path: [key], equals: value });
      }
      const lookupKeys = optionalStringArray(params, "lookup_keys");
      if (lookupKeys) filters.push({ path: ["lookup_key"], oneOf: lookupKeys });
      const interval = optionalObject(params, "recurring")?.interval;
      if (typeof interval === "string") filters.push({ path: ["recurring", "interval"], equals: interval });
      return listObjects<Price>(ctx.db, { object: "price", url: "/v1/prices", filters, ...pageOf(params) });
    },
  },
];
