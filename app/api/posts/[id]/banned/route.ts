import { banBodySchema, idParamsSchema } from "@/lib/admin/schemas";
import { setJobBan } from "@/lib/admin/set-job-ban";
import { route } from "@/lib/api/route";

export const PUT = route({ params: idParamsSchema, body: banBodySchema }, ({ params, body, user }) => setJobBan(user, params.id, true, body.reason), { auth: "administrator" });
