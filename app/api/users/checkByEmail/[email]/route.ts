import { clientIp } from "@/lib/api/client-ip";
import { route } from "@/lib/api/route";
import { checkEmailExists } from "@/lib/users/check-email-exists";
import { checkByEmailParamsSchema } from "@/lib/users/schemas";

export const GET = route({ params: checkByEmailParamsSchema }, ({ params, request }) => checkEmailExists({ ...params, ip: clientIp(request.headers) }));
