import { idParamsSchema, unbanBodySchema } from "@/lib/admin/schemas";
import { setCompanyState } from "@/lib/admin/set-company-state";
import { route } from "@/lib/api/route";

export const PUT = route({ params: idParamsSchema, body: unbanBodySchema }, ({ params, body, user }) => setCompanyState(user, params.id, "unban", body.reason), { auth: "administrator" });
