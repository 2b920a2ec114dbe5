import { route } from "@/lib/api/route";
import { changeSubscription } from "@/lib/payments/change-subscription";
import { changeSubscriptionSchema } from "@/lib/payments/schemas";

/** POST transactions/change-suscription (spec 7, its spelling): preview or make a plan change. */
export const POST = route({ body: changeSubscriptionSchema }, ({ body, user }) => changeSubscription(user, body), { auth: "employer" });
