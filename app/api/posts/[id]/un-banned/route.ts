import { idParamsSchema, unbanBodySchema } from "@/lib/admin/schemas";
import { setJobBan } from "@/lib/admin/set-job-ban";
import { route } from "@/lib/api/route";

export const PUT = route({ params: idParamsSchema, body: unbanBodySchema }, ({ params, body, user }) => setJobBan(user, params.id, false, body.reason), { auth: "administrator" });
