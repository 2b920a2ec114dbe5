import { route } from "@/lib/api/route";
import { resetPassword } from "@/lib/auth/reset-password";
import { resetPasswordSchema } from "@/lib/auth/schemas";

export const POST = route({ body: resetPasswordSchema }, ({ body }) => resetPassword(body));
