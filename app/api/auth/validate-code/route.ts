import { route } from "@/lib/api/route";
import { validateCodeSchema } from "@/lib/auth/schemas";
import { validateResetCode } from "@/lib/auth/validate-reset-code";

export const POST = route({ body: validateCodeSchema }, ({ body }) => validateResetCode(body));
