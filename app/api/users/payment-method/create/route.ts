import { route } from "@/lib/api/route";
import { addPaymentMethod } from "@/lib/payments/payment-methods";
import { createPaymentMethodSchema } from "@/lib/payments/schemas";

/** POST users/payment-method/create (spec 7): a card from Stripe Elements or a test card, confirmed through a SetupIntent. */
export const POST = route({ body: createPaymentMethodSchema }, ({ body, user }) => addPaymentMethod(user, body), { auth: "employer", status: 201 });
