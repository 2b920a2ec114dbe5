import { route } from "@/lib/api/route";
import { cancelSubscription } from "@/lib/payments/cancel-subscription";
import { cancelSubscriptionSchema } from "@/lib/payments/schemas";

/** POST transactions/cancel-suscription (spec 7, its spelling): cancel at the period's end, or resume. */
export const POST = route({ body: cancelSubscriptionSchema }, ({ body, user }) => cancelSubscription(user, body), { auth: "employer" });
