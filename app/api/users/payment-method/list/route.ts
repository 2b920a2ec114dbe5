import { route } from "@/lib/api/route";
import { listPaymentMethods } from "@/lib/payments/payment-methods";

export const dynamic = "force-dynamic";

/** GET users/payment-method/list (spec 7): the signed-in employer's own cards. */
export const GET = route({}, ({ user }) => listPaymentMethods(user), { auth: "employer" });
