import { banBodySchema, idParamsSchema } from "@/lib/admin/schemas";
import { setCompanyState } from "@/lib/admin/set-company-state";
import { route } from "@/lib/api/route";

/** Bans a company: it and its jobs leave the public side. */
export const PUT = route({ params: idParamsSchema, body: banBodySchema }, ({ params, body, user }) => setCompanyState(user, params.id, "ban", body.reason), { auth: "administrator" });
