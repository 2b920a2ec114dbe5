import { clientIp } from "@/lib/api/client-ip";
import { route } from "@/lib/api/route";
import { logIn } from "@/lib/auth/log-in";
import { loginSchema } from "@/lib/auth/schemas";

export const POST = route({ body: loginSchema }, ({ body, request }) => logIn({ ...body, ip: clientIp(request.headers) }));
