import { clientIp } from "@/lib/api/client-ip";
import { route } from "@/lib/api/route";
import { changePassword } from "@/lib/auth/change-password";
import { withSessionRefresh } from "@/lib/auth/refresh-session-cookie";
import { changePasswordSchema } from "@/lib/auth/schemas";

/** The browser's session cookie comes back renewed with the answer: this session goes on, every other one ends. */
export const POST = withSessionRefresh(
  route({ body: changePasswordSchema }, ({ body, user, request }) => changePassword(user, { ...body, ip: clientIp(request.headers) }), { auth: "user" }),
  { renew: true },
);
