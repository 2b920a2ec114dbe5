import { route } from "@/lib/api/route";
import { evaluateCoupon } from "@/lib/payments/evaluate-coupon";
import { evaluateCouponSchema } from "@/lib/payments/schemas";

/** POST transactions/evalutate-cupon (spec 7, its spelling): what a coupon takes off a plan's price. */
export const POST = route({ body: evaluateCouponSchema }, ({ body, user }) => evaluateCoupon(user, body), { auth: "employer" });
