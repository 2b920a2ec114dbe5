import type { EmulatorContext } from "../context.ts";
import { changedAttributes } from "../events/changed-attributes.ts";
import { mergeMetadata, optionalInteger, optionalString } from "../http/params.ts";
import type { Route } from "../http/route.ts";
import { invalidParam, invalidRequest } from "../http/stripe-error.ts";
import { newId } from "../ids.ts";
import type { Coupon } from "../model.ts";
import { listObjects } from "../store/list-objects.ts";
import { deleteObject, findObject, getObjectOrThrow, saveObject } from "../store/objects.ts";
import { LIST_PARAMS, pageOf } from "./list-params.ts";

const DURATIONS = ["once", "repeating", "forever"];

/** `valid` depends on the time and on redemptions, so it is worked out whenever a coupon is read. */
export function withValidity(coupon: Coupon, now: number): Coupon {
  const expired = coupon.redeem_by !== null && coupon.redeem_by <= now;
  const exhausted = coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions;
  return { ...coupon, valid: !expired && !exhausted };
}

export async function getCouponOrThrow(ctx: EmulatorContext, id: string, param = "id") {
  return withValidity(await getObjectOrThrow<Coupon>(ctx.db, "coupon", id, param), ctx.now);
}

export const couponRoutes: Route[] = [
  {
    method: "POST",
    path: "/v1/coupons",
    params: ["id", "percent_off", "amount_off", "currency", "duration", "duration_in_months", "max_redemptions", "redeem_by", "name", "metadata", "applies_to"],
    async handle({ params, ctx }) {
      const id = optionalString(params, "id") ?? newId("co").slice(3, 11);
      if (await findObject(ctx.db, id)) throw invalidRequest("Coupon already exists.", { code: "resource_already_exists", param: "id" });
      const percentOff = optionalString(params, "percent_off");
      const amountOff = optionalInteger(params, "amount_off") ?? null;
      if ((percentOff == null) === (amountOff === null)) throw invalidRequest("You must pass exactly one of percent_off or amount_off.", { param: "percent_off" });
      const currency = optionalString(params, "currency")?.toLowerCase() ?? null;
      if (amountOff !== null && !currency) throw invalidRequest("You must pass currency when passing amount_off.", { param: "currency" });
      const duration = optionalString(params, "duration") ?? "once";
      if (!DURATIONS.includes(duration)) throw invalidParam("duration", `Invalid duration: must be one of ${DURATIONS.join(", ")}`);
      const durationInMonths = optionalInteger(params, "duration_in_months") ?? null;
      if (duration === "repeating" && !durationInMonths) throw invalidRequest("Missing required param: duration_in_months.", { code: "parameter_missing", param: "duration_in_months" });
      const coupon: Coupon = {
        id,
        object: "coupon",
        amount_off: amountOff,
        created: ctx.now,
        currency,
        duration: duration as Coupon["duration"],
        duration_in_months: duration === "repeating" ? durationInMonths : null,
        livemode: false,
        max_redemptions: optionalInteger(params, "max_redemptions") ?? null,
        metadata: mergeMetadata({}, params),
        name: optionalString(params, "name") ?? null,
        percent_off: percentOff == null ? null : Number(percentOff),
        redeem_by: optionalInteger(params, "redeem_by") ?? null,
        times_redeemed: 0,
        valid: true,
      };
      await saveObject(ctx.db, coupon);
      await ctx.emit("coupon.created", coupon);
      return withValidity(coupon, ctx.now);
    },
  },
  {
    method: "GET",
    path: "/v1/coupons/:id",
    params: [],
    handle: ({ path, ctx }) => getCouponOrThrow(ctx, path.id ?? ""),
  },
  {
    method: "POST",
    path: "/v1/coupons/:id",
    params: ["name", "metadata"],
    async handle({ params, path, ctx }) {
      const current = await getCouponOrThrow(ctx, path.id ?? "");
      const updated = { ...current, name: params.name === undefined ? current.name : (optionalString(params, "name") ?? null), metadata: mergeMetadata(current.metadata, params) };
      await saveObject(ctx.db, updated);
      await ctx.emit("coupon.updated", updated, changedAttributes(current, updated));
      return updated;
    },
  },
  {
    method: "DELETE",
    path: "/v1/coupons/:id",
    params: [],
    async handle({ path, ctx }) {
      const coupon = await getCouponOrThrow(ctx, path.id ?? "");
      const stub = await deleteObject(ctx.db, coupon);
      await ctx.emit("coupon.deleted", coupon);
      return stub;
    },
  },
  {
    method: "GET",
    path: "/v1/coupons",
    params: ["created", ...LIST_PARAMS],
    async handle({ params, ctx }) {
      const page = await listObjects<Coupon>(ctx.db, { object: "coupon", url: "/v1/coupons", ...pageOf(params) });
      return { ...page, data: page.data.map((coupon) => withValidity(coupon, ctx.now)) };
    },
  },
];
