import type { EmulatorContext } from "../context.ts";
import { changedAttributes } from "../events/changed-attributes.ts";
import type { Params } from "../http/form-params.ts";
import { mergeMetadata, optionalArray, optionalBoolean, optionalObject, optionalString, optionalStringArray, requiredString } from "../http/params.ts";
import type { Route } from "../http/route.ts";
import { invalidRequest } from "../http/stripe-error.ts";
import { newId } from "../ids.ts";
import type { Price, Product } from "../model.ts";
import { allObjects, listObjects, type ObjectFilter } from "../store/list-objects.ts";
import { deleteObject, findObject, getObjectOrThrow, saveObject } from "../store/objects.ts";
import { LIST_PARAMS, pageOf } from "./list-params.ts";
import { createPrice } from "./prices.ts";

const EDITABLE = ["name", "active", "description", "metadata", "images", "marketing_features", "url", "statement_descriptor", "tax_code", "unit_label"] as const;

function applyEditableFields(current: Product, params: Params, now: number): Product {
  const text = (key: string) => (params[key] === undefined ? current[key] : (optionalString(params, key) ?? null));
  return {
    ...current,
    name: params.name === undefined ? current.name : requiredString(params, "name"),
    active: optionalBoolean(params, "active") ?? current.active,
    description: text("description"),
    url: text("url"),
    statement_descriptor: text("statement_descriptor"),
    tax_code: text("tax_code"),
    unit_label: text("unit_label"),
    images: optionalStringArray(params, "images") ?? current.images,
    marketing_features: optionalArray(params, "marketing_features") ?? current.marketing_features,
    metadata: mergeMetadata(current.metadata, params),
    updated: now,
  };
}

export async function createProduct(ctx: EmulatorContext, params: Params): Promise<Product> {
  const id = optionalString(params, "id") ?? newId("prod");
  if (await findObject(ctx.db, id)) throw invalidRequest(`Product already exists.`, { code: "resource_already_exists", param: "id" });
  const blank: Product = {
    id,
    object: "product",
    active: true,
    created: ctx.now,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name: requiredString(params, "name"),
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: "service",
    unit_label: null,
    updated: ctx.now,
    url: null,
  };
  const product = await saveObject(ctx.db, applyEditableFields(blank, params, ctx.now));
  await ctx.emit("product.created", product);
  const defaultPriceData = optionalObject(params, "default_price_data");
  if (!defaultPriceData) return product;
  const price = await createPrice(ctx, { ...defaultPriceData, product: product.id });
  const withDefault = await saveObject(ctx.db, { ...product, default_price: price.id });
  return withDefault;
}

export const productRoutes: Route[] = [
  {
    method: "POST",
    path: "/v1/products",
    params: [...EDITABLE, "id", "default_price_data", "type"],
    handle: ({ params, ctx }) => createProduct(ctx, params),
  },
  {
    method: "GET",
    path: "/v1/products/:id",
    params: [],
    handle: ({ path, ctx }) => getObjectOrThrow<Product>(ctx.db, "product", path.id ?? ""),
  },
  {
    method: "POST",
    path: "/v1/products/:id",
    params: [...EDITABLE, "default_price"],
    async handle({ params, path, ctx }) {
      const current = await getObjectOrThrow<Product>(ctx.db, "product", path.id ?? "");
      const updated = applyEditableFields(current, params, ctx.now);
      const defaultPrice = optionalString(params, "default_price");
      if (defaultPrice) updated.default_price = (await getObjectOrThrow<Price>(ctx.db, "price", defaultPrice, "default_price")).id;
      else if (defaultPrice === null) updated.default_price = null;
      await saveObject(ctx.db, updated);
      await ctx.emit("product.updated", updated, changedAttributes(current, updated));
      return updated;
    },
  },
  {
    method: "DELETE",
    path: "/v1/products/:id",
    params: [],
    async handle({ path, ctx }) {
      const product = await getObjectOrThrow<Product>(ctx.db, "product", path.id ?? "");
      const prices = await allObjects<Price>(ctx.db, "price", [{ path: ["product"], equals: product.id }]);
      if (prices.length > 0) throw invalidRequest("This product cannot be deleted because it has one or more user-created prices.");
      const stub = await deleteObject(ctx.db, product);
      await ctx.emit("product.deleted", product);
      return stub;
    },
  },
  {
    method: "GET",
    path: "/v1/products",
    params: ["active", "ids", "url", "shippable", "created", ...LIST_PARAMS],
    async handle({ params, ctx }) {
      const filters: ObjectFilter[] = [];
      const active = optionalBoolean(params, "active");
      if (active !== undefined) filters.push({ path: ["active"], equals: active });
      const ids = optionalStringArray(params, "ids");
      if (ids) filters.push({ path: ["id"], oneOf: ids });
      return listObjects<Product>(ctx.db, { object: "product", url: "/v1/products", filters, ...pageOf(params) });
    },
  },
];
