import { idParamsSchema, unbanBodySchema } from "@/lib/admin/schemas";
import { setCompanyState } from "@/lib/admin/set-company-state";
import { route } from "@/lib/api/route";

/** Makes a disabled (or banned) company fully active again (lib/admin/set-company-state.ts). */
export const PUT = route({ params: idParamsSchema, body: unbanBodySchema }, ({ params, body, user }) => setCompanyState(user, params.id, "enable", body.reason), { auth: "administrator" });
