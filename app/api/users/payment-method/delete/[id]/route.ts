import { route } from "@/lib/api/route";
import { deletePaymentMethod } from "@/lib/payments/payment-methods";
import { paymentMethodParamsSchema } from "@/lib/payments/schemas";

/** DELETE users/payment-method/delete/{id} (spec 7): removes one of the caller's cards. */
export const DELETE = route({ params: paymentMethodParamsSchema }, ({ params, user }) => deletePaymentMethod(user, params.id), { auth: "employer" });
