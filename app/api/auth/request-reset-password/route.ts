import { route } from "@/lib/api/route";
import { requestPasswordReset } from "@/lib/auth/request-password-reset";
import { requestResetPasswordSchema } from "@/lib/auth/schemas";

export const POST = route({ body: requestResetPasswordSchema }, ({ body }) => requestPasswordReset(body));
