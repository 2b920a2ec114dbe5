import { clientIp } from "@/lib/api/client-ip";
import { route } from "@/lib/api/route";
import { changePassword } from "@/lib/auth/change-password";
import { changePasswordSchema } from "@/lib/auth/schemas";

export const POST = route(
  { body: changePasswordSchema },
  ({ body, user, request }) => changePassword(user, { ...body, ip: clientIp(request.headers) }),
  { auth: "user" },
);
