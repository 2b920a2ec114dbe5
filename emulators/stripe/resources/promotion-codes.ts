import type { EmulatorContext } from "../context.ts";
import { changedAttributes } from "../events/changed-attributes.ts";
import type { Params } from "../http/form-params.ts";
import { mergeMetadata, optionalBoolean, optionalInteger, optionalObject, optionalString, requiredString } from "../http/params.ts";
import type { Route } from "../http/route.ts";
import { invalidParam, invalidRequest } from "../http/stripe-error.ts";
import { newId, randomToken } from "../ids.ts";
import type { Customer, PromotionCode } from "../model.ts";
import { allObjects, listObjects, type ObjectFilter } from "../store/list-objects.ts";
import { getObjectOrThrow, saveObject } from "../store/objects.ts";
import { getCouponOrThrow } from "./coupons.ts";
import { LIST_PARAMS, pageOf } from "./list-params.ts";

function restrictionsOf(params: Params, current?: PromotionCode["restrictions"]): PromotionCode["restrictions"] {
  const restrictions = optionalObject(params, "restrictions") ?? {};
  return {
    first_time_transaction: optionalBoolean(restrictions, "first_time_transaction") ?? current?.first_time_transaction ?? false,
    minimum_amount: optionalInteger(restrictions, "minimum_amount") ?? current?.minimum_amount ?? null,
    minimum_amount_currency: optionalString(restrictions, "minimum_amount_currency")?.toLowerCase() ?? current?.minimum_amount_currency ?? null,
  };
}

async function rejectDuplicateCode(ctx: EmulatorContext, code: string) {
  const taken = await allObjects<PromotionCode>(ctx.db, "promotion_code", [{ path: ["code"], equalsIgnoringCase: code }, { path: ["active"], equals: true }]);
  if (taken.length > 0) throw invalidRequest(`An active promotion code with \`code: ${code}\` already exists.`, { param: "code" });
}

export const promotionCodeRoutes: Route[] = [
  {
    method: "POST",
    path: "/v1/promotion_codes",
    params: ["promotion", "code", "active", "customer", "expires_at", "max_redemptions", "restrictions", "metadata"],
    async handle({ params, ctx }) {
      const promotion = optionalObject(params, "promotion");
      if (!promotion) throw invalidRequest("Missing required param: promotion.", { code: "parameter_missing", param: "promotion" });
      if ((optionalString(promotion, "type") ?? "coupon") !== "coupon") throw invalidParam("promotion[type]", "Only coupon promotions are supported.");
      const coupon = await getCouponOrThrow(ctx, requiredString(promotion, "coupon"), "promotion[coupon]");
      const code = optionalString(params, "code") ?? randomToken(8).toUpperCase();
      if (!/^[A-Za-z0-9-]+$/.test(code)) throw invalidParam("code", "Promotion codes may only contain letters, digits and dashes.");
      const active = optionalBoolean(params, "active") ?? true;
      if (active) await rejectDuplicateCode(ctx, code);
      const customerId = optionalString(params, "customer");
      const promotionCode: PromotionCode = {
        id: newId("promo"),
        object: "promotion_code",
        active,
        code,
        created: ctx.now,
        customer: customerId ? (await getObjectOrThrow<Customer>(ctx.db, "customer", customerId, "customer")).id : null,
        customer_account: null,
        expires_at: optionalInteger(params, "expires_at") ?? null,
        livemode: false,
        max_redemptions: optionalInteger(params, "max_redemptions") ?? null,
        metadata: mergeMetadata({}, params),
        promotion: { type: "coupon", coupon: coupon.id },
        restrictions: restrictionsOf(params),
        times_redeemed: 0,
      };
      await saveObject(ctx.db, promotionCode);
      await ctx.emit("promotion_code.created", promotionCode);
      return promotionCode;
    },
  },
  {
    method: "GET",
    path: "/v1/promotion_codes/:id",
    params: [],
    handle: ({ path, ctx }) => getObjectOrThrow<PromotionCode>(ctx.db, "promotion_code", path.id ?? ""),
  },
  {
    method: "POST",
    path: "/v1/promotion_codes/:id",
    params: ["active", "metadata", "restrictions"],
    async handle({ params, path, ctx }) {
      const current = await getObjectOrThrow<PromotionCode>(ctx.db, "promotion_code", path.id ?? "");
      const active = optionalBoolean(params, "active") ?? current.active;
      if (active && !current.active) await rejectDuplicateCode(ctx, current.code);
      const updated: PromotionCode = { ...current, active, metadata: mergeMetadata(current.metadata, params), restrictions: restrictionsOf(params, current.restrictions) };
      await saveObject(ctx.db, updated);
      await ctx.emit("promotion_code.updated", updated, changedAttributes(current, updated));
      return updated;
    },
  },
  {
    method: "GET",
    path: "/v1/promotion_codes",
    params: ["code", "active", "coupon", "customer", "created", ...LIST_PARAMS],
    async handle({ params, ctx }) {
      const filters: ObjectFilter[] = [];
      const code = optionalString(params, "code");
      if (code) filters.push({ path: ["code"], equalsIgnoringCase: code });
      const active = optionalBoolean(params, "active");
      if (active !== undefined) filters.push({ path: ["active"], equals: active });
      const coupon = optionalString(params, "coupon");
      if (coupon) filters.push({ path: ["promotion", "coupon"], equals: coupon });
      const customer = optionalString(params, "customer");
      if (customer) filters.push({ path: ["customer"], equals: customer });
      return listObjects<PromotionCode>(ctx.db, { object: "promotion_code", url: "/v1/promotion_codes", filters, ...pageOf(params) });
    },
  },
];
