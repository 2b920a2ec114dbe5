import { route } from "@/lib/api/route";
import { confirmEmail } from "@/lib/auth/email-confirmation";
import { verifyTokenSchema } from "@/lib/auth/schemas";

/** E-mail confirmation: the token from the link in the confirmation e-mail. */
export const POST = route({ body: verifyTokenSchema }, ({ body }) => confirmEmail(body.token));
