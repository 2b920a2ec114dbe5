import { clientIp } from "@/lib/api/client-ip";
import { route } from "@/lib/api/route";
import { verifyUserCredentialsSchema } from "@/lib/auth/schemas";
import { verifyUserCredentials } from "@/lib/auth/verify-user-credentials";

export const POST = route(
  { body: verifyUserCredentialsSchema },
  ({ body, user, request }) => verifyUserCredentials(user, { ...body, ip: clientIp(request.headers) }),
  { auth: "user" },
);
