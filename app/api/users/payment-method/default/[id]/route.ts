import { route } from "@/lib/api/route";
import { setDefaultPaymentMethod } from "@/lib/payments/payment-methods";
import { paymentMethodParamsSchema } from "@/lib/payments/schemas";

/** PUT users/payment-method/default/{id}: one of the caller's cards becomes the default. */
export const PUT = route({ params: paymentMethodParamsSchema }, ({ params, user }) => setDefaultPaymentMethod(user, params.id), { auth: "employer" });
